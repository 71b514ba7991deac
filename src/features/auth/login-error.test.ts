import { describe, expect, it } from "vitest";
import { parseLoginError } from "./login-error";

describe("parseLoginError (the sign-in codes of the contract)", () => {
  it("reads EMAIL_VERIFICATION:<token>", () => expect(parseLoginError("EMAIL_VERIFICATION:ev_1:2")).toEqual({ kind: "email-verification", token: "ev_1:2" }));
  it("reads REFERRAL_CODE_UNVERIFIED:<token>", () =>
    expect(parseLoginError("REFERRAL_CODE_UNVERIFIED:rc_9")).toEqual({ kind: "referral-unverified", token: "rc_9" }));
  it("reads UNAUTHENTICATED_USER and USER_NOT_FOUND", () => {
    expect(parseLoginError("UNAUTHENTICATED_USER").kind).toBe("unauthenticated");
    expect(parseLoginError("USER_NOT_FOUND").kind).toBe("user-not-found");
  });
  it("passes any other server text through as the message", () =>
    expect(parseLoginError("Incorrect username, email or password")).toEqual({ kind: "message", message: "Incorrect username, email or password" }));
  it("does not treat a code without a token as a code", () => expect(parseLoginError("EMAIL_VERIFICATION:").kind).toBe("message"));
});
