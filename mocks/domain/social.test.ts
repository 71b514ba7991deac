import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../db";
import { oauthProviders, telegram, type OAuthNetwork, appUrl } from "../config";
import {
  connectOAuth,
  connectTelegram,
  decodeTelegramResult,
  disconnect,
  handleTakenByOther,
  isConnected,
  issueProviderCode,
  redirectUri,
  signTelegram,
  startConnect,
  verifyTelegram,
  checkAuthorizeRequest,
  TELEGRAM_NO_USERNAME,
} from "./social";
import { extraData } from "./users";
import { fieldError, holdClock, refusal, refused, testPlayer, userById, expectError, infoOf, connected } from "../testing/test-utils";
import { HttpError } from "../lib/http";
import { authOAuth, authTelegram, startOAuth } from "../../generated/api/user/sdk.gen";
import { claimPoint, connectSocial, connectTelegram as connectTelegramCall } from "../../generated/api/site/sdk.gen";
import { startSession } from "./sessions";
import { advanceClock, now } from "../lib/clock";

/**
 * The rules of social connections (mocks/domain/social.ts), called as the handlers call them: the
 * state's owner, session, network and single use; the provider's code, client, redirect URI and
 * PKCE; one player per social account; Telegram's signature and its day. Each refusal is asserted
 * with its status and exact message, and each rule alone (the other checks pass), so that losing
 * any one of them fails a test.
 */
type Player = ReturnType<typeof testPlayer>;

const sha256Hex = (s: string) => createHash("sha256").update(s).digest("hex");

const notStarted = (network: string) => refused(422, `This ${network} connection was not started in this session, or was already used`);

/** A flow started by `p`, and the provider's code for it (the stand-in's consent), with what the authorize URL asked. */
function started(
  p: Player,
  network: OAuthNetwork,
  handle: string,
  change: Partial<{ clientId: string; redirectUri: string; challenge: string | null; network: OAuthNetwork }> = {},
) {
  const start = startConnect(p.user, p.token, network);
  const url = new URL(start.authorize_url);
  const code = issueProviderCode(change.network ?? network, {
    clientId: change.clientId ?? url.searchParams.get("client_id")!,
    redirectUri: change.redirectUri ?? url.searchParams.get("redirect_uri")!,
    challenge: change.challenge !== undefined ? change.challenge : url.searchParams.get("code_challenge"),
    handle,
  });
  return { start, url, code, callback: { code, redirect_uri: redirectUri(), state: start.state } };
}

/** As a handler calls it: with the player's record as stored now. */
const connect = (p: Player, network: OAuthNetwork, handle: string) => connectOAuth(userById(p.user.id), p.token, network, started(p, network, handle).callback);

const linksOf = (userId: string) => db.socialLink.findMany({ where: { userId: { equals: userId } } });

/** Account editing, social connections and the AI picture (accounts-identity.md §4, §5, §7; designed parts in the contract). */
let n = 0;

const player = () => {
  n++;
  return testPlayer("pe");
};

describe("starting an OAuth flow", () => {
  it.each(["twitter", "discord"] as const)(
    "%s: response_type code, the client, the account's redirect URI, the scope, a state and an S256 challenge",
    (network) => {
      const p = testPlayer("so");
      const { start, url } = started(p, network, "h");
      const provider = oauthProviders[network];
      expect(start.status).toBe(true);
      expect(start.state).toMatch(new RegExp(`^${network}\\.[\\w-]{24}$`));
      expect(`${url.origin}${url.pathname}`).toBe(provider.authorizeUrl());
      expect(Object.fromEntries(url.searchParams)).toEqual({
        response_type: "code",
        client_id: provider.clientId,
        redirect_uri: redirectUri(),
        scope: provider.scope,
        state: start.state,
        code_challenge: expect.stringMatching(/^[\w-]{43}$/) as unknown,
        code_challenge_method: "S256",
      });
    },
  );

  it("linkedin has no PKCE; Telegram's state is as long as the others'", () => {
    const p = testPlayer("so");
    expect(new URL(startConnect(p.user, p.token, "linkedin").authorize_url).searchParams.has("code_challenge")).toBe(false);
    expect(startConnect(p.user, p.token, "telegram").state).toMatch(/^telegram\.[\w-]{24}$/);
  });
});

describe("the callback: this player's state, of this session and network, once", () => {
  it("connects, says so with the handle, and keeps X's account id as twitter_id (only X's)", () => {
    const p = testPlayer("so");
    expect(connect(p, "twitter", "Xh_1")).toEqual({ status: true, message: "X connected as Xh_1" });
    expect(connect(p, "discord", "dh_1")).toEqual({ status: true, message: "Discord connected as dh_1" });
    const extra = extraData(userById(p.user.id));
    expect(extra).toMatchObject({ twitter_username: "Xh_1", discord_username: "dh_1", twitter_id: `twitter-${sha256Hex("xh_1").slice(0, 12)}` });
    const q = testPlayer("so");
    connect(q, "discord", "dh_2");
    expect(extraData(userById(q.user.id))).not.toHaveProperty("twitter_id");
  });

  it("refuses another player's state even with its session, another network's, and one used already (with a new code)", async () => {
    const p = testPlayer("so");
    const q = testPlayer("so");
    const flow = started(p, "discord", "d_h");
    expect(await refusal(() => connectOAuth(q.user, p.token, "discord", flow.callback))).toEqual(notStarted("Discord"));
    expect(await refusal(() => connectOAuth(p.user, p.token, "linkedin", flow.callback))).toEqual(notStarted("LinkedIn"));
    expect(connectOAuth(p.user, p.token, "discord", flow.callback).status).toBe(true);
    const fresh = issueProviderCode("discord", {
      clientId: flow.url.searchParams.get("client_id")!,
      redirectUri: redirectUri(),
      challenge: flow.url.searchParams.get("code_challenge"),
      handle: "d_h",
    });
    expect(await refusal(() => connectOAuth(p.user, p.token, "discord", { ...flow.callback, code: fresh }))).toEqual(notStarted("Discord"));
  });

  it("the provider's code: once, for its network, client, redirect URI and the flow's PKCE verifier", async () => {
    const p = testPlayer("so");
    const refusedCode = refused(422, "X refused the authorization code");
    const good = started(p, "twitter", "x_once");
    expect(good.code).toMatch(/^oc_/);
    expect(connectOAuth(p.user, p.token, "twitter", good.callback).status).toBe(true);
    // the same code with a new state of this player
    const again = started(p, "twitter", "x_once");
    expect(await refusal(() => connectOAuth(p.user, p.token, "twitter", { ...again.callback, code: good.code }))).toEqual(refusedCode);
    // each of these differs from the flow in one thing only
    const otherNetwork = started(p, "twitter", "x_n", { network: "discord" });
    expect(await refusal(() => connectOAuth(p.user, p.token, "twitter", otherNetwork.callback))).toEqual(refusedCode);
    const otherClient = started(p, "twitter", "x_c", { clientId: oauthProviders.discord.clientId });
    expect(await refusal(() => connectOAuth(p.user, p.token, "twitter", otherClient.callback))).toEqual(refusedCode);
    const otherRedirect = started(p, "twitter", "x_r", { redirectUri: `${redirectUri()}/elsewhere` });
    expect(await refusal(() => connectOAuth(p.user, p.token, "twitter", otherRedirect.callback))).toEqual(refusedCode);
    const otherFlow = started(p, "twitter", "x_p"); // a challenge of another flow: this flow's verifier does not answer it
    const mismatched = started(p, "twitter", "x_p", { challenge: new URL(otherFlow.start.authorize_url).searchParams.get("code_challenge") });
    expect(await refusal(() => connectOAuth(p.user, p.token, "twitter", mismatched.callback))).toEqual(refusedCode);
    expect(extraData(userById(p.user.id)).twitter_username).toBe("x_once");
  });
});

describe("one player per social account", () => {
  it("another player's account is a 409; the same player connects it again; a new handle replaces the old connection", async () => {
    const p = testPlayer("so");
    const q = testPlayer("so");
    connect(q, "linkedin", "someone_else"); // another player's link in the table
    connect(p, "linkedin", "Shared_Handle");
    expect(await refusal(() => connect(q, "linkedin", "shared_handle"))).toEqual(refused(409, "This LinkedIn account is already connected to another player"));
    expect(connect(p, "linkedin", "Shared_Handle").status).toBe(true);
    expect(linksOf(p.user.id)).toHaveLength(1);
    connect(p, "linkedin", "new_handle");
    expect(linksOf(p.user.id).map((l) => l.handle)).toEqual(["new_handle"]);
    expect(handleTakenByOther(q.user, "linkedin", "shared_handle")).toBe(false);
    expect(isConnected(q.user, "linkedin")).toBe(true);
  });

  it("a handle is taken by another player on its own network only, whatever its case, never by oneself", () => {
    const p = testPlayer("so");
    const q = testPlayer("so");
    connect(p, "discord", "Taken_Name");
    expect(handleTakenByOther(q.user, "discord", "taken_NAME")).toBe(true);
    expect(handleTakenByOther(q.user, "linkedin", "taken_name")).toBe(false);
    expect(handleTakenByOther(p.user, "discord", "taken_name")).toBe(false);
  });

  it("a disconnection ends the player's connection on that network alone", () => {
    const p = testPlayer("so");
    const q = testPlayer("so");
    connect(p, "discord", "p_d");
    connect(p, "linkedin", "p_l");
    connect(q, "discord", "q_d");
    expect(isConnected(q.user, "linkedin")).toBe(false);
    disconnect(p.user, "discord");
    expect([isConnected(p.user, "discord"), isConnected(p.user, "linkedin"), isConnected(q.user, "discord")]).toEqual([false, true, true]);
  });
});

describe("Telegram's login data", () => {
  /** The mock's clock on a whole second, so that a day's edge is exact. */
  const at = (seconds: number) => holdClock(seconds * 1000);
  const T = 1_800_000_000;
  const signed = (auth_date: number, username = "tg_edge") => signTelegram({ id: 77, first_name: "E", username, auth_date });

  it("is good for a day, and from a minute ahead (clocks differ); then expired", async () => {
    at(T);
    const expired = refused(422, "The Telegram login data has expired");
    expect(() => verifyTelegram(signed(T - 86_400))).not.toThrow();
    expect(await refusal(() => verifyTelegram(signed(T - 86_401)))).toEqual(expired);
    expect(() => verifyTelegram(signed(T + 60))).not.toThrow();
    expect(await refusal(() => verifyTelegram(signed(T + 61)))).toEqual(expired);
  });

  it("the hash is Telegram's own: the HMAC-SHA-256 of the fields but the hash, sorted, `key=value` one per line, keyed with the bot token's SHA-256", () => {
    at(T);
    const key = createHash("sha256").update(telegram.botToken()).digest();
    // the data-check string written out as Telegram's documentation gives it, not made by the code under test
    const telegramsOwn = createHmac("sha256", key).update(`auth_date=${T}\nfirst_name=E\nid=77\nusername=tg_edge`).digest("hex");
    expect(signed(T).hash).toBe(telegramsOwn);
    expect(() => verifyTelegram({ username: "tg_edge", id: 77, auth_date: T, first_name: "E", hash: telegramsOwn })).not.toThrow();
  });

  it("a hash that is not Telegram's, of any length, is refused as such (never an error of the check itself)", async () => {
    const unsigned = refused(422, "The Telegram login data is not signed by Telegram");
    const good = signed(Math.floor(Date.now() / 1000));
    for (const hash of ["abc", "0".repeat(64), `${String(good.hash)}00`, String(good.hash).toUpperCase()])
      expect(await refusal(() => verifyTelegram({ ...good, hash }))).toEqual(unsigned);
    const { hash: _, ...withoutHash } = good;
    expect(await refusal(() => verifyTelegram(withoutHash))).toEqual(unsigned);
    expect(telegram.botToken()).toBeTruthy();
  });

  it("connects the handle Telegram signed (with or without @, any case), says so, else a 400 on the username", async () => {
    const p = testPlayer("so");
    const fields = signed(Math.floor(Date.now() / 1000), "Tg_Handle");
    expect(await refusal(() => connectTelegram(p.user, fields, "other"))).toEqual(fieldError(400, "username", "The username is not the one Telegram signed"));
    const unnamed = signTelegram({ id: 78, first_name: "E", auth_date: Math.floor(Date.now() / 1000) });
    // an account without a username is told so, whatever username the request names
    for (const named of ["", "someone"])
      expect(await refusal(() => connectTelegram(p.user, unnamed, named))).toEqual(fieldError(400, "username", TELEGRAM_NO_USERNAME));
    expect(connectTelegram(p.user, fields, "@tg_handle")).toEqual({ status: true, message: "Telegram connected as Tg_Handle" });
    expect(extraData(userById(p.user.id)).telegram_username).toBe("Tg_Handle");
  });

  it("tgAuthResult: base64url of a JSON object of strings and numbers, else a 400 on encoded", async () => {
    const fields = { id: 1, username: "u", auth_date: 2 };
    expect(decodeTelegramResult(Buffer.from(JSON.stringify(fields)).toString("base64url"))).toEqual(fields);
    const bad = fieldError(400, "encoded", "encoded is not Telegram login data");
    for (const value of [null, [1], "text", 5, { id: { nested: 1 } }, { ok: true }])
      expect(await refusal(() => decodeTelegramResult(Buffer.from(JSON.stringify(value)).toString("base64url")))).toEqual(bad);
    expect(await refusal(() => decodeTelegramResult("%%%"))).toEqual(bad);
  });
});

/** Social connections at their edges (mocks/domain/social.ts): Telegram's login URL, the OAuth redirect URI, the providers' stand-in checks. */
describe("starting a connection", () => {
  it("Telegram: its login page with the bot, the app's origin, the way back with a state of this start, and write access", () => {
    const p = testPlayer("sc");
    const started = startConnect(p.user, p.token, "telegram");
    expect(started.status).toBe(true);
    expect(started.state).toMatch(/^telegram\.[\w-]{22,}$/);
    const url = new URL(started.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(telegram.authUrl());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: telegram.botId(),
      origin: new URL(appUrl()).origin,
      return_to: `${redirectUri()}?state=${started.state}`,
      request_access: "write",
    });
    expect(startConnect(p.user, p.token, "telegram").state).not.toBe(started.state);
  });

  it("an OAuth callback whose redirect URI is not the request's is refused, and its state is used up", async () => {
    const p = testPlayer("sc");
    const { state } = startConnect(p.user, p.token, "discord");
    const error = (() => {
      try {
        connectOAuth(p.user, p.token, "discord", { code: "c", redirect_uri: `${redirectUri()}/other`, state });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(await (error as HttpError).response.json()).toMatchObject({ message: "The redirect URI does not match the one of the request" });
    expect(() => connectOAuth(p.user, p.token, "discord", { code: "c", redirect_uri: redirectUri(), state })).toThrow(HttpError);
  });

  it("the providers' stand-ins check the client and the registered redirect URI", () => {
    expect(checkAuthorizeRequest("twitter", "someone-else", redirectUri())).toBe("unknown client_id");
    expect(checkAuthorizeRequest("twitter", oauthProviders.twitter.clientId, `${redirectUri()}x`)).toBe("redirect_uri is not registered for this client");
    expect(checkAuthorizeRequest("twitter", oauthProviders.twitter.clientId, redirectUri())).toBeNull();
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
    expect((await infoOf(p.a)).extra_data.twitter_username).toBe(`x_${n}`);
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
    expect((await infoOf(p.a)).extra_data).toMatchObject({ discord_username: `d_${n}`, linkedin_username: `l_${n}` });
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
    expect((await infoOf(p.a)).extra_data.discord_username ?? null).toBeNull();
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
    expectError(await connectTelegramCall({ body: { token: p.token, username: `tg_user_${n}`, allFields: { ...good, hash: "0".repeat(64) } } }), 422);
    expectError(await connectTelegramCall({ body: { token: p.token, username: `tg_user_${n}`, allFields: { ...good, id: 1 } } }), 422);
    expectError(
      await connectTelegramCall({ body: { token: p.token, username: `tg_user_${n}`, allFields: fields(`tg_user_${n}`, Math.floor(now() / 1000) - 90_000) } }),
      422,
    );
    expectError(await connectTelegramCall({ body: { token: p.token, username: "someone_else", allFields: good } }), 400);
    expect((await connectTelegramCall({ body: { token: p.token, username: `tg_user_${n}`, allFields: good } })).data?.status).toBe(true);
    expect((await infoOf(p.a)).extra_data.telegram_username).toBe(`tg_user_${n}`);
    const other = player();
    const encoded = Buffer.from(JSON.stringify(good)).toString("base64url");
    expectError(await authTelegram({ ...other.a, body: { username: name, encoded } }), 409);
    expectError(await authTelegram({ ...other.a, body: { username: name, encoded: "not-json" } }), 400);
  });
});
