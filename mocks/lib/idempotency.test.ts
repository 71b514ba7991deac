import { describe, expect, it } from "vitest";
import { db } from "../db";
import { startSession } from "../domain/sessions";
import { findUserByName } from "../domain/users";
import { BASE, testPlayer } from "../testing/test-utils";
import { advanceClock, resetClock } from "./clock";
import { unseal } from "./crypto";
import { HEADER, IN_PROGRESS, INVALID_KEY, KEPT_FOR_MS, MISMATCH, REPLAYED_HEADER } from "./idempotency";

/** A write with JSON, a key and (when given) a session, as the app sends it. */
const send = (path: string, body: unknown, { key, token, client = "idem-1" }: { key?: string; token?: string; client?: string } = {}) =>
  fetch(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "x-mock-client": client,
      ...(key ? { "Idempotency-Key": key } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const requestsBetween = (fromId: string, toId: string) => db.friendship.findMany({ where: { fromId: { equals: fromId }, toId: { equals: toId } } }).length;
const signIn = { username: "alice", password: "alice-password", signature: "", address: "", message: "", referral_code: "" };

describe("Idempotency-Key: one effect per key", () => {
  it("a repeat gets the first answer, status and body, marked as replayed, and has no effect of its own", async () => {
    const a = testPlayer("idemA");
    const b = testPlayer("idemB");
    const first = await send("/api/v1/user/friends", { username: b.name }, { key: "k-1", token: a.token });
    const again = await send("/api/v1/user/friends", { username: b.name }, { key: "k-1", token: a.token });
    expect(await answerOf(again)).toEqual(await answerOf(first));
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(requestsBetween(a.user.id, b.user.id)).toBe(1);
  });

  it("without the header a request behaves as before: the second is done again", async () => {
    const a = testPlayer("idemC");
    const b = testPlayer("idemD");
    expect((await send("/api/v1/user/friends", { username: b.name }, { token: a.token })).status).toBe(200);
    expect(await answerOf(await send("/api/v1/user/friends", { username: b.name }, { token: a.token }))).toEqual({
      status: 409,
      body: { status: false, message: "Friend request already present" },
    });
  });

  it("the same key with another body (or path) is 422, and the first answer stays kept", async () => {
    const a = testPlayer("idemE");
    const [b, c] = [testPlayer("idemF"), testPlayer("idemG")];
    expect((await send("/api/v1/user/friends", { username: b.name }, { key: "k-2", token: a.token })).status).toBe(200);
    expect(await answerOf(await send("/api/v1/user/friends", { username: c.name }, { key: "k-2", token: a.token }))).toEqual({
      status: 422,
      body: { status: false, message: MISMATCH },
    });
    expect((await send("/api/v1/user/friends/invite", { username: b.name }, { key: "k-2", token: a.token })).status).toBe(422);
    expect(requestsBetween(a.user.id, c.user.id)).toBe(0);
    expect((await send("/api/v1/user/friends", { username: b.name }, { key: "k-2", token: a.token })).headers.get(REPLAYED_HEADER)).toBe("true");
  });

  it("a repeat while the first is still running is 409 with Retry-After; after it, the first answer", async () => {
    // a sign-in hashes the password off the event loop: the first is still running when the second arrives
    const [first, second] = await Promise.all([send("/api/v1/user/login", signIn, { key: "k-3" }), send("/api/v1/user/login", signIn, { key: "k-3" })]);
    expect(first.status).toBe(200);
    expect(await answerOf(second)).toEqual({ status: 409, body: { status: false, message: IN_PROGRESS } });
    expect(second.headers.get("Retry-After")).toBe("1");
    const token = ((await first.json()) as { token: string }).token;
    const third = await send("/api/v1/user/login", signIn, { key: "k-3" });
    expect(((await third.json()) as { token: string }).token).toBe(token);
    // one session was started, not two
    const alice = findUserByName("alice")!;
    expect(db.session.findMany({ where: { userId: { equals: alice.id } } }).filter((s) => s.createdAt >= Date.now() - 60_000)).toHaveLength(1);
  });

  it("keys are per account, and per client without a session", async () => {
    const [a, b, target] = [testPlayer("idemH"), testPlayer("idemI"), testPlayer("idemJ")];
    for (const p of [a, b]) expect((await send("/api/v1/user/friends", { username: target.name }, { key: "shared", token: p.token })).status).toBe(200);
    expect(requestsBetween(a.user.id, target.user.id) + requestsBetween(b.user.id, target.user.id)).toBe(2);
    const one = await answerOf(await send("/api/v1/user/login", signIn, { key: "k-4", client: "idem-x" }));
    const other = await answerOf(await send("/api/v1/user/login", signIn, { key: "k-4", client: "idem-y" }));
    expect((one.body as { token: string }).token).not.toBe((other.body as { token: string }).token);
  });

  it("answers are kept for 24 hours, then the key is free and the expired answers are purged", async () => {
    const a = testPlayer("idemK");
    const b = testPlayer("idemL");
    try {
      expect((await send("/api/v1/user/friends", { username: b.name }, { key: "k-5", token: a.token })).status).toBe(200);
      advanceClock(KEPT_FOR_MS - 1_000);
      expect((await send("/api/v1/user/friends", { username: b.name }, { key: "k-5", token: a.token })).headers.get(REPLAYED_HEADER)).toBe("true");
      advanceClock(2_000);
      // done again (in a new session: the key is the account's): the request is there already
      expect((await send("/api/v1/user/friends", { username: b.name }, { key: "k-5", token: startSession(a.user).token })).status).toBe(409);
      advanceClock(KEPT_FOR_MS + 120_000);
      await send("/api/v1/user/friends", { username: b.name }, { key: "k-6", token: startSession(a.user).token });
      expect(db.keptAnswer.getAll()).toHaveLength(1);
    } finally {
      resetClock();
    }
  });

  it("kept answers are sealed at rest: a session token is not in the stored row", async () => {
    const response = await send("/api/v1/user/login", signIn, { key: "k-7", client: "idem-z" });
    const { token } = (await response.json()) as { token: string };
    const rows = db.keptAnswer.getAll();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const kept = JSON.parse(unseal(rows[0]!.answer)) as { status: number; body: string };
    expect(kept.status).toBe(200);
    expect(Buffer.from(kept.body, "base64").toString()).toContain(token);
  });

  it("a key that is not 1 to 255 visible characters is 400; an answer that did not happen (429) is not kept", async () => {
    for (const key of ["x".repeat(256), "has space"])
      expect(await answerOf(await send("/api/v1/user/login", signIn, { key }))).toMatchObject({ status: 400, body: { message: INVALID_KEY } });
    const wrong = { ...signIn, password: "wrong-password" };
    let limited: Response | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const r = await send("/api/v1/user/login", wrong, { key: `guess-${i}`, client: "idem-guess" });
      if (r.status === 429) limited = r;
    }
    expect(limited?.status).toBe(429);
    expect(db.keptAnswer.getAll().some((row) => JSON.parse(unseal(row.answer)).status === 429)).toBe(false);
  });

  it("the contract's names and numbers: the header, the replay's mark, the refusals' texts, 24 hours", () => {
    expect([HEADER, REPLAYED_HEADER, KEPT_FOR_MS]).toEqual(["idempotency-key", "Idempotent-Replayed", 86_400_000]);
    expect([MISMATCH, IN_PROGRESS, INVALID_KEY]).toEqual([
      "This Idempotency-Key was used for another request",
      "A request with this Idempotency-Key is still being handled",
      "Invalid request: Idempotency-Key must be 1 to 255 visible ASCII characters",
    ]);
  });

  it("at 24 hours to the millisecond the answer is no longer kept", async () => {
    const [a, b] = [testPlayer("idemM"), testPlayer("idemN")];
    try {
      expect((await send("/api/v1/user/friends", { username: b.name }, { key: "k-8", token: a.token })).status).toBe(200);
      advanceClock(KEPT_FOR_MS);
      const again = await send("/api/v1/user/friends", { username: b.name }, { key: "k-8", token: startSession(a.user).token });
      expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
      expect(again.status).toBe(409);
    } finally {
      resetClock();
    }
  });

  it("a session named in the body (the site's routes) makes the key the account's, from any client", async () => {
    const a = testPlayer("idemO");
    const claim = (client: string) => send("/api/claim-point", { token: a.token, template_name: ["CONNECT_DISCORD"] }, { key: "k-9", client });
    const first = await claim("idem-phone");
    const again = await claim("idem-laptop");
    expect(again.status).toBe(first.status);
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    // without a session anywhere, the key is the client's: another client's is its own
    const anon = (client: string) => send("/api/claim-point", { template_name: ["CONNECT_DISCORD"] }, { key: "k-10", client });
    await anon("idem-phone");
    expect((await anon("idem-laptop")).headers.get(REPLAYED_HEADER)).toBeNull();
  });

  it("the dev helpers are not kept: the same key twice is done twice", async () => {
    const make = () =>
      send("/__dev/users", { username: "idemdev1", email: "idemdev1@example.test", password: "pw-123456", referralVerified: true }, { key: "k-11" });
    const first = await make();
    expect(first.status, await first.clone().text()).toBe(200);
    const again = await make();
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.status).not.toBe(200);
  });
});
