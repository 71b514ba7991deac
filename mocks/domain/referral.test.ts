// The mock backend: friends and public profiles, password reset, referral-code submission, token and email-wallet sign-in (accounts-identity.md §4–§6).
import { describe, expect, it } from "vitest";
import { login, submitReferralCode, tokenLogin, ethermailLogin } from "../../generated/api/user/sdk.gen";
import { signUp, siteSubmitReferralCode } from "../../generated/api/site/sdk.gen";
import { limits } from "../config";
import { issueEmailWalletToken } from "./one-time";
import { advanceClock } from "../lib/clock";
import { expectError, signUpBody } from "../testing/test-utils";
import { createUser } from "./users";

describe("referral code submission, token login and email-wallet sign-in", () => {
  it("replaces an unverified referral code, answers a single-use login key, and token login uses it once", async () => {
    const token = expectError(await login({ body: { username: "rita", password: "rita-password" } }), 403).message.split(":")[1];
    expect(expectError(await siteSubmitReferralCode({ body: { code: "no-such-code", token } }), 422, "Could not validate referral code").errors).toEqual([
      { path: "code", message: "Could not validate referral code" },
    ]);
    expectError(await siteSubmitReferralCode({ body: { code: "rita", token } }), 422);
    expectError(await siteSubmitReferralCode({ body: { code: "alice", token: "rc_forged" } }), 401);
    const { data } = await submitReferralCode({ body: { code: "alice", token }, throwOnError: true });
    expectError(await siteSubmitReferralCode({ body: { code: "alice", token } }), 401);
    const signedIn = await tokenLogin({ body: { data: data.key }, throwOnError: true });
    expect(signedIn.data.user.username).toBe("rita");
    expectError(await tokenLogin({ body: { data: data.key } }), 401, "This login link is invalid or has already been used");
    expect((await login({ body: { username: "rita", password: "rita-password" } })).response?.status).toBe(200);
  });

  it("a login key expires", async () => {
    const token = expectError(await login({ body: { username: "rita", password: "rita-password" } }), 403).message.split(":")[1];
    const { data } = await submitReferralCode({ body: { code: "bob", token }, throwOnError: true });
    advanceClock(limits.loginKeyTtlMs + 1000);
    expectError(await tokenLogin({ body: { data: data.key } }), 401);
  });

  it("signs up with an email-wallet token (no email; address at the provider), then signs in with a new token", async () => {
    const wallet = "0x00000000000000000000000000000000000000aa";
    const signUpToken = issueEmailWalletToken(wallet);
    const res = await signUp({ body: { ...(await signUpBody({ email: "" })), ethermail_token: signUpToken } });
    expect(res.data).toEqual({ status: true, message: "Thank for registering. Now please sign in with Ethermail." });
    expectError(await signUp({ body: { ...(await signUpBody({ username: "erin2" })), ethermail_token: signUpToken } }), 422);
    const signedIn = await ethermailLogin({ body: { ethermail_token: issueEmailWalletToken(wallet) }, throwOnError: true });
    expect(signedIn.data.user).toMatchObject({ username: "erin", email: `${wallet}@ethermail.io` });
    expectError(
      await ethermailLogin({ body: { ethermail_token: issueEmailWalletToken("0x00000000000000000000000000000000000000bb") } }),
      404,
      "USER_NOT_FOUND",
    );
    expectError(await ethermailLogin({ body: { ethermail_token: "em_forged" } }), 401);
  });

  it("an email wallet with no account: the sign-in's USER_NOT_FOUND leaves the token for the sign-up, which uses it up", async () => {
    const token = issueEmailWalletToken("0x00000000000000000000000000000000000000cc");
    expectError(await ethermailLogin({ body: { ethermail_token: token } }), 404, "USER_NOT_FOUND");
    expectError(await ethermailLogin({ body: { ethermail_token: token } }), 404, "USER_NOT_FOUND");
    const res = await signUp({ body: { ...(await signUpBody({ username: "cora", email: "" })), ethermail_token: token } });
    expect(res.data).toEqual({ status: true, message: "Thank for registering. Now please sign in with Ethermail." });
    // used by the sign-up: neither a sign-in nor another sign-up takes it
    expectError(await ethermailLogin({ body: { ethermail_token: token } }), 401, "The email-wallet token is invalid or has expired");
    expectError(await signUp({ body: { ...(await signUpBody({ username: "cora2", email: "" })), ethermail_token: token } }), 422);
  });

  it("an email-wallet sign-in uses its token up, and an account that cannot sign in yet gets the login's 403 codes", async () => {
    const wallet = "0x00000000000000000000000000000000000000dd";
    createUser({ username: "dora", email: `${wallet}@ethermail.io`, password: "dora-password-1", userFrom: "penta", verified: true });
    const token = issueEmailWalletToken(wallet);
    expect((await ethermailLogin({ body: { ethermail_token: token } })).response?.status).toBe(200);
    expectError(await ethermailLogin({ body: { ethermail_token: token } }), 401, "The email-wallet token is invalid or has expired");
    const unverified = "0x00000000000000000000000000000000000000de";
    createUser({ username: "dora2", email: `${unverified}@ethermail.io`, password: "dora-password-2", userFrom: "penta", verified: false });
    expect(expectError(await ethermailLogin({ body: { ethermail_token: issueEmailWalletToken(unverified) } }), 403).message).toMatch(/^EMAIL_VERIFICATION/);
  });
});
