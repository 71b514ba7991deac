import { describe, expect, it } from "vitest";
import { rates } from "../config";
import { ssoAuthorize, ssoClient, ssoToken } from "../../generated/api/sso/sdk.gen";
import { getFaucetAllowance, getUserInfo } from "../../generated/api/user/sdk.gen";
import { startSession } from "./sessions";
import { findUserByName } from "./users";
import { DEMO_CLIENT_ID, demoSecret, SSO_CODE_TTL_MS, SSO_TOKEN_TTL_MS } from "./sso";
import { advanceClock } from "../lib/clock";
import { auth, BASE, expectError, raw } from "../testing/test-utils";

/** SSO for partner sites (openapi/sso.yaml; RFC 9700 where the spec is silent). */
const redirect_uri = "http://127.0.0.1:5180/callback";

const client_id = DEMO_CLIENT_ID;

const session = (name = "alice") => startSession(findUserByName(name)!).token;

async function code(token = session()) {
  const { data } = await ssoAuthorize({ ...auth(token), body: { client_id, redirect_uri } });
  return data!.token;
}

describe("the registered partner", () => {
  it("names the partner as registered, for its exact redirect URI only", async () => {
    const { data } = await ssoClient({ query: { client_id, redirect_uri } });
    expect(data!.result).toEqual({ client_id, name: "Penta Faucet", origin: "http://127.0.0.1:5180", scope: "read" });
    for (const uri of [
      `${redirect_uri}/x`,
      "http://127.0.0.1:5180/callbac",
      "http://127.0.0.1:5180/Callback",
      "http://localhost:5180/callback",
      `${redirect_uri}?a=1`,
    ])
      expectError(await ssoClient({ query: { client_id, redirect_uri: uri } }), 403, "Unknown client or redirect URI");
    expectError(await ssoClient({ query: { client_id: "other", redirect_uri } }), 403);
    expectError(await raw("GET", `/api/v1/sso/client?client_id=${client_id}`), 400);
  });
});

describe("a second partner (SSO_EXTRA_CLIENT: the conformance runner's)", () => {
  it("is registered at its own redirect URI, and cannot exchange the first partner's code, which its own partner then can", async () => {
    process.env.SSO_EXTRA_CLIENT = "second-partner:second-secret:https://second.example/callback";
    try {
      const { data } = await ssoClient({ query: { client_id: "second-partner", redirect_uri: "https://second.example/callback" } });
      expect(data!.result).toEqual({ client_id: "second-partner", name: "second-partner", origin: "https://second.example", scope: "read" });
      expectError(await ssoClient({ query: { client_id: "second-partner", redirect_uri } }), 403);
      const c = await code();
      expectError(await ssoToken({ body: { authorization_code: c, access_token: "second-secret" } }), 422);
      expect((await ssoToken({ body: { authorization_code: c, access_token: demoSecret() } })).data).toMatchObject({ status: true });
    } finally {
      delete process.env.SSO_EXTRA_CLIENT;
    }
    expectError(await ssoClient({ query: { client_id: "second-partner", redirect_uri: "https://second.example/callback" } }), 403);
  });

  it("is none without a secret", async () => {
    process.env.SSO_EXTRA_CLIENT = "second-partner::https://second.example/callback";
    try {
      expectError(await ssoClient({ query: { client_id: "second-partner", redirect_uri: "https://second.example/callback" } }), 403);
    } finally {
      delete process.env.SSO_EXTRA_CLIENT;
    }
  });
});

describe("authorize and exchange", () => {
  it("authorize needs a session and a registered redirect URI", async () => {
    expectError(await ssoAuthorize({ body: { client_id, redirect_uri } }), 401);
    expectError(await ssoAuthorize({ ...auth(session()), body: { client_id, redirect_uri: "https://evil.example/callback" } }), 403);
  });

  it("a code is exchanged once, with the client's secret, for a token that reads the account and nothing else", async () => {
    const c = await code();
    expectError(await ssoToken({ body: { authorization_code: c, access_token: "wrong-secret" } }), 401);
    const { data } = await ssoToken({ body: { authorization_code: c, access_token: demoSecret() } });
    expect(data).toMatchObject({ status: true, scope: "read", expires_in: 3600 });
    expectError(await ssoToken({ body: { authorization_code: c, access_token: demoSecret() } }), 422);
    const ro = data!.token;
    expect((await getUserInfo(auth(ro))).data!.result.user.username).toBe("alice");
    expect((await getFaucetAllowance(auth(ro))).data!.result).toMatchObject({ daily_limit: 1, window_hours: 24 });
    expectError(
      await raw("POST", "/api/v1/user/friends", { username: "bob" }, ro),
      401,
      "This token only reads the account (GET /api/v1/user/info and /api/v1/user/faucet)",
    );
    expectError(await raw("GET", "/api/v1/user/friends/pending", undefined, ro), 401);
    expectError(await raw("GET", "/mining/tokens", undefined, ro), 401);
    advanceClock(SSO_TOKEN_TTL_MS + 1000);
    expectError(await getUserInfo(auth(ro)), 401);
    expectError(await getFaucetAllowance(auth(ro)), 401);
  });

  it("a code expires after 60 seconds, and an unknown one is refused", async () => {
    const c = await code();
    advanceClock(SSO_CODE_TTL_MS + 1);
    expectError(await ssoToken({ body: { authorization_code: c, access_token: demoSecret() } }), 422);
    expectError(await ssoToken({ body: { authorization_code: "ac_forged", access_token: demoSecret() } }), 422);
  });

  it("wrong codes with the partner's secret lock nothing out; wrong secrets are limited per address", async () => {
    // a partner's server forwards whatever code a visitor's browser gives it: made-up codes, past
    // the per-address limit and the old per-partner one, from the partner's own address
    const exchange = (authorization_code: string, access_token: string, client: string) =>
      fetch(`${BASE}/api/v1/sso/token`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-mock-client": client },
        body: JSON.stringify({ authorization_code, access_token }),
      });
    for (let i = 0; i < 60; i++) expect((await exchange(`ac_made-up-${i}`, demoSecret(), "partner-server")).status).toBe(422);
    expect((await exchange(await code(), demoSecret(), "partner-server")).status).toBe(200);
    // a made-up secret is a guess: the address that sends them is stopped past the limit, the right secret too
    for (let i = 0; i < rates.keyGuessFailures.max; i++) expect((await exchange(`ac_x${i}`, `guess-${i}`, "guesser")).status).toBe(401);
    const limited = await exchange(await code(), demoSecret(), "guesser");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // and the partner, from its own address, is not
    expect((await exchange(await code(), demoSecret(), "partner-server")).status).toBe(200);
  });

  it("two parallel exchanges of one code: exactly one token", async () => {
    const c = await code();
    const answers = await Promise.all([1, 2, 3].map(() => ssoToken({ body: { authorization_code: c, access_token: demoSecret() } })));
    expect(answers.filter((a) => a.response?.status === 200)).toHaveLength(1);
  });
});
