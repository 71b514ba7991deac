import { describe, expect, it } from "vitest";
import {
  authOAuth,
  changeEmail,
  getUserInfo,
  forgotPassword,
  keepEmail,
  login,
  register,
  resetPassword,
  saveProfilePicture,
  setAvatar,
  updateTelegram,
  updateTwitter,
  verifyEmail,
} from "../../generated/api/user/sdk.gen";
import { connectSocial } from "../../generated/api/site/sdk.gen";
import { drawCreature } from "./ai";
import { db } from "../db";
import { createUser } from "./users";
import { rates } from "../config";
import {
  BASE,
  expectError,
  freshCaptcha,
  holdClock,
  signUpBody,
  mailsTo,
  testPlayer,
  tokenFromLink,
  fieldError,
  refusal,
  refused,
  userById,
  infoOf,
  connected,
} from "../testing/test-utils";
import {
  changeEmail as changeEmailRule,
  claimPoints,
  PICTURE_MAX_BYTES,
  saveInterest,
  saveProfilePicture as saveProfilePictureRule,
  setAvatar as setAvatarRule,
  updateHandle,
} from "./profile";

/** Account editing, social connections and the AI picture (accounts-identity.md §4, §5, §7; designed parts in the contract). */
let n = 0;

const player = () => {
  n++;
  return testPlayer("pe");
};

describe("the profile form's calls", () => {
  it("a new email waits for its link (the old one stays until then); another account's email is answered the same, its owner told and no link made", async () => {
    const p = player();
    const other = player();
    const taken = await changeEmail({ ...p.a, body: { email: other.user.email } });
    expect(taken.data).toEqual({ status: true, message: `We sent a verification link to ${other.user.email}` });
    expect(await infoOf(p.a)).toMatchObject({ email: p.user.email, pending_email: other.user.email });
    const [notice] = mailsTo(other.user.email);
    expect(notice).toMatchObject({ subject: "Someone tried to use your email address on Penta" });
    expect(notice!.link).not.toContain("token=");
    expect((await changeEmail({ ...p.a, body: { email: `New${n}@Example.test` } })).data?.status).toBe(true);
    const fresh = `new${n}@example.test`;
    expect(await infoOf(p.a)).toMatchObject({ email: p.user.email, pending_email: fresh });
    const [mail] = mailsTo(fresh);
    expect(mail.link).toContain("/validate-email?token=");
    expect((await verifyEmail({ body: { token: tokenFromLink(mail.link, "token") } })).data?.status).toBe(true);
    expect(await infoOf(p.a)).toMatchObject({ email: fresh, pending_email: null });
    expectError(await verifyEmail({ body: { token: tokenFromLink(mail.link, "token") } }), 422);
  });

  it("the account's own address is told when a change is asked and when it is made, with the new address masked", async () => {
    const p = player();
    const fresh = "moved@example.test";
    await changeEmail({ ...p.a, body: { email: fresh }, throwOnError: true });
    const [asked] = mailsTo(p.user.email);
    expect(asked).toMatchObject({ subject: "Your Penta email address is being changed" });
    expect(asked!.text).toContain("asked to use mo***@ex*****.te*** instead of this address.");
    expect(asked!.text).not.toContain(fresh);
    // each notice carries the way back: a keep link of its own (keepEmail)
    expect(asked!.text).toContain("If this was not you, open the link below within 7 days: it keeps this address and signs your account out everywhere.");
    expect(asked!.link).toMatch(/\/keep-email\?token=ke_/);
    await verifyEmail({ body: { token: tokenFromLink(mailsTo(fresh)[0]!.link, "token") }, throwOnError: true });
    const [made] = mailsTo(p.user.email);
    expect(made).toMatchObject({ subject: "Your Penta email address was changed" });
    expect(made!.text).not.toContain(fresh);
    expect(made!.text).toContain("open the link below within 7 days: it gives this address back to your account and signs it out everywhere.");
    expect(made!.link).toMatch(/\/keep-email\?token=ke_/);
    expect(tokenFromLink(made!.link, "token")).not.toBe(tokenFromLink(asked!.link, "token"));
    expect(mailsTo(p.user.email)).toHaveLength(2);
  });

  it("a new email change ends the earlier change's link; its own link moves the account", async () => {
    const p = player();
    const change = async (email: string) => {
      await changeEmail({ ...p.a, body: { email }, throwOnError: true });
      return tokenFromLink(mailsTo(email)[0]!.link, "token");
    };
    const earlier = await change(`first${n}@example.test`);
    const later = await change(`second${n}@example.test`);
    expectError(await verifyEmail({ body: { token: earlier } }), 422);
    expect(await infoOf(p.a)).toMatchObject({ email: p.user.email, pending_email: `second${n}@example.test` });
    expect((await verifyEmail({ body: { token: later } })).data?.status).toBe(true);
    expect(await infoOf(p.a)).toMatchObject({ email: `second${n}@example.test`, pending_email: null });
  });

  it("X id and Telegram username: shape checked; a handle another player connected is refused", async () => {
    const p = player();
    expect((await updateTwitter({ ...p.a, body: { username: "@pe_x" } })).data?.message).toBe("Updated!");
    expect((await updateTelegram({ ...p.a, body: { username: "pe_telegram" } })).data?.message).toBe("Updated!");
    expect((await infoOf(p.a)).extra_data).toMatchObject({ twitter_username: "pe_x", telegram_username: "pe_telegram" });
    expectError(await updateTwitter({ ...p.a, body: { username: "no spaces allowed" } }), 400);
    expectError(await updateTelegram({ ...p.a, body: { username: "abc" } }), 400);
    const owner = player();
    const { back } = await connected(owner, "twitter", `taken_${n}`);
    await authOAuth({
      ...owner.a,
      path: { provider: "twitter" },
      body: { code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, redirect_uri: "http://127.0.0.1:5173/account" },
    });
    expectError(await updateTwitter({ ...p.a, body: { username: `TAKEN_${n}` } }), 409);
  });

  it("connected_socials: a handle the network proved, not one typed; another handle typed over a connected one ends that connection", async () => {
    const p = player();
    expect((await updateTwitter({ ...p.a, body: { username: `typed_${n}` } })).data?.message).toBe("Updated!");
    expect(await infoOf(p.a)).toMatchObject({ extra_data: { twitter_username: `typed_${n}` }, connected_socials: [] });
    const { back, start } = await connected(p, "twitter", `proven_${n}`);
    const redirect_uri = new URL(start.authorize_url).searchParams.get("redirect_uri")!;
    await connectSocial({ path: { network: "twitter" }, body: { token: p.token, code: back.searchParams.get("code")!, redirect_uri, state: start.state } });
    expect(await infoOf(p.a)).toMatchObject({ extra_data: { twitter_username: `proven_${n}` }, connected_socials: ["twitter"] });
    // the same handle again (any case) keeps the connection; another one ends it
    expect((await updateTwitter({ ...p.a, body: { username: `PROVEN_${n}` } })).data?.message).toBe("Updated!");
    expect((await infoOf(p.a)).connected_socials).toEqual(["twitter"]);
    expect((await updateTwitter({ ...p.a, body: { username: `other_${n}` } })).data?.message).toBe("Updated!");
    expect(await infoOf(p.a)).toMatchObject({ extra_data: { twitter_username: `other_${n}` }, connected_socials: [] });
    // a friend sees which are proven too (the handles masked)
    expect((await infoOf(player().a)).connected_socials).toEqual([]);
  });

  it("avatar ids 1-8 only (K05)", async () => {
    const p = player();
    expect((await setAvatar({ ...p.a, body: { avatar: 8 } })).data?.message).toBe("Avatar updated!");
    expect((await infoOf(p.a)).user_avatar).toBe(8);
    const raw = await fetch(`${BASE}/api/v1/user/setAvatar`, {
      method: "POST",
      headers: { ...p.a.headers, "Content-Type": "application/json" },
      body: '{"avatar":9}',
    });
    expect(raw.status).toBe(400);
  });

  it("the profile picture: a real PNG or JPEG of at most 128x128 and 100 kB, else 400", async () => {
    const p = player();
    const png = drawCreature("a test").toString("base64");
    expect((await saveProfilePicture({ ...p.a, body: { image_base64: png } })).data?.status).toBe(true);
    expect((await infoOf(p.a)).profile_picture).toBe(`data:image/png;base64,${png}`);
    expectError(await saveProfilePicture({ ...p.a, body: { image_base64: Buffer.from("not an image at all").toString("base64") } }), 400);
    const big = Buffer.from(drawCreature("x"));
    big.writeUInt32BE(512, 16); // a PNG header claiming 512 px wide
    expectError(await saveProfilePicture({ ...p.a, body: { image_base64: big.toString("base64") } }), 400);
    expectError(await saveProfilePicture({ ...p.a, body: { image_base64: "####" } }), 400);
  });
});

describe("the keep link of an email change's notices (keepEmail)", () => {
  const DONE = "Your email address is kept and your account is signed out everywhere. If someone may know your password, reset it with Forgot password.";
  /** A change asked to a new address: the notice's keep link, and the new address's link. */
  const ask = async (p: ReturnType<typeof player>, email: string) => {
    await changeEmail({ ...p.a, body: { email }, throwOnError: true });
    return { keep: tokenFromLink(mailsTo(p.user.email)[0]!.link, "token"), confirm: tokenFromLink(mailsTo(email)[0]!.link, "token") };
  };
  /** A change asked and made (the new address's link opened): the keep link of the first notice. */
  const move = async (p: ReturnType<typeof player>, email: string) => {
    const { keep, confirm } = await ask(p, email);
    await verifyEmail({ body: { token: confirm }, throwOnError: true });
    return keep;
  };
  const signedIn = async (p: ReturnType<typeof player>) => (await getUserInfo(p.a)).response?.status === 200;

  it("before the move: the change ends (its link too), every session ends, and the link works once", async () => {
    const p = player();
    const { keep, confirm } = await ask(p, `kept${n}@example.test`);
    expect((await keepEmail({ body: { token: keep } })).data).toEqual({ status: true, message: DONE });
    expect(await signedIn(p)).toBe(false);
    expect(userById(p.user.id)).toMatchObject({ email: p.user.email, pendingEmail: null, verified: true });
    expectError(await verifyEmail({ body: { token: confirm } }), 422);
    expectError(await keepEmail({ body: { token: keep } }), 422, "This link is invalid or has expired");
    expectError(await keepEmail({ body: { token: "ke_made-up" } }), 422, "This link is invalid or has expired");
  });

  it("after the move: the notice that it was made gives the address back", async () => {
    const p = player();
    const moved = `moved${n}@example.test`;
    await move(p, moved);
    expect(userById(p.user.id)?.email).toBe(moved);
    const back = tokenFromLink(mailsTo(p.user.email)[0]!.link, "token");
    expect((await keepEmail({ body: { token: back } })).data?.status).toBe(true);
    expect(userById(p.user.id)).toMatchObject({ email: p.user.email, pendingEmail: null });
    expect(await signedIn(p)).toBe(false);
  });

  it("an address that became another account's since is not taken from it: 409, and nothing changes", async () => {
    const p = player();
    const moved = `away${n}@example.test`;
    const keep = await move(p, moved);
    createUser({ username: `pe-taken${n}`, email: p.user.email, password: "pw-123456", userFrom: "penta", verified: true });
    expectError(await keepEmail({ body: { token: keep } }), 409, "This address is now another account's: sign in with the address your account uses now");
    expect(userById(p.user.id)?.email).toBe(moved);
    expect(await signedIn(p)).toBe(true);
  });

  it("whoever took the account cannot end the owner's link: not by a reset through the new address, nor by the keep link of a later address", async () => {
    const p = player();
    const taken = `taken${n}@example.test`;
    const keep = await move(p, taken);
    // a reset through the address the account was moved to ends every other open link and key...
    await forgotPassword({ body: { email: taken, ...(await freshCaptcha()) }, throwOnError: true });
    const resetToken = tokenFromLink(mailsTo(taken)[0]!.link, "key");
    await resetPassword({ body: { password: "a-thiefs-new-password", resetToken }, throwOnError: true });
    // ...and a change from there to yet another address mails a keep link of the taken address
    const again = await login({ body: { username: p.name, password: "a-thiefs-new-password", signature: "", address: "", message: "", referral_code: "" } });
    const thief = { headers: { Authorization: `Bearer ${again.data!.token}` } };
    await changeEmail({ ...thief, body: { email: `further${n}@example.test` }, throwOnError: true });
    const later = tokenFromLink(mailsTo(taken)[0]!.link, "token");
    expect((await keepEmail({ body: { token: later } })).data?.status).toBe(true);
    expect(userById(p.user.id)?.email).toBe(taken);
    // the owner's earlier link still works, and wins: the account's own address is back
    expect((await keepEmail({ body: { token: keep } })).data?.status).toBe(true);
    expect(userById(p.user.id)?.email).toBe(p.user.email);
  });

  it("the owner's keep ends the keep links mailed after it (the addresses the account was moved to since), and nothing of another account", async () => {
    const p = player();
    const q = player();
    const moved = `later${n}@example.test`;
    const keep = await move(p, moved);
    const { keep: movedAgain } = await ask({ ...p, user: { ...p.user, email: moved } }, `further${n}@example.test`);
    const { keep: others } = await ask(q, `qs-new${n}@example.test`);
    expect((await keepEmail({ body: { token: keep } })).data?.status).toBe(true);
    expectError(await keepEmail({ body: { token: movedAgain } }), 422, "This link is invalid or has expired");
    expect(userById(p.user.id)?.email).toBe(p.user.email);
    expect((await keepEmail({ body: { token: others } })).data?.status).toBe(true);
  });

  it("an address its account may still keep is nobody else's: a sign-up or an email change to it is answered as for a taken address", async () => {
    const p = player();
    const other = player();
    await move(p, `gone${n}@example.test`);
    const signUp = await register({ body: await signUpBody({ username: `squat${n}`, email: p.user.email }) });
    expect(signUp.data?.status).toBe(true);
    expect(db.user.findFirst({ where: { username: { equals: `squat${n}` } } })).toBeNull();
    expect(mailsTo(p.user.email)[0]).toMatchObject({ subject: "Someone tried to create a Penta account with your email" });
    await changeEmail({ ...other.a, body: { email: p.user.email }, throwOnError: true });
    expect(mailsTo(p.user.email)[0]).toMatchObject({ subject: "Someone tried to use your email address on Penta" });
    expect(mailsTo(p.user.email)[0]!.link).not.toContain("token=");
  });

  it("once its keep link has expired, the old address is free again: a sign-up with it makes an account", async () => {
    const p = player();
    await move(p, `free${n}@example.test`);
    const clock = holdClock(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000);
    try {
      expect((await register({ body: await signUpBody({ username: `later${n}`, email: p.user.email }) })).data?.status).toBe(true);
      expect(db.user.findFirst({ where: { username: { equals: `later${n}` } } })?.email).toBe(p.user.email);
    } finally {
      clock.mockRestore();
    }
  });

  it("works for 7 days after its mail, to the millisecond", async () => {
    const p = player();
    const start = Date.now();
    const clock = holdClock(start);
    try {
      const { keep } = await ask(p, `week${n}@example.test`);
      clock.mockReturnValue(start + 7 * 24 * 60 * 60 * 1000 + 1);
      expectError(await keepEmail({ body: { token: keep } }), 422, "This link is invalid or has expired");
      clock.mockReturnValue(start + 7 * 24 * 60 * 60 * 1000);
      expect((await keepEmail({ body: { token: keep } })).data?.status).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("the email change", () => {
  it("refuses what is not an address, and the account's own address in any case; nothing is pending or sent", async () => {
    const p = testPlayer("pe");
    expect(await refusal(() => changeEmailRule(p.user, "not an address"))).toEqual(fieldError(400, "email", "Please enter email address"));
    expect(await refusal(() => changeEmailRule(p.user, `  ${p.user.email.toUpperCase()} `))).toEqual(fieldError(400, "email", "This is already your email"));
    expect(userById(p.user.id).pendingEmail).toBeNull();
    expect(mailsTo(p.user.email)).toHaveLength(0);
  });

  it("the new address, trimmed and lower-cased, waits for its link", () => {
    const p = testPlayer("pe");
    expect(changeEmailRule(p.user, "  New.Address@Example.TEST ")).toEqual({
      status: true,
      message: "We sent a verification link to new.address@example.test",
    });
    expect(userById(p.user.id)).toMatchObject({ email: p.user.email, pendingEmail: "new.address@example.test" });
    expect(mailsTo("new.address@example.test")[0]?.link).toMatch(/\/validate-email\?token=ce_/);
  });

  it("a new address gets at most the per-address number of mails an hour; past it the change is refused and no mail sent", async () => {
    const p = testPlayer("pe");
    const address = `${p.name}.limit@example.test`;
    for (let i = 0; i < rates.mailsPerAddress.max; i++) expect(changeEmailRule(p.user, address).status).toBe(true);
    expect(await refusal(() => changeEmailRule(p.user, address))).toEqual(refused(429, "Too many emails were sent to this address. Please try again later."));
    expect(mailsTo(address)).toHaveLength(rates.mailsPerAddress.max);
  });
});

describe("the handles and texts of the profile", () => {
  it("handles: X 1-15 and Telegram 5-32 letters, digits or underscores, an @ before them dropped, on the username field", async () => {
    const p = testPlayer("ph");
    expect(updateHandle(p.user, "twitter", " @a ")).toEqual({ status: true, message: "Updated!" });
    expect(updateHandle(userById(p.user.id), "twitter", "x".repeat(15)).status).toBe(true);
    expect(await refusal(() => updateHandle(userById(p.user.id), "twitter", "x".repeat(16)))).toEqual(
      fieldError(400, "username", "An X id has 1 to 15 letters, digits or underscores"),
    );
    expect(await refusal(() => updateHandle(userById(p.user.id), "telegram", "abcd"))).toEqual(
      fieldError(400, "username", "A Telegram username has 5 to 32 letters, digits or underscores"),
    );
    expect(updateHandle(userById(p.user.id), "telegram", "@abcde").status).toBe(true);
    expect(JSON.parse(userById(p.user.id).extraDataJson)).toMatchObject({ twitter_username: "x".repeat(15), telegram_username: "abcde" });
  });

  it("only an @ in front is dropped: one inside a handle is refused; a handle another player connected is refused with 409", async () => {
    const p = testPlayer("ph");
    expect(await refusal(() => updateHandle(p.user, "twitter", "ab@cd"))).toEqual(
      fieldError(400, "username", "An X id has 1 to 15 letters, digits or underscores"),
    );
    const other = testPlayer("ph");
    db.socialLink.create({ id: `twitter:${other.name}`, network: "twitter", userId: other.user.id, handle: "Taken_Handle" });
    expect(await refusal(() => updateHandle(p.user, "twitter", "taken_handle"))).toEqual(
      fieldError(409, "username", "This account is already connected to another player"),
    );
    expect(JSON.parse(userById(p.user.id).extraDataJson).twitter_username).toBeUndefined();
  });

  it("the interest text is kept cleaned, and an empty one is refused on its field", async () => {
    const p = testPlayer("pi");
    expect(await refusal(() => saveInterest(p.user, "   \n  "))).toEqual(fieldError(400, "text", "The text must not be empty"));
    expect(saveInterest(p.user, "  dragons\nand owls  ")).toEqual({ status: true, message: "Saved" });
    expect(userById(p.user.id).interestText).toBe("dragons\nand owls");
  });
});

describe("the profile picture", () => {
  it("a chosen avatar puts the saved picture away", () => {
    const p = testPlayer("pp");
    saveProfilePictureRule(p.user, drawCreature("put away").toString("base64"));
    expect(setAvatarRule(userById(p.user.id), 3)).toEqual({ status: true, message: "Avatar updated!" });
    expect(userById(p.user.id)).toMatchObject({ userAvatar: 3, profilePicture: null });
  });

  it("at most 100 kB, to the byte; a text that is not base64 throughout is refused", async () => {
    const p = testPlayer("pp");
    const bad = fieldError(400, "image_base64", "The picture must be a PNG or JPEG of at most 128x128 pixels and 100 kB");
    const png = drawCreature("kb");
    const ofSize = (size: number) => {
      const bytes = Buffer.alloc(size);
      png.copy(bytes);
      return bytes.toString("base64");
    };
    expect(saveProfilePictureRule(p.user, ofSize(PICTURE_MAX_BYTES)).status).toBe(true);
    for (const size of [PICTURE_MAX_BYTES + 1, PICTURE_MAX_BYTES + 3])
      expect(await refusal(() => saveProfilePictureRule(p.user, ofSize(size))), `${size} bytes`).toEqual(bad);
    const text = png.toString("base64");
    for (const junk of ["####", `#${text}`, `${text}#`, `${text.slice(0, 8)} ${text.slice(8)}`])
      expect(await refusal(() => saveProfilePictureRule(p.user, junk)), junk.slice(0, 12)).toEqual(bad);
  });

  it("a data URL's prefix is dropped; the stored picture says its real type", () => {
    const p = testPlayer("pp");
    const png = drawCreature("pp").toString("base64");
    expect(saveProfilePictureRule(p.user, `data:image/jpeg;base64,${png}`)).toEqual({ status: true, message: "Saved" });
    expect(userById(p.user.id).profilePicture).toBe(`data:image/png;base64,${png}`);
  });

  it("a picture of no pixels, or one pixel past 128 either way, is refused", async () => {
    const p = testPlayer("pp");
    const bad = fieldError(400, "image_base64", "The picture must be a PNG or JPEG of at most 128x128 pixels and 100 kB");
    for (const [width, height] of [
      [0, 10],
      [10, 0],
      [129, 128],
      [128, 129],
    ] as const) {
      const bytes = Buffer.from(drawCreature("size"));
      bytes.writeUInt32BE(width, 16);
      bytes.writeUInt32BE(height, 20);
      expect(await refusal(() => saveProfilePictureRule(p.user, bytes.toString("base64")))).toEqual(bad);
    }
    const edge = Buffer.from(drawCreature("size"));
    edge.writeUInt32BE(1, 16);
    edge.writeUInt32BE(1, 20);
    expect(saveProfilePictureRule(p.user, edge.toString("base64")).status).toBe(true);
  });
});

describe("campaign points of the profile's tasks", () => {
  it("once per template, only for a task that is done: following counts, an unconnected network does not", async () => {
    const p = testPlayer("pc");
    expect(await refusal(() => claimPoints(p.user, ["CONNECT_DISCORD"]))).toEqual(fieldError(400, "template_name", "The task CONNECT_DISCORD is not done yet"));
    expect(await refusal(() => claimPoints(p.user, ["NO_SUCH_TASK"]))).toEqual(fieldError(400, "template_name", "The task NO_SUCH_TASK is not done yet"));
    expect(claimPoints(p.user, ["FOLLOW_TWITTER", "FOLLOW_TWITTER"])).toEqual({ status: true, message: "Points claimed" });
    expect(db.pointClaim.count({ where: { userId: { equals: p.user.id } } })).toBe(1);
    expect(await refusal(() => claimPoints(p.user, ["FOLLOW_TWITTER"]))).toEqual(
      fieldError(409, "template_name", "The points of FOLLOW_TWITTER were already claimed"),
    );
    // once per account: another player's claim of the same template is their own
    expect(claimPoints(testPlayer("pc").user, ["FOLLOW_TWITTER"])).toEqual({ status: true, message: "Points claimed" });
    for (const network of ["discord", "linkedin", "telegram", "twitter"]) {
      db.socialLink.create({ id: `${network}:${p.name}`, network, userId: p.user.id, handle: p.name });
      const template = `CONNECT_${network.toUpperCase()}`;
      expect(claimPoints(p.user, [template]).status).toBe(true);
    }
  });
});
