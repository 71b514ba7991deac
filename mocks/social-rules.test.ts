import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "./db";
import { oauthProviders, telegram, type OAuthNetwork } from "./config";
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
} from "./domain/social";
import { extraData } from "./domain/users";
import { fieldError, holdClock, refusal, refused, testPlayer, userById } from "./test-utils";

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
    expect(await refusal(() => connectTelegram(p.user, unnamed, ""))).toEqual(fieldError(400, "username", "The username is not the one Telegram signed"));
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
