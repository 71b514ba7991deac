import { describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { db } from "./db";
import { createCaptcha } from "./domain/captcha";
import { issueOneTime } from "./domain/one-time";
import { register, SIGN_UP_PHRASE, verifyEmail, type RegisterInput } from "./domain/registration";
import { emailWalletAddress } from "./domain/users";
import { captchaAnswer, fieldError, mailsTo, refusal, testPlayer, userById } from "./test-utils";

/**
 * Registration's refusals past the contract's own checks (mocks/domain/registration.ts), at the
 * domain level: what a client that skips the contract's validation meets on each way in (email,
 * wallet, email-wallet), and the email change's last check.
 */
let n = 0;
const captcha = () => {
  const { captcha_id } = createCaptcha();
  return { captcha_id, captcha_answer: captchaAnswer(captcha_id) };
};
const base = () => ({ ...captcha(), username: `edge${++n}`, password: "a long enough password", user_from: "penta" });

describe("sign-up by email", () => {
  it("refuses an address that is not one, on the email field", async () => {
    expect(await refusal(() => register({ ...base(), email: "not-an-address" }, "c1"))).toEqual(fieldError(400, "email", "Please enter email address"));
  });

  it("refuses a referral code that does not validate, and creates nothing", async () => {
    const input = { ...base(), email: "edge-ref@example.test", referral_code: "no-such-code" };
    expect(await refusal(() => register(input, "c2"))).toEqual({ status: 422, body: { status: false, message: "Could not validate referral code" } });
    expect(db.user.findFirst({ where: { username: { equals: input.username } } })).toBeNull();
  });
});

describe("sign-up with a wallet", () => {
  const wallet = async (extra: Partial<RegisterInput> = {}) => {
    const account = privateKeyToAccount(generatePrivateKey());
    const input: RegisterInput = {
      ...base(),
      mm_address: account.address,
      mm_signature: await account.signMessage({ message: SIGN_UP_PHRASE }),
      wallet_type: "metamask",
      ...extra,
    };
    return { account, input };
  };

  it("needs the address, a hex signature and the wallet's type", async () => {
    const { input } = await wallet();
    const incomplete = { status: 400, body: { status: false, message: "Invalid request: mm_address, mm_signature and wallet_type are required" } };
    expect(await refusal(() => register({ ...input, wallet_type: undefined }, "c3"))).toEqual(incomplete);
    expect(await refusal(() => register({ ...input, ...captcha(), mm_signature: "signed" }, "c3"))).toEqual(incomplete);
    expect(await refusal(() => register({ ...input, ...captcha(), mm_address: "0x1234" }, "c3"))).toEqual(incomplete);
  });

  it("with an email: the address is checked, the account waits for its verification mail", async () => {
    const bad = await wallet({ email: "nope" });
    expect(await refusal(() => register(bad.input, "c4"))).toEqual(fieldError(400, "email", "Please enter email address"));
    const { input, account } = await wallet({ email: " walletier@example.test " });
    expect(await register(input, "c4")).toEqual({ status: true, message: "Thanks for registering! Please validate your email address to login." });
    const user = db.user.findFirst({ where: { username: { equals: input.username } } })!;
    expect(user).toMatchObject({ email: "walletier@example.test", verified: false, mmAddress: account.address.toLowerCase() });
    expect(mailsTo("walletier@example.test")).toHaveLength(1);
  });

  it("without an email: the provider's address, verified, no mail; a bad referral code creates nothing", async () => {
    const refused = await wallet({ referral_code: "no-such-code" });
    expect(await refusal(() => register(refused.input, "c5"))).toEqual({ status: 422, body: { status: false, message: "Could not validate referral code" } });
    expect(db.user.findFirst({ where: { username: { equals: refused.input.username } } })).toBeNull();
    const { input, account } = await wallet();
    expect(await register(input, "c5")).toEqual({ status: true, message: "Thanks for registering! You can now sign in with your wallet." });
    const user = db.user.findFirst({ where: { username: { equals: input.username } } })!;
    expect(user).toMatchObject({ email: emailWalletAddress(account.address.toLowerCase()), verified: true });
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});

describe("sign-up with the email-wallet provider's token", () => {
  const token = (address: string) => issueOneTime("ethermail", "", 60_000, "em", address);

  it("refuses an address that has an account already, and a bad referral code; the token stays usable", async () => {
    const address = "0x00000000000000000000000000000000000e4e11";
    const first = token(address);
    expect(await refusal(() => register({ ...base(), ethermail_token: first, referral_code: "no-such-code" }, "c6"))).toEqual({
      status: 422,
      body: { status: false, message: "Could not validate referral code" },
    });
    expect(await register({ ...base(), ethermail_token: first }, "c6")).toEqual({
      status: true,
      message: "Thank for registering. Now please sign in with Ethermail.",
    });
    expect(await refusal(() => register({ ...base(), ethermail_token: token(address) }, "c6"))).toEqual({
      status: 409,
      body: { status: false, message: "Email is already registered" },
    });
  });
});

describe("an email change's link", () => {
  it("is refused when the new address became another account's meanwhile; the account keeps its email", async () => {
    const p = testPlayer("chg");
    const other = testPlayer("chg");
    const link = issueOneTime("change_email", p.user.id, 60_000, "ce", other.user.email);
    expect(await refusal(async () => verifyEmail(link))).toEqual(fieldError(409, "email", "This email is used by another account"));
    expect(userById(p.user.id).email).toBe(p.user.email);
    const free = issueOneTime("change_email", p.user.id, 60_000, "ce", "chg-new@example.test");
    expect(verifyEmail(free)).toEqual({ status: true, message: "Your new email address is verified.", username: p.name });
  });
});
