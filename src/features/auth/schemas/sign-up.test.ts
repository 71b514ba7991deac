import { describe, expect, it } from "vitest";
import { PASSWORD_IS_IDENTITY, PASSWORD_TOO_LONG, USERNAME_REFUSED } from "@/config/constants";
import { signUpSchema } from "./sign-up";

/** The sign-up form's rules (accounts-identity.md §5), as the form checks them before sending. */
const valid = { username: "new_player", password: "a long password", email: "new@player.io", captcha: "4821" };
const messages = (values: Partial<typeof valid>, emailRequired = true) => {
  const result = signUpSchema(emailRequired).safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the sign-up form's rules", () => {
  it("takes a complete form", () => expect(messages({})).toEqual([]));

  it("the username: required, then the contract's pattern, on the trimmed value", () => {
    expect(messages({ username: "   " })).toEqual(["username: Username is required"]);
    expect(messages({ username: " new.player-1 " })).toEqual([]);
    expect(messages({ username: "new player" })).toEqual([`username: ${USERNAME_REFUSED}`]);
    expect(messages({ username: "ab" })).toEqual([`username: ${USERNAME_REFUSED}`]);
  });

  it("the captcha: digits only", () => {
    expect(messages({ captcha: "" })).toEqual(["captcha: Captcha is required"]);
    for (const captcha of ["a12", "12a", "1 2"]) expect(messages({ captcha }), captcha).toEqual(["captcha: Captcha is required"]);
  });

  it("the email: required with the email variant, optional without it, and an address when given", () => {
    expect(messages({ email: "" })).toEqual(["email: Email is required"]);
    expect(messages({ email: "" }, false)).toEqual([]);
    expect(messages({ email: "   " }, false)).toEqual([]);
    expect(messages({ email: " new@player.io " }, false)).toEqual([]);
    expect(messages({ email: "nope" }, false)).toEqual(["email: Please enter email address"]);
  });

  it("the password is never the username or the email, whatever the case or spaces around them", () => {
    expect(messages({ username: "Alice_Rivers1", password: "alice_rivers1" })).toEqual([`password: ${PASSWORD_IS_IDENTITY}`]);
    expect(messages({ username: " Alice_Rivers1 ", password: "alice_rivers1" })).toEqual([`password: ${PASSWORD_IS_IDENTITY}`]);
    expect(messages({ username: "Alice_Rivers1", password: "  ALICE_RIVERS1  " })).toEqual([`password: ${PASSWORD_IS_IDENTITY}`]);
    expect(messages({ email: "alice@rivers.io", password: "Alice@Rivers.io" })).toEqual([`password: ${PASSWORD_IS_IDENTITY}`]);
    expect(messages({ email: "", password: "" }, false)).toEqual(["password: Password is required"]);
    expect(messages({ username: "Alice_Rivers1", password: "alice_rivers12" })).toEqual([]);
  });

  it("nor the email's name before the @ (the backend's rule too): refused before the captcha is spent", () => {
    expect(messages({ email: "Rivers.Alice@mail.io", password: "rivers.alice" })).toEqual([`password: ${PASSWORD_IS_IDENTITY}`]);
    expect(messages({ email: " Rivers.Alice@mail.io ", password: "rivers.alice" })).toEqual([`password: ${PASSWORD_IS_IDENTITY}`]);
    expect(messages({ email: "rivers.alice@mail.io", password: "rivers.alice1" })).toEqual([]);
    // no email (the wallet variants): nothing to compare, and an empty name is no identity
    expect(messages({ email: "", password: "rivers.alice" }, false)).toEqual([]);
    expect(messages({ email: "@mail.io", password: "12345678" }, false)).toEqual(["email: Please enter email address"]);
  });

  it("128 characters at most, as the contract takes (the backend would refuse it and spend the captcha)", () => {
    expect(messages({ password: "p".repeat(128) })).toEqual([]);
    expect(messages({ password: "p".repeat(129) })).toEqual([`password: ${PASSWORD_TOO_LONG}`]);
  });
});
