import { describe, expect, it } from "vitest";
import { endSession } from "../domain/sessions";
import { signTelegram } from "../domain/social";
import { connected, expectError, raw, testPlayer } from "../testing/test-utils";

/**
 * The site routes the spec authorises with a body `token` (accounts-identity.md §7): the point claim
 * and the social callbacks. The session token is taken from the body, as the spec sends it, or from
 * the bearer header instead (site.yaml); two different tokens are refused, and an ended session's
 * token is refused whichever way it comes.
 */
type Player = ReturnType<typeof testPlayer>;
type Way = "body" | "header";

let telegramIds = 9_000;

/** Each route, as a request whose task is done for `p` (so only the token decides the answer). */
const routes: Record<string, (p: Player) => Promise<{ path: string; body: Record<string, unknown> }>> = {
  "POST /api/claim-point": async () => ({ path: "/api/claim-point", body: { template_name: ["FOLLOW_TWITTER"] } }),
  "POST /api/connect-tg": async () => {
    const id = ++telegramIds;
    const allFields = signTelegram({ id, first_name: "T", username: `tg_${id}`, auth_date: Math.floor(Date.now() / 1000) });
    return { path: "/api/connect-tg", body: { allFields, username: `tg_${id}` } };
  },
  "POST /api/connect-{network}": async (p) => {
    const { back, start } = await connected(p, "discord", `d_${p.name}`);
    const redirect_uri = new URL(start.authorize_url).searchParams.get("redirect_uri")!;
    return { path: "/api/connect-discord", body: { code: back.searchParams.get("code")!, redirect_uri, state: start.state } };
  },
};

/** Sends the route's request with `token` in the body, in the Authorization header, or in both. */
async function send(route: string, p: Player, ways: Way[], token = p.token, headerToken = token) {
  const { path, body } = await routes[route]!(p);
  return raw("POST", path, ways.includes("body") ? { ...body, token } : body, ways.includes("header") ? headerToken : undefined);
}

describe.each(Object.keys(routes))("%s: the session token in the body or in the bearer header", (route) => {
  it("in the body, as the spec sends it", async () => {
    const answer = await send(route, testPlayer("bt"), ["body"]);
    expect(answer.response.status).toBe(200);
  });

  it("in the Authorization header instead", async () => {
    const answer = await send(route, testPlayer("bh"), ["header"]);
    expect(answer.response.status).toBe(200);
  });

  it("in both, when they are the same token", async () => {
    const answer = await send(route, testPlayer("bb"), ["body", "header"]);
    expect(answer.response.status).toBe(200);
  });

  it("two different tokens, each a live session of another player, are refused (400), whichever would open", async () => {
    const p = testPlayer("bd");
    const other = testPlayer("bo");
    expectError(await send(route, p, ["body", "header"], p.token, other.token), 400, /differ/);
  });

  it("without a token, 401", async () => {
    expectError(await send(route, testPlayer("bn"), []), 401, "UNAUTHENTICATED_USER");
  });

  it.each<Way>(["body", "header"])("an ended session's token is refused in the %s (401)", async (way) => {
    const p = testPlayer("be");
    const { path, body } = await routes[route]!(p);
    endSession(p.token);
    expectError(
      await raw("POST", path, way === "body" ? { ...body, token: p.token } : body, way === "header" ? p.token : undefined),
      401,
      "UNAUTHENTICATED_USER",
    );
  });
});

describe("a session ended by the logout operation is refused wherever a token is accepted", () => {
  it.each(Object.keys(routes))("%s: the signed-out token in the body is 401, as in the header", async (route) => {
    const p = testPlayer("lo");
    const { path, body } = await routes[route]!(p);
    expect((await raw("POST", "/api/v1/user/logout", {}, p.token)).response.status).toBe(200);
    expectError(await raw("GET", "/api/v1/user/info", undefined, p.token), 401, "UNAUTHENTICATED_USER");
    expectError(await raw("POST", path, { ...body, token: p.token }), 401, "UNAUTHENTICATED_USER");
  });
});
