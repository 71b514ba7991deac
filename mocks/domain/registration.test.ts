import { describe, expect, it } from "vitest";
import { login, register, resendVerifyEmail, validateReferralCode, verifyEmail } from "../../generated/api/user/sdk.gen";
import { signUp, siteValidateReferralCode } from "../../generated/api/site/sdk.gen";
import { limits, appUrl, brand } from "../config";
import { advanceClock, now } from "../lib/clock";
import { findUserByName, emailWalletAddress } from "./users";
import {
  auth,
  captchaAnswer,
  expectError,
  mailsTo,
  raw,
  testPlayer,
  tokenFromLink,
  fieldError,
  refusal,
  refused,
  userById,
  signUpBody,
  walletSignUpFields,
} from "../testing/test-utils";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { db } from "../db";
import { createCaptcha } from "./captcha";
import { changeEmail } from "./profile";
import { issueEmailWalletToken, issueOneTime } from "./one-time";
import { register as registerRule, verifyEmail as verifyEmailRule, type RegisterInput } from "./registration";
import { issueNonce } from "./siwe";

const signIn = async (username: string, password = `${username}-password`) => (await login({ body: { username, password }, throwOnError: true })).data.token;

/**
 * Registration's rules (mocks/domain/registration.ts) answer with the contract's exact error body:
 * the message, and the field it is about. Each variant (email, wallet, email wallet) checks the
 * username and tells an existing address's owner rather than the caller; verification links once.
 */
let n = 0;

/** A sign-up of a new name from a client of its own (the per-client limit stays out of the way), with a fresh captcha. */
function registerFresh(input: Partial<RegisterInput>) {
  const { captcha_id } = createCaptcha();
  n += 1;
  return registerRule(
    { captcha_id, captcha_answer: captchaAnswer(captcha_id), username: `rr${n}`, password: "a-good-passphrase-9", user_from: brand.slug, ...input },
    `rr-client-${n}`,
  );
}

const REGISTERED = { status: true, message: "Thanks for registering! Please validate your email address to login." };

const taken = fieldError(409, "username", "Username is already taken");

/**
 * Registration's refusals past the contract's own checks (mocks/domain/registration.ts), at the
 * domain level: what a client that skips the contract's validation meets on each way in (email,
 * wallet, email-wallet), and the email change's last check.
 */
let edgeCount = 0;

const captcha = () => {
  const { captcha_id } = createCaptcha();
  return { captcha_id, captcha_answer: captchaAnswer(captcha_id) };
};

const base = () => ({ ...captcha(), username: `edge${++edgeCount}`, password: "a long enough password", user_from: "penta" });

describe("sign-up", () => {
  it("registers through the user service and the site route alike, stores user_from and sends the verification mail", async () => {
    const res = await signUp({ body: await signUpBody() });
    expect(res.data).toEqual({ status: true, message: "Thanks for registering! Please validate your email address to login." });
    const [mail] = mailsTo("erin@example.test");
    expect(mail.link).toMatch(/\/validate-email\?token=vt_/);
    expectError(await login({ body: { username: "erin", password: "erin-password" } }), 403, /^EMAIL_VERIFICATION:ev_/);
  });

  it("an email that has an account: the same answer as a new sign-up, no account made, a mail to its owner (no enumeration)", async () => {
    const owner = testPlayer("owner");
    const before = mailsTo(owner.user.email).length;
    const res = await register({ body: await signUpBody({ username: "newcomer", email: owner.user.email.toUpperCase() }) });
    expect(res.data).toEqual({ status: true, message: "Thanks for registering! Please validate your email address to login." });
    expect(findUserByName("newcomer")).toBeFalsy();
    const mails = mailsTo(owner.user.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toMatch(/tried to create/);
  });

  it("refuses taken usernames (case-insensitive), short passwords, bad emails, a foreign user_from and invalid referral codes", async () => {
    expectError(await register({ body: await signUpBody({ username: "Alice" }) }), 409, "Username is already taken");
    expectError(await raw("POST", "/api/v1/user/register", await signUpBody({ password: "short" })), 400);
    expectError(await register({ body: await signUpBody({ email: "nope" }) }), 400, "Please enter email address");
    expectError(await register({ body: await signUpBody({ email: "" }) }), 400, "Email is required");
    expectError(await register({ body: await signUpBody({ user_from: "other" }) }), 400);
    expectError(await register({ body: await signUpBody({ referral_code: "no-such-code" }) }), 422, "Could not validate referral code");
    expect((await register({ body: await signUpBody({ referral_code: "alice" }) })).response?.status).toBe(200);
  });

  it("validates referral codes: usernames and campaign codes", async () => {
    expect((await validateReferralCode({ body: { code: "alice" } })).data).toBe(true);
    expect((await siteValidateReferralCode({ body: { code: "consensus25" } })).data).toBe(true);
    expect((await siteValidateReferralCode({ body: { code: "nobody-at-all" } })).data).toBe(false);
    expectError(await raw("POST", "/api/validate-referral-code", { code: "" }), 400);
    expectError(await raw("POST", "/api/validate-referral-code", "not json"), 400);
  });
});

describe("email verification", () => {
  it("resends with the token from the sign-in error, invalidates older links, and is single use", async () => {
    const err = expectError(await login({ body: { username: "dave", password: "dave-password" } }), 403);
    const token = err.message.split(":")[1];
    const first = await resendVerifyEmail(auth(token));
    expect(first.data).toEqual({ status: true, message: "Email Sent!" });
    const second = await resendVerifyEmail(auth(token));
    expect(second.response?.status).toBe(200);
    const [newest, older] = mailsTo("dave@penta.local");
    expectError(await verifyEmail({ body: { token: tokenFromLink(older.link, "token") } }), 422);
    const ok = await verifyEmail({ body: { token: tokenFromLink(newest.link, "token") } });
    expect(ok.data).toMatchObject({ status: true, username: "dave" });
    expectError(await verifyEmail({ body: { token: tokenFromLink(newest.link, "token") } }), 409, "EMAIL_ALREADY_VERIFIED"); // used: the address is verified already
    expectError(await resendVerifyEmail(auth(token)), 409);
    expect((await login({ body: { username: "dave", password: "dave-password" } })).response?.status).toBe(200);
  });

  it("refuses a session token, an unknown token, and an expired link", async () => {
    expectError(await resendVerifyEmail(auth(await signIn("bob"))), 401, "UNAUTHENTICATED_USER");
    expectError(await resendVerifyEmail(), 401);
    await register({ body: await signUpBody() });
    advanceClock(limits.verifyEmailTtlMs + 1000);
    expectError(await verifyEmail({ body: { token: tokenFromLink(mailsTo("erin@example.test")[0].link, "token") } }), 422);
  });

  it("limits resends to 3 per 10 minutes", async () => {
    const token = expectError(await login({ body: { username: "dave", password: "dave-password" } }), 403).message.split(":")[1];
    for (let i = 0; i < 3; i++) expect((await resendVerifyEmail(auth(token))).response?.status).toBe(200);
    expectError(await resendVerifyEmail(auth(token)), 429);
  });
});

describe("registration by email", () => {
  it("says which field is wrong: no email (or only spaces), not an email, another origin, a taken name", async () => {
    const p = testPlayer("rr");
    expect(await refusal(() => registerFresh({}))).toEqual(fieldError(400, "email", "Email is required"));
    expect(await refusal(() => registerFresh({ email: "   " }))).toEqual(fieldError(400, "email", "Email is required"));
    expect(await refusal(() => registerFresh({ email: "not-an-email" }))).toEqual(fieldError(400, "email", "Please enter email address"));
    expect(await refusal(() => registerFresh({ email: "x@example.test", user_from: "elsewhere" }))).toEqual({
      status: 400,
      body: { status: false, message: `user_from must be '${brand.slug}'`, errors: [{ path: "user_from", message: "Unknown origin" }] },
    });
    expect(await refusal(() => registerFresh({ email: "y@example.test", username: p.name.toUpperCase() }))).toEqual(taken);
  });

  it("an address with an account: the same answer, no account, and its owner is mailed the way in", async () => {
    const p = testPlayer("rr");
    expect(await registerFresh({ email: p.user.email, username: "rr_newcomer" })).toEqual(REGISTERED);
    expect(db.user.findFirst({ where: { username: { equals: "rr_newcomer" } } })).toBeNull();
    expect(mailsTo(p.user.email)[0]).toMatchObject({
      subject: `Someone tried to create a ${brand.name} account with your email`,
      text: `Someone (maybe you) tried to create a new ${brand.name} account with this address, which already has one. No account was created. To get in, sign in, or reset your password if you forgot it. If it was not you, you can ignore this mail.`,
      link: `${appUrl()}/sign-in`,
    });
  });

  it("the verification link: once, with the spec's message and the account's name", async () => {
    await registerFresh({ email: "rr-verify@example.test", username: "rr_verify" });
    const token = tokenFromLink(mailsTo("rr-verify@example.test")[0]!.link, "token");
    expect(verifyEmailRule(token)).toEqual({ status: true, message: "Your email address is verified. You can now login!", username: "rr_verify" });
    // opened again: the address is verified already (not a failure that asks for a new mail)
    expect(await refusal(() => verifyEmailRule(token))).toEqual(refused(409, "EMAIL_ALREADY_VERIFIED"));
    expect(await refusal(() => verifyEmailRule("vt_made_up_token"))).toEqual(refused(422, "This verification link is invalid or has expired"));
  });

  it("an old link, replaced by a newer mail before the address was verified, is only invalid", async () => {
    await registerFresh({ email: "rr-old@example.test", username: "rr_old" });
    const old = tokenFromLink(mailsTo("rr-old@example.test")[0]!.link, "token");
    db.oneTime.updateMany({ where: { kind: { equals: "verify_email" } }, data: { used: true } });
    expect(await refusal(() => verifyEmailRule(old))).toEqual(refused(422, "This verification link is invalid or has expired"));
  });

  it("a new email's link makes the account verified with it", () => {
    const p = testPlayer("rr");
    db.user.update({ where: { id: { equals: p.user.id } }, data: { verified: false } });
    changeEmail(userById(p.user.id), "rr-moved@example.test");
    const token = tokenFromLink(mailsTo("rr-moved@example.test")[0]!.link, "token");
    expect(verifyEmailRule(token)).toMatchObject({ status: true, username: p.name });
    expect(userById(p.user.id)).toMatchObject({ email: "rr-moved@example.test", verified: true, pendingEmail: null });
  });
});

describe("registration by wallet", () => {
  const invalid = refused(400, "Invalid request: mm_address, mm_signature, mm_message and wallet_type are required");
  it("either wallet field makes it a wallet sign-up, and each must be whole", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const fields = await walletSignUpFields(account);
    expect(await refusal(() => registerFresh({ email: "w1@example.test", mm_signature: fields.mm_signature }))).toEqual(invalid);
    expect(await refusal(() => registerFresh({ email: "w2@example.test", mm_address: account.address }))).toEqual(invalid);
    expect(await refusal(() => registerFresh({ ...fields, mm_message: undefined }))).toEqual(invalid);
    for (const bad of [`${fields.mm_signature}zz`, `zz${fields.mm_signature}`])
      expect(await refusal(() => registerFresh({ ...fields, mm_signature: bad }))).toEqual(invalid);
    const other = await walletSignUpFields(privateKeyToAccount(generatePrivateKey()));
    expect(await refusal(() => registerFresh({ ...fields, mm_signature: other.mm_signature }))).toEqual(
      fieldError(422, "mm_signature", "The signature does not match the wallet address"),
    );
  });

  it("checks the name, refuses a wallet with an account, and tells an email's owner instead of making a second account", async () => {
    const p = testPlayer("rr");
    const wallet = () => walletSignUpFields(privateKeyToAccount(generatePrivateKey()));
    expect(await refusal(async () => registerFresh({ ...(await wallet()), username: p.name }))).toEqual(taken);
    const owner = privateKeyToAccount(generatePrivateKey());
    expect((await registerFresh(await walletSignUpFields(owner))).status).toBe(true);
    expect(await refusal(async () => registerFresh(await walletSignUpFields(owner)))).toEqual(refused(409, "This wallet is already bound to another account"));
    const third = await wallet();
    expect(await registerFresh({ ...third, email: p.user.email, username: "rr_walletdup" })).toEqual(REGISTERED);
    expect(db.user.findFirst({ where: { mmAddress: { equals: third.mm_address.toLowerCase() } } })).toBeNull();
  });
});

describe("a wallet sign-up's message (EIP-4361: the fixed phrase, this site, a single-use nonce)", () => {
  const signature = (message: string) => fieldError(422, "mm_signature", message);

  it("signs up once: the same message and signature again are refused, however they come", async () => {
    const fields = await walletSignUpFields(privateKeyToAccount(generatePrivateKey()));
    expect((await registerFresh(fields)).status).toBe(true);
    expect(await refusal(() => registerFresh(fields))).toEqual(signature("The sign-up message was already used or its nonce is unknown. Please sign again."));
  });

  it("a refusal the player fixes in the form (a taken username) leaves it for the next try; a bad signature spends it", async () => {
    const p = testPlayer("rr");
    const account = privateKeyToAccount(generatePrivateKey());
    const fields = await walletSignUpFields(account);
    expect(await refusal(() => registerFresh({ ...fields, username: p.name }))).toEqual(taken);
    expect((await registerFresh(fields)).status).toBe(true);
    const other = await walletSignUpFields(privateKeyToAccount(generatePrivateKey()));
    const forged = { ...other, mm_signature: (await walletSignUpFields(account)).mm_signature };
    expect(await refusal(() => registerFresh(forged))).toEqual(signature("The signature does not match the wallet address"));
    expect(await refusal(() => registerFresh(other))).toEqual(signature("The sign-up message was already used or its nonce is unknown. Please sign again."));
  });

  it("names this site, the sign-up phrase and the wallet, is fresh and has a nonce of ours: else 422 on mm_signature, and no account", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const cases: [Parameters<typeof walletSignUpFields>[1], string][] = [
      [{ domain: "evil.example" }, "The sign-up message was made for another site"],
      [{ domain: "127.0.0.1:5174" }, "The sign-up message was made for another site"],
      [{ statement: "Sign in to Penta" }, "The sign-up message has an unexpected statement"],
      [{ address: privateKeyToAccount(generatePrivateKey()).address }, "The sign-up message names another address"],
      [{ issuedAt: new Date(Date.now() - 6 * 60_000) }, "The sign-up message has expired. Please sign again."],
      [{ nonce: "madeup12345" }, "The sign-up message was already used or its nonce is unknown. Please sign again."],
    ];
    for (const [change, reason] of cases) {
      const username = `rrsiwe${(n += 1)}`;
      const fields = { ...(await walletSignUpFields(account, change)), mm_address: account.address };
      expect(await refusal(() => registerFresh({ ...fields, username })), reason).toEqual(signature(reason));
      expect(findUserByName(username)).toBeNull();
    }
    // the old fixed phrase alone, signed anywhere at any time, makes no account
    const phrase = {
      mm_address: account.address,
      mm_message: "Sign up to Penta",
      mm_signature: await account.signMessage({ message: "Sign up to Penta" }),
      wallet_type: "metamask",
    };
    expect(await refusal(() => registerFresh(phrase))).toEqual(signature("The sign-up message is not a valid EIP-4361 message"));
  });

  it("a nonce issued more than 5 minutes ago no longer signs up, in a message signed just now", async () => {
    const nonce = issueNonce().nonce;
    advanceClock(5 * 60_000 + 1_000);
    const fields = await walletSignUpFields(privateKeyToAccount(generatePrivateKey()), { nonce, issuedAt: new Date(now()) });
    expect(await refusal(() => registerFresh(fields))).toEqual(signature("The sign-up message was already used or its nonce is unknown. Please sign again."));
  });
});

describe("registration with the email-wallet provider", () => {
  it("its token names the wallet: kept lower-cased, as an ethermail wallet; a bad token and a taken name are refused", async () => {
    const p = testPlayer("rr");
    const address = privateKeyToAccount(generatePrivateKey()).address;
    expect(await refusal(() => registerFresh({ ethermail_token: "em_made_up" }))).toEqual(refused(422, "The email-wallet token is invalid or has expired"));
    expect(await refusal(() => registerFresh({ ethermail_token: issueEmailWalletToken(address), username: p.name }))).toEqual(taken);
    expect(await registerFresh({ ethermail_token: issueEmailWalletToken(address), username: "rr_ethermail" })).toEqual({
      status: true,
      message: "Thank for registering. Now please sign in with Ethermail.",
    });
    expect(db.user.findFirst({ where: { username: { equals: "rr_ethermail" } } })).toMatchObject({
      mmAddress: address.toLowerCase(),
      walletType: "ethermail",
      verified: true,
    });
  });
});

describe("sign-up by email", () => {
  it("refuses an address that is not one, on the email field", async () => {
    expect(await refusal(() => registerRule({ ...base(), email: "not-an-address" }, "c1"))).toEqual(fieldError(400, "email", "Please enter email address"));
  });

  it("refuses a referral code that does not validate, on the referral_code field, and creates nothing", async () => {
    const input = { ...base(), email: "edge-ref@example.test", referral_code: "no-such-code" };
    expect(await refusal(() => registerRule(input, "c2"))).toEqual(fieldError(422, "referral_code", "Could not validate referral code"));
    expect(db.user.findFirst({ where: { username: { equals: input.username } } })).toBeNull();
  });
});

describe("sign-up with a wallet", () => {
  const wallet = async (extra: Partial<RegisterInput> = {}) => {
    const account = privateKeyToAccount(generatePrivateKey());
    const input: RegisterInput = { ...base(), ...(await walletSignUpFields(account)), ...extra };
    return { account, input };
  };

  it("needs the address, a hex signature and the wallet's type", async () => {
    const { input } = await wallet();
    const incomplete = { status: 400, body: { status: false, message: "Invalid request: mm_address, mm_signature, mm_message and wallet_type are required" } };
    expect(await refusal(() => registerRule({ ...input, wallet_type: undefined }, "c3"))).toEqual(incomplete);
    expect(await refusal(() => registerRule({ ...input, ...captcha(), mm_signature: "signed" }, "c3"))).toEqual(incomplete);
    expect(await refusal(() => registerRule({ ...input, ...captcha(), mm_address: "0x1234" }, "c3"))).toEqual(incomplete);
  });

  it("with an email: the address is checked, the account waits for its verification mail", async () => {
    const bad = await wallet({ email: "nope" });
    expect(await refusal(() => registerRule(bad.input, "c4"))).toEqual(fieldError(400, "email", "Please enter email address"));
    const { input, account } = await wallet({ email: " walletier@example.test " });
    expect(await registerRule(input, "c4")).toEqual({ status: true, message: "Thanks for registering! Please validate your email address to login." });
    const user = db.user.findFirst({ where: { username: { equals: input.username } } })!;
    expect(user).toMatchObject({ email: "walletier@example.test", verified: false, mmAddress: account.address.toLowerCase() });
    expect(mailsTo("walletier@example.test")).toHaveLength(1);
  });

  it("without an email: the provider's address, verified, no mail; a bad referral code creates nothing", async () => {
    const refused = await wallet({ referral_code: "no-such-code" });
    expect(await refusal(() => registerRule(refused.input, "c5"))).toEqual(fieldError(422, "referral_code", "Could not validate referral code"));
    expect(db.user.findFirst({ where: { username: { equals: refused.input.username } } })).toBeNull();
    const { input, account } = await wallet();
    expect(await registerRule(input, "c5")).toEqual({ status: true, message: "Thanks for registering! You can now sign in with your wallet." });
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
    expect(await refusal(() => registerRule({ ...base(), ethermail_token: first, referral_code: "no-such-code" }, "c6"))).toEqual(
      fieldError(422, "referral_code", "Could not validate referral code"),
    );
    expect(await registerRule({ ...base(), ethermail_token: first }, "c6")).toEqual({
      status: true,
      message: "Thank for registering. Now please sign in with Ethermail.",
    });
    expect(await refusal(() => registerRule({ ...base(), ethermail_token: token(address) }, "c6"))).toEqual({
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
    expect(await refusal(async () => verifyEmailRule(link))).toEqual(fieldError(409, "email", "This email is used by another account"));
    expect(userById(p.user.id).email).toBe(p.user.email);
    const free = issueOneTime("change_email", p.user.id, 60_000, "ce", "chg-new@example.test");
    expect(verifyEmailRule(free)).toEqual({ status: true, message: "Your new email address is verified.", username: p.name });
  });
});
