import { describe, expect, it } from "vitest";
import {
  authOAuth,
  authTelegram,
  changeEmail,
  getUserInfo,
  saveProfilePicture,
  setAvatar,
  startOAuth,
  updateTelegram,
  updateTwitter,
  verifyEmail,
} from "../generated/api/user/sdk.gen";
import { claimPoint, connectSocial, connectTelegram, createMicroPrompt, generatePicture } from "../generated/api/site/sdk.gen";
import { startSession } from "./domain/sessions";
import { IMAGE_TEXT_MAX, drawCreature, setAiSwitch } from "./domain/ai";
import { signTelegram } from "./domain/social";
import { db } from "./db";
import { advanceClock, now } from "./lib/clock";
import { imageInfo } from "./lib/png";
import { BASE, auth, expectError, mailsTo, testPlayer, tokenFromLink } from "./test-utils";

/** Account editing, social connections and the AI picture (accounts-identity.md §4, §5, §7; designed parts in the contract). */
let n = 0;
const player = () => {
  n++;
  return testPlayer("pe");
};
const info = async (a: ReturnType<typeof auth>) => (await getUserInfo(a)).data!.result.user;

/** Plays the provider's consent screen: the browser posts "allow" and follows the redirect. */
async function consent(authorizeUrl: string, handle: string, decision = "allow") {
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams({ handle, decision });
  for (const k of ["client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"]) form.set(k, url.searchParams.get(k) ?? "");
  const res = await fetch(`${BASE}${url.pathname}`, { method: "POST", body: form, redirect: "manual" });
  return new URL(res.headers.get("location")!);
}

async function connected(p: ReturnType<typeof player>, network: "twitter" | "discord" | "linkedin", handle: string) {
  const { data } = await startOAuth({ ...p.a, path: { provider: network } });
  const back = await consent(data!.authorize_url, handle);
  return { back, start: data! };
}

describe("the profile form's calls", () => {
  it("a new email waits for its link (the old one stays until then); another account's email is answered the same, its owner told and no link made", async () => {
    const p = player();
    const other = player();
    const taken = await changeEmail({ ...p.a, body: { email: other.user.email } });
    expect(taken.data).toEqual({ status: true, message: `We sent a verification link to ${other.user.email}` });
    expect(await info(p.a)).toMatchObject({ email: p.user.email, pending_email: other.user.email });
    const [notice] = mailsTo(other.user.email);
    expect(notice).toMatchObject({ subject: "Someone tried to use your email address on Penta" });
    expect(notice!.link).not.toContain("token=");
    expect((await changeEmail({ ...p.a, body: { email: `New${n}@Example.test` } })).data?.status).toBe(true);
    const fresh = `new${n}@example.test`;
    expect(await info(p.a)).toMatchObject({ email: p.user.email, pending_email: fresh });
    const [mail] = mailsTo(fresh);
    expect(mail.link).toContain("/validate-email?token=");
    expect((await verifyEmail({ body: { token: tokenFromLink(mail.link, "token") } })).data?.status).toBe(true);
    expect(await info(p.a)).toMatchObject({ email: fresh, pending_email: null });
    expectError(await verifyEmail({ body: { token: tokenFromLink(mail.link, "token") } }), 422);
  });

  it("X id and Telegram username: shape checked; a handle another player connected is refused", async () => {
    const p = player();
    expect((await updateTwitter({ ...p.a, body: { username: "@pe_x" } })).data?.message).toBe("Updated!");
    expect((await updateTelegram({ ...p.a, body: { username: "pe_telegram" } })).data?.message).toBe("Updated!");
    expect((await info(p.a)).extra_data).toMatchObject({ twitter_username: "pe_x", telegram_username: "pe_telegram" });
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
    expect(await info(p.a)).toMatchObject({ extra_data: { twitter_username: `typed_${n}` }, connected_socials: [] });
    const { back, start } = await connected(p, "twitter", `proven_${n}`);
    const redirect_uri = new URL(start.authorize_url).searchParams.get("redirect_uri")!;
    await connectSocial({ path: { network: "twitter" }, body: { token: p.token, code: back.searchParams.get("code")!, redirect_uri, state: start.state } });
    expect(await info(p.a)).toMatchObject({ extra_data: { twitter_username: `proven_${n}` }, connected_socials: ["twitter"] });
    // the same handle again (any case) keeps the connection; another one ends it
    expect((await updateTwitter({ ...p.a, body: { username: `PROVEN_${n}` } })).data?.message).toBe("Updated!");
    expect((await info(p.a)).connected_socials).toEqual(["twitter"]);
    expect((await updateTwitter({ ...p.a, body: { username: `other_${n}` } })).data?.message).toBe("Updated!");
    expect(await info(p.a)).toMatchObject({ extra_data: { twitter_username: `other_${n}` }, connected_socials: [] });
    // a friend sees which are proven too (the handles masked)
    expect((await info(player().a)).connected_socials).toEqual([]);
  });

  it("avatar ids 1-8 only (K05)", async () => {
    const p = player();
    expect((await setAvatar({ ...p.a, body: { avatar: 8 } })).data?.message).toBe("Avatar updated!");
    expect((await info(p.a)).user_avatar).toBe(8);
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
    expect((await info(p.a)).profile_picture).toBe(`data:image/png;base64,${png}`);
    expectError(await saveProfilePicture({ ...p.a, body: { image_base64: Buffer.from("not an image at all").toString("base64") } }), 400);
    const big = Buffer.from(drawCreature("x"));
    big.writeUInt32BE(512, 16); // a PNG header claiming 512 px wide
    expectError(await saveProfilePicture({ ...p.a, body: { image_base64: big.toString("base64") } }), 400);
    expectError(await saveProfilePicture({ ...p.a, body: { image_base64: "####" } }), 400);
  });
});

describe("OAuth connections (RFC 9700): state bound to the session, single use; PKCE; secrets on the server", () => {
  it("X end to end: PKCE challenge in the authorize URL, the code exchanged once, the handle saved; CONNECT_TWITTER claimed once", async () => {
    const p = player();
    const { back, start } = await connected(p, "twitter", `x_${n}`);
    const authorize = new URL(start.authorize_url);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toMatch(/^twitter\./);
    expect(authorize.searchParams.get("redirect_uri")).toMatch(/\/account$/);
    expect(start.authorize_url).not.toContain("secret");
    expect(back.searchParams.get("state")).toBe(start.state);
    const body = { token: p.token, code: back.searchParams.get("code")!, redirect_uri: authorize.searchParams.get("redirect_uri")!, state: start.state };
    expectError(await claimPoint({ body: { token: p.token, template_name: ["CONNECT_TWITTER"] } }), 400);
    expect((await connectSocial({ path: { network: "twitter" }, body })).data?.status).toBe(true);
    expect((await info(p.a)).extra_data.twitter_username).toBe(`x_${n}`);
    expect((await claimPoint({ body: { token: p.token, template_name: ["CONNECT_TWITTER"] } })).data?.status).toBe(true);
    expectError(await claimPoint({ body: { token: p.token, template_name: ["CONNECT_TWITTER"] } }), 409);
    // the same callback again: the state is used up
    expectError(await connectSocial({ path: { network: "twitter" }, body }), 422);
  });

  it("Discord asks for identify and email with PKCE; LinkedIn without PKCE", async () => {
    const p = player();
    const discord = await connected(p, "discord", `d_${n}`);
    expect(new URL(discord.start.authorize_url).searchParams.get("scope")).toBe("identify email");
    const ok = await connectSocial({
      path: { network: "discord" },
      body: {
        token: p.token,
        code: discord.back.searchParams.get("code")!,
        redirect_uri: new URL(discord.start.authorize_url).searchParams.get("redirect_uri")!,
        state: discord.start.state,
      },
    });
    expect(ok.data?.status).toBe(true);
    const linkedin = await connected(p, "linkedin", `l_${n}`);
    expect(new URL(linkedin.start.authorize_url).searchParams.has("code_challenge")).toBe(false);
    const body = {
      code: linkedin.back.searchParams.get("code")!,
      redirect_uri: new URL(linkedin.start.authorize_url).searchParams.get("redirect_uri")!,
      state: linkedin.start.state,
    };
    expect((await authOAuth({ ...p.a, path: { provider: "linkedin" }, body })).data?.status).toBe(true);
    expect((await info(p.a)).extra_data).toMatchObject({ discord_username: `d_${n}`, linkedin_username: `l_${n}` });
  });

  it("refuses a missing, foreign (another session's), other network's or expired state, a forged code, and changes nothing", async () => {
    const p = player();
    const { back, start } = await connected(p, "discord", `r_${n}`);
    const redirect_uri = new URL(start.authorize_url).searchParams.get("redirect_uri")!;
    const code = back.searchParams.get("code")!;
    const otherSession = startSession(p.user).token;
    expectError(await connectSocial({ path: { network: "discord" }, body: { token: p.token, code, redirect_uri, state: "discord.made-up" } }), 422);
    expectError(await connectSocial({ path: { network: "discord" }, body: { token: otherSession, code, redirect_uri, state: start.state } }), 422);
    const again = await connected(p, "discord", `r_${n}`);
    expectError(
      await connectSocial({
        path: { network: "linkedin" },
        body: { token: p.token, code: again.back.searchParams.get("code")!, redirect_uri, state: again.start.state },
      }),
      422,
    );
    const late = await connected(p, "discord", `r_${n}`);
    advanceClock(11 * 60_000);
    expectError(
      await connectSocial({
        path: { network: "discord" },
        body: { token: p.token, code: late.back.searchParams.get("code")!, redirect_uri, state: late.start.state },
      }),
      422,
    );
    const forged = await startOAuth({ ...p.a, path: { provider: "discord" } });
    expectError(
      await connectSocial({ path: { network: "discord" }, body: { token: p.token, code: "oc_forged", redirect_uri, state: forged.data!.state } }),
      422,
    );
    expect((await info(p.a)).extra_data.discord_username ?? null).toBeNull();
  });

  it("a social account already connected to another player is a 409", async () => {
    const first = player();
    const second = player();
    for (const p of [first, second]) {
      const { back, start } = await connected(p, "linkedin", `shared_${n}`);
      const result = await connectSocial({
        path: { network: "linkedin" },
        body: {
          token: p.token,
          code: back.searchParams.get("code")!,
          redirect_uri: new URL(start.authorize_url).searchParams.get("redirect_uri")!,
          state: start.state,
        },
      });
      if (p === first) expect(result.data?.status).toBe(true);
      else expectError(result, 409, "This LinkedIn account is already connected to another player");
    }
  });
});

describe("Telegram login data (HMAC-SHA-256 keyed with SHA-256 of the bot token)", () => {
  const fields = (username: string, auth_date = Math.floor(now() / 1000)) => signTelegram({ id: 4242 + n, first_name: username, username, auth_date });

  it("valid data connects; a forged hash, a changed field, stale data and another username are refused", async () => {
    const p = player();
    const name = `tg_user_${n}`;
    const good = fields(name);
    expectError(await connectTelegram({ body: { token: p.token, username: `tg_user_${n}`, allFields: { ...good, hash: "0".repeat(64) } } }), 422);
    expectError(await connectTelegram({ body: { token: p.token, username: `tg_user_${n}`, allFields: { ...good, id: 1 } } }), 422);
    expectError(
      await connectTelegram({ body: { token: p.token, username: `tg_user_${n}`, allFields: fields(`tg_user_${n}`, Math.floor(now() / 1000) - 90_000) } }),
      422,
    );
    expectError(await connectTelegram({ body: { token: p.token, username: "someone_else", allFields: good } }), 400);
    expect((await connectTelegram({ body: { token: p.token, username: `tg_user_${n}`, allFields: good } })).data?.status).toBe(true);
    expect((await info(p.a)).extra_data.telegram_username).toBe(`tg_user_${n}`);
    const other = player();
    const encoded = Buffer.from(JSON.stringify(good)).toString("base64url");
    expectError(await authTelegram({ ...other.a, body: { username: name, encoded } }), 409);
    expectError(await authTelegram({ ...other.a, body: { username: name, encoded: "not-json" } }), 400);
  });
});

describe("the AI picture (the mock plays the AI service)", () => {
  it("a micro-prompt per call; a deterministic 128x128 PNG from the text's last 1996 characters; failures by the dev switch only", async () => {
    const p = player();
    const first = await createMicroPrompt({ ...p.a, body: { text: "space cats and chess" } });
    const second = await createMicroPrompt({ ...p.a, body: { text: "space cats and chess" } });
    expect(first.data!.prompt).toMatch(/who loves space cats and chess$/);
    expect(second.data!.prompt).not.toBe(first.data!.prompt);
    const a = Buffer.from((await generatePicture({ ...p.a, body: { text: first.data!.prompt } })).data!.data, "base64");
    expect(imageInfo(a)).toEqual({ type: "png", width: 128, height: 128 });
    const again = Buffer.from((await generatePicture({ ...p.a, body: { text: first.data!.prompt } })).data!.data, "base64");
    expect(again.equals(a)).toBe(true);
    const other = Buffer.from((await generatePicture({ ...p.a, body: { text: second.data!.prompt } })).data!.data, "base64");
    expect(other.equals(a)).toBe(false);
    // only the last 1996 characters reach the image service
    const tail = "y".repeat(IMAGE_TEXT_MAX);
    const long = (await generatePicture({ ...p.a, body: { text: `x${tail}` } })).data!.data;
    expect(long).toBe((await generatePicture({ ...p.a, body: { text: tail } })).data!.data);
    setAiSwitch(p.user.id, { fail: ["picture"], delayMs: 0 });
    expectError(await generatePicture({ ...p.a, body: { text: "anything" } }), 503);
    expect((await createMicroPrompt({ ...p.a, body: { text: "still works" } })).data?.status).toBe(true);
    expectError(await createMicroPrompt({ body: { text: "no session" } }), 401);
    expect(db.user.findFirst({ where: { id: { equals: p.user.id } } })?.profilePicture).toBeNull();
  });
});
