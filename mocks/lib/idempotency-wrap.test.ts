import { getResponse, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db";
import { testPlayer } from "../testing/test-utils";
import { INVALID_KEY, KEPT_FOR_MS, REPLAYED_HEADER, resetIdempotency, withIdempotency } from "./idempotency";

// The wrapper around handlers of its own, so that what it keeps, replays and purges is seen alone:
// each handler answers with how many times it ran.
const ORIGIN = "http://wrap.test";
let runs = 0;
const counted = (status: number) => () => {
  runs++;
  return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ run: runs }, { status });
};
const handlers = withIdempotency([
  http.post(`${ORIGIN}/ok`, counted(200)),
  http.post(`${ORIGIN}/ok/*`, counted(200)),
  http.post(`${ORIGIN}/none`, counted(204)),
  http.post(`${ORIGIN}/broken`, counted(500)),
]);

interface Send {
  key?: string;
  token?: string;
  client?: string;
  type?: string;
}
const send = async (path: string, body: string, { key = "w-1", token, client = "wrap-1", type = "application/json" }: Send = {}) => {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": type, "idempotency-key": key, "x-mock-client": client, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const response = (await getResponse(handlers, request))!;
  return { status: response.status, replayed: response.headers.get(REPLAYED_HEADER) === "true", text: await response.text() };
};
const at = (ms: number) => vi.setSystemTime(new Date(Date.UTC(2030, 0, 1) + ms));

beforeEach(() => {
  runs = 0;
  resetIdempotency();
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterEach(() => vi.useRealTimers());

describe("the Idempotency-Key wrapper, alone", () => {
  it("a repeat is the same request only when method, path and body are each the same, not their bytes joined", async () => {
    expect((await send("/ok/a?q=1", "x")).status).toBe(200);
    const joinedAlike = await send("/ok/a?q=1x", "");
    expect(joinedAlike.status).toBe(422);
    expect((await send("/ok/a?q=1", "x")).replayed).toBe(true);
  });

  it("an answer is kept for 24 hours to the millisecond; the key then runs once more and its new answer is kept", async () => {
    expect((await send("/ok", "{}")).text).toBe('{"run":1}');
    at(KEPT_FOR_MS - 1);
    expect(await send("/ok", "{}")).toMatchObject({ replayed: true, text: '{"run":1}' });
    at(KEPT_FOR_MS);
    expect(await send("/ok", "{}")).toMatchObject({ replayed: false, text: '{"run":2}' });
    expect(await send("/ok", "{}")).toMatchObject({ replayed: true, text: '{"run":2}' });
    expect(db.keptAnswer.getAll()).toHaveLength(1);
  });

  it("a 204 is replayed without a body; a 500 is not kept, so the repeat runs again", async () => {
    expect(await send("/none", "{}")).toMatchObject({ status: 204, text: "" });
    expect(await send("/none", "{}")).toMatchObject({ status: 204, replayed: true, text: "" });
    expect(await send("/broken", "{}", { key: "w-2" })).toMatchObject({ status: 500, text: '{"run":2}' });
    expect(await send("/broken", "{}", { key: "w-2" })).toMatchObject({ status: 500, replayed: false, text: '{"run":3}' });
  });

  it("the expired answers are removed at most once a minute, and the live ones stay", async () => {
    await send("/ok", "{}", { key: "old" });
    at(KEPT_FOR_MS - 10_000);
    await send("/ok", "{}", { key: "young" }); // a purge: nothing has expired yet
    at(KEPT_FOR_MS + 10_000);
    await send("/ok", "{}", { key: "third" }); // 20 s after the last purge: none
    expect(db.keptAnswer.getAll()).toHaveLength(3);
    at(KEPT_FOR_MS + 50_000); // 60 s to the millisecond after the last purge: the old answer goes
    await send("/ok", "{}", { key: "fourth" });
    expect(db.keptAnswer.getAll()).toHaveLength(3);
    expect(await send("/ok", "{}", { key: "young" })).toMatchObject({ replayed: true, text: '{"run":2}' });
  });

  it("a session in the body names the account only when there is none in the header, the body is JSON and under 64 KiB", async () => {
    const [a, b, c] = [testPlayer("wrapA"), testPlayer("wrapB"), testPlayer("wrapC")];
    const withToken = (token: string, pad = 0) => JSON.stringify({ token, pad: "p".repeat(pad) });
    // the header's account, not the body's: another account sending the same body is not replayed
    await send("/ok", withToken(b.token), { token: a.token });
    expect((await send("/ok", withToken(b.token), { token: c.token })).replayed).toBe(false);
    // the body's account from any client, while the body is JSON
    await send("/ok", withToken(b.token), { key: "w-3", client: "phone" });
    expect((await send("/ok", withToken(b.token), { key: "w-3", client: "laptop" })).replayed).toBe(true);
    await send("/ok", withToken(b.token), { key: "w-4", client: "phone", type: "text/plain" });
    expect((await send("/ok", withToken(b.token), { key: "w-4", client: "laptop", type: "text/plain" })).replayed).toBe(false);
    // a body of 64 KiB is not read for a session: the key stays the client's
    const big = withToken(b.token, 65_536 - withToken(b.token).length);
    expect(big.length).toBe(65_536);
    await send("/ok", big, { key: "w-5", client: "phone" });
    expect((await send("/ok", big, { key: "w-5", client: "laptop" })).replayed).toBe(false);
    // a token that is not a string is no session
    expect((await send("/ok", JSON.stringify({ token: 5 }), { key: "w-6" })).status).toBe(200);
  });

  it("a key out of 1 to 255 visible characters is refused with the field named", async () => {
    const refused = await send("/ok", "{}", { key: "with space" });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual({ status: false, message: INVALID_KEY, errors: [{ path: "Idempotency-Key", message: INVALID_KEY }] });
    expect(runs).toBe(0);
  });
});
