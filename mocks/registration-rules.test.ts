import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { appUrl, brand } from "./config";
import { db } from "./db";
import { createCaptcha } from "./domain/captcha";
import { changeEmail } from "./domain/profile";
import { issueEmailWalletToken } from "./domain/one-time";
import { register, SIGN_UP_PHRASE, verifyEmail, type RegisterInput } from "./domain/registration";
import { captchaAnswer, fieldError, mailsTo, refusal, refused, testPlayer, tokenFromLink, userById } from "./test-utils";

/**
 * Registration's rules (mocks/domain/registration.ts) answer with the contract's exact error body:
 * the message, and the field it is about. Each variant (email, wallet, email wallet) checks the
 * username and tells an existing address's owner rather than the caller; verification links once.
 */
let n = 0;
/** A sign-up of a new name from a client of its own (the per-client limit stays out of the way), with a fresh captcha. */
function signUp(input: Partial<RegisterInput>) {
  const { captcha_id } = createCaptcha();
  n += 1;
  return register(
    { captcha_id, captcha_answer: captchaAnswer(captcha_id), username: `rr${n}`, password: "a-good-passphrase-9", user_from: brand.slug, ...input },
    `rr-client-${n}`,
  );
}
const REGISTERED = { status: true, message: "Thanks for registering! Please validate your email address to login." };
const taken = fieldError(409, "username", "Username is already taken");

describe("registration by email", () => {
  it("says which field is wrong: no email (or only spaces), not an email, another origin, a taken name", async () => {
    const p = testPlayer("rr");
    expect(await refusal(() => signUp({}))).toEqual(fieldError(400, "email", "Email is required"));
    expect(await refusal(() => signUp({ email: "   " }))).toEqual(fieldError(400, "email", "Email is required"));
    expect(await refusal(() => signUp({ email: "not-an-email" }))).toEqual(fieldError(400, "email", "Please enter email address"));
    expect(await refusal(() => signUp({ email: "x@example.test", user_from: "elsewhere" }))).toEqual({
      status: 400,
      body: { status: false, message: `user_from must be '${brand.slug}'`, errors: [{ path: "user_from", message: "Unknown origin" }] },
    });
    expect(await refusal(() => signUp({ email: "y@example.test", username: p.name.toUpperCase() }))).toEqual(taken);
  });

  it("an address with an account: the same answer, no account, and its owner is mailed the way in", async () => {
    const p = testPlayer("rr");
    expect(await signUp({ email: p.user.email, username: "rr_newcomer" })).toEqual(REGISTERED);
    expect(db.user.findFirst({ where: { username: { equals: "rr_newcomer" } } })).toBeNull();
    expect(mailsTo(p.user.email)[0]).toMatchObject({
      subject: `Someone tried to create a ${brand.name} account with your email`,
      text: `Someone (maybe you) tried to create a new ${brand.name} account with this address, which already has one. No account was created. To get in, sign in, or reset your password if you forgot it. If it was not you, you can ignore this mail.`,
      link: `${appUrl()}/sign-in`,
    });
  });

  it("the verification link: once, with the spec's message and the account's name", async () => {
    await signUp({ email: "rr-verify@example.test", username: "rr_verify" });
    const token = tokenFromLink(mailsTo("rr-verify@example.test")[0]!.link, "token");
    expect(verifyEmail(token)).toEqual({ status: true, message: "Your email address is verified. You can now login!", username: "rr_verify" });
    // opened again: the address is verified already (not a failure that asks for a new mail)
    expect(await refusal(() => verifyEmail(token))).toEqual(refused(409, "EMAIL_ALREADY_VERIFIED"));
    expect(await refusal(() => verifyEmail("vt_made_up_token"))).toEqual(refused(422, "This verification link is invalid or has expired"));
  });

  it("an old link, replaced by a newer mail before the address was verified, is only invalid", async () => {
    await signUp({ email: "rr-old@example.test", username: "rr_old" });
    const old = tokenFromLink(mailsTo("rr-old@example.test")[0]!.link, "token");
    db.oneTime.updateMany({ where: { kind: { equals: "verify_email" } }, data: { used: true } });
    expect(await refusal(() => verifyEmail(old))).toEqual(refused(422, "This verification link is invalid or has expired"));
  });

  it("a new email's link makes the account verified with it", () => {
    const p = testPlayer("rr");
    db.user.update({ where: { id: { equals: p.user.id } }, data: { verified: false } });
    changeEmail(userById(p.user.id), "rr-moved@example.test");
    const token = tokenFromLink(mailsTo("rr-moved@example.test")[0]!.link, "token");
    expect(verifyEmail(token)).toMatchObject({ status: true, username: p.name });
    expect(userById(p.user.id)).toMatchObject({ email: "rr-moved@example.test", verified: true, pendingEmail: null });
  });
});

describe("registration by wallet", () => {
  const invalid = refused(400, "Invalid request: mm_address, mm_signature and wallet_type are required");
  it("either wallet field makes it a wallet sign-up, and each must be whole", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.signMessage({ message: SIGN_UP_PHRASE });
    expect(await refusal(() => signUp({ email: "w1@example.test", mm_signature: signature }))).toEqual(invalid);
    expect(await refusal(() => signUp({ email: "w2@example.test", mm_address: account.address }))).toEqual(invalid);
    for (const bad of [`${signature}zz`, `zz${signature}`])
      expect(await refusal(() => signUp({ mm_address: account.address, mm_signature: bad, wallet_type: "metamask" }))).toEqual(invalid);
    const other = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: SIGN_UP_PHRASE });
    expect(await refusal(() => signUp({ mm_address: account.address, mm_signature: other, wallet_type: "metamask" }))).toEqual(
      refused(422, "The signature does not match the wallet address"),
    );
  });

  it("checks the name, refuses a wallet with an account, and tells an email's owner instead of making a second account", async () => {
    const p = testPlayer("rr");
    const wallet = async () => {
      const account = privateKeyToAccount(generatePrivateKey());
      return { mm_address: account.address, mm_signature: await account.signMessage({ message: SIGN_UP_PHRASE }), wallet_type: "metamask" };
    };
    expect(await refusal(async () => signUp({ ...(await wallet()), username: p.name }))).toEqual(taken);
    const first = await wallet();
    expect((await signUp(first)).status).toBe(true);
    expect(await refusal(() => signUp(first))).toEqual(refused(409, "This wallet is already bound to another account"));
    const third = await wallet();
    expect(await signUp({ ...third, email: p.user.email, username: "rr_walletdup" })).toEqual(REGISTERED);
    expect(db.user.findFirst({ where: { mmAddress: { equals: third.mm_address.toLowerCase() } } })).toBeNull();
  });
});

describe("registration with the email-wallet provider", () => {
  it("its token names the wallet: kept lower-cased, as an ethermail wallet; a bad token and a taken name are refused", async () => {
    const p = testPlayer("rr");
    const address = privateKeyToAccount(generatePrivateKey()).address;
    expect(await refusal(() => signUp({ ethermail_token: "em_made_up" }))).toEqual(refused(422, "The email-wallet token is invalid or has expired"));
    expect(await refusal(() => signUp({ ethermail_token: issueEmailWalletToken(address), username: p.name }))).toEqual(taken);
    expect(await signUp({ ethermail_token: issueEmailWalletToken(address), username: "rr_ethermail" })).toEqual({
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
