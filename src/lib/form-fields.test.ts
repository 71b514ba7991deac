import { describe, expect, test } from "vitest";
import { PASSWORD_TOO_LONG } from "@/config/constants";
import { confirmMatches, email, newPassword, newPasswordFields, password, PASSWORDS_DIFFER } from "./form-fields";
import { z } from "zod";

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("a password's rule (K01: at least 8 characters)", () => {
  const field = password("Password is required", "Password must have at least 8 characters");

  test("7 characters are refused with the spec's text, 8 are enough", () => {
    expect(messages(field, "1234567")).toEqual(["Password must have at least 8 characters"]);
    expect(messages(field, "12345678")).toEqual([]);
  });

  test("empty says it is required; spaces count as typed (a password is never trimmed)", () => {
    expect(messages(field, "")).toEqual(["Password is required"]);
    expect(messages(field, "        ")).toEqual([]);
    expect(messages(field, "       ")).toEqual(["Password must have at least 8 characters"]);
  });

  test("a new password and its confirmation each have their own texts at the same boundary", () => {
    expect(messages(newPasswordFields.password, "abcdefg")).toEqual(["Password must have at least 8 characters"]);
    expect(messages(newPasswordFields.confirm, "abcdefg")).toEqual(["Confirm Password must have at least 8 characters"]);
    expect(messages(newPasswordFields.confirm, "abcdefgh")).toEqual([]);
    expect(messages(newPasswordFields.confirm, "")).toEqual(["Confirm password is required"]);
  });

  test("a new password is 128 characters at most, as the contract takes; a sign-in's password has no such rule", () => {
    const fresh = newPassword("Password is required", "Password must have at least 8 characters");
    for (const field of [fresh, newPasswordFields.password]) {
      expect(messages(field, "p".repeat(128))).toEqual([]);
      expect(messages(field, "p".repeat(129))).toEqual([PASSWORD_TOO_LONG]);
    }
    expect(messages(fresh, "")).toEqual(["Password is required"]);
    expect(messages(field, "p".repeat(129))).toEqual([]);
  });

  test("the confirmation must match once both are typed", () => {
    const form = z.object({ password: z.string(), confirm: z.string() }).superRefine(confirmMatches);
    expect(messages(form, { password: "abcdefgh", confirm: "abcdefgi" })).toEqual([PASSWORDS_DIFFER]);
    expect(messages(form, { password: "abcdefgh", confirm: "abcdefgh" })).toEqual([]);
    expect(messages(form, { password: "abcdefgh", confirm: "" })).toEqual([]);
  });
});

describe("an email's rule (accounts-identity.md §5: something@something)", () => {
  const field = email("Email is required", "Please enter email address");

  test("empty, or only spaces, says it is required", () => {
    expect(messages(field, "")).toEqual(["Email is required"]);
    expect(messages(field, "   ")).toEqual(["Email is required"]);
  });

  test("a text that is not an address says so; an address is enough", () => {
    expect(messages(field, "player")).toEqual(["Please enter email address"]);
    expect(messages(field, "player@")).toEqual(["Please enter email address"]);
    expect(messages(field, "player@penta.games")).toEqual([]);
  });

  test("spaces around an address are not part of it (the forms send it trimmed)", () => {
    expect(messages(field, "  player@penta.games \t")).toEqual([]);
  });
});
