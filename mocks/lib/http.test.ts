import { describe, expect, it } from "vitest";
import { z } from "zod";
import { limits } from "../config";
import type { SessionRecord } from "../db";
import { bearer, body, handle, HttpError, isJson, isLive, ok, query, refuse, userOfToken } from "./http";
import { holdClock, refusal } from "../testing/test-utils";

/**
 * The HTTP plumbing of the mock (mocks/lib/http.ts) at its edges: what counts as a JSON body and
 * its size to the byte, the refusals' messages and field paths, the bearer header's one form, a
 * session's lifetime and idle time to the millisecond, and a query string read by its fields' types.
 */
const post = (text: string, contentType: string | null = "application/json") =>
  new Request("http://backend.test/x", { method: "POST", body: text, headers: contentType ? { "content-type": contentType } : {} });

describe("a JSON body", () => {
  it.each([
    ["application/json", true],
    ["Application/JSON; charset=utf-8", true],
    ["application/json ;charset=utf-8", true],
    ["application/jsonp", false],
    ["text/application/json", false],
    ["application/json-x; a=b", false],
    [null, false],
  ])("%j is JSON: %s", (type, expected) => expect(isJson(post("{}", type))).toBe(expected));

  it("is refused when not declared JSON, over the size limit (to the byte), not JSON, or not of the schema (each field named)", async () => {
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(await refusal(() => body(post("{}", "text/plain"), schema))).toEqual({
      status: 415,
      body: { status: false, message: "Unsupported media type: the body must be application/json" },
    });
    const at = `{"name":"${"a".repeat(limits.maxJsonBytes - 19)}","age":1}`;
    expect(at.length).toBe(limits.maxJsonBytes);
    expect((await body(post(at), schema)).age).toBe(1);
    expect(await refusal(() => body(post(`${at} `), schema))).toEqual({ status: 413, body: { status: false, message: "The request body is too large" } });
    expect(await refusal(() => body(post('{"a":'), schema))).toEqual({
      status: 400,
      body: { status: false, message: "Invalid request: the body must be JSON" },
    });
    const wrong = (await refusal(() => body(post('{"age":"x"}'), schema))) as { status: number; body: { message: string; errors: { path: string }[] } };
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid request: name, age");
    expect(wrong.body.errors.map((e) => e.path)).toEqual(["name", "age"]);
    const whole = (await refusal(() => body(post("[1]"), schema))) as { body: { message: string; errors: { path: string; message: string }[] } };
    expect(whole.body.message).toBe("Invalid request: body");
    expect(whole.body.errors[0]!.path).toBe("");
    expect(whole.body.errors[0]!.message.length).toBeGreaterThan(0);
  });

  it("a field inside an object is named by its path, dot-separated", async () => {
    const nested = z.object({ wallet: z.object({ address: z.string() }) });
    expect(await refusal(() => body(post('{"wallet":{"address":1}}'), nested))).toMatchObject({
      status: 400,
      body: { message: "Invalid request: wallet.address", errors: [{ path: "wallet.address" }] },
    });
  });
});

describe("the rest of the plumbing", () => {
  it("a token that is no session: a partner's read-only token is told what it may read; any other is unauthenticated", async () => {
    expect(await refusal(() => userOfToken("ro_not-a-session"))).toEqual({
      status: 401,
      body: { status: false, message: "This token only reads the account (GET /api/v1/user/info and /api/v1/user/faucet)" },
    });
    expect(await refusal(() => userOfToken("st_not-a-session"))).toEqual({ status: 401, body: { status: false, message: "UNAUTHENTICATED_USER" } });
  });

  it("a bearer token: one word after Bearer (any case, any spaces), nothing else", () => {
    const withAuth = (value: string) => new Request("http://backend.test/x", { headers: { authorization: value } });
    expect(bearer(withAuth("Bearer abc"))).toBe("abc");
    expect(bearer(withAuth("bearer    abc"))).toBe("abc");
    for (const value of ["Bearer", "Bearer abc def", "Basic abc", "xBearer abc", "Bearerabc"]) expect(bearer(withAuth(value))).toBeNull();
    expect(bearer(new Request("http://backend.test/x"))).toBeNull();
  });

  it("a session opens its account within its lifetime and its idle time, to the millisecond, unless ended", () => {
    const T = 1_800_000_000_000;
    holdClock(T);
    const session = (createdAgo: number, seenAgo: number, revoked = false) =>
      ({ createdAt: T - createdAgo, lastSeenAt: T - seenAgo, revoked }) as SessionRecord;
    expect(isLive(session(limits.sessionLifetimeMs - 1, 0))).toBe(true);
    expect(isLive(session(limits.sessionLifetimeMs, 0))).toBe(false);
    expect(isLive(session(0, limits.sessionIdleMs - 1))).toBe(true);
    expect(isLive(session(0, limits.sessionIdleMs))).toBe(false);
    expect(isLive(session(0, 0, true))).toBe(false);
  });

  it("a handler's refusal is its answer; anything else is thrown on; an answer is a 200", async () => {
    const refusing = handle(() => {
      throw new HttpError(new Response("no", { status: 409 }));
    });
    expect((await refusing({ request: post("{}"), params: {} })).status).toBe(409);
    const broken = handle(() => {
      throw new Error("a bug");
    });
    await expect(broken({ request: post("{}"), params: {} })).rejects.toThrow("a bug");
    expect(new HttpError(new Response()).message).toBe("http error");
    expect(ok({ a: 1 }).status).toBe(200);
  });

  it("a query string: numbers and booleans where the field is not text, a string field as written; refusals name the fields", async () => {
    const schema = z.object({
      page: z.number().optional(),
      code: z.string().default(""),
      ratio: z.number().nullable().optional(),
      all: z.boolean().optional(),
    });
    const url = (qs: string) => new Request(`http://backend.test/x?${qs}`);
    expect(query(url("page=2&code=0012&ratio=-1.5&all=true"), schema)).toEqual({ page: 2, code: "0012", ratio: -1.5, all: true });
    expect(query(url("all=false&code=7"), schema)).toEqual({ all: false, code: "7" });
    for (const qs of ["page=2x", "page=x2", "page=1.", "page=1.x5", "ratio=1.2.3"]) {
      const refused = (await refusal(() => query(url(qs), schema))) as { status: number; body: { message: string } };
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`Invalid request: ${qs.split("=")[0]}`);
    }
    const whole = (await refusal(() => query(url("a=1"), z.object({}).strict()))) as { body: { message: string } };
    expect(whole.body.message).toBe("Invalid request: query");
  });
});

describe("a refusal (the one way a rule refuses)", () => {
  const answer = async (error: HttpError) => ({
    status: error.response.status,
    headers: Object.fromEntries(error.response.headers),
    body: await error.response.json(),
  });

  it("is the contract's error body with its status", async () => {
    expect(await answer(refuse(404, "User not found"))).toMatchObject({ status: 404, body: { status: false, message: "User not found" } });
    expect((await answer(refuse(404, "User not found"))).body).not.toHaveProperty("errors");
  });

  it("names the field it is about, with the same message", async () => {
    expect((await answer(refuse(409, "Username is already taken", "username"))).body).toEqual({
      status: false,
      message: "Username is already taken",
      errors: [{ path: "username", message: "Username is already taken" }],
    });
  });

  it("carries headers and several fields when given them", async () => {
    const refused = await answer(refuse(429, "Too many", { headers: { "Retry-After": "60" }, errors: [{ path: "a", message: "x" }] }));
    expect(refused).toMatchObject({ status: 429, headers: { "retry-after": "60" }, body: { errors: [{ path: "a", message: "x" }] } });
  });
});

describe("a query string", () => {
  it("a nullable text field stays text; a number may have several decimals; a boolean is true or false, nothing else", async () => {
    const schema = z.object({ note: z.string().nullable().optional(), ratio: z.number().optional(), all: z.boolean().optional() });
    expect(query(new Request("http://backend.test/x?note=0012&ratio=1.25"), schema)).toEqual({ note: "0012", ratio: 1.25 });
    expect(await refusal(() => query(new Request("http://backend.test/x?all=yes&ratio=x"), schema))).toMatchObject({
      status: 400,
      body: { message: "Invalid request: ratio, all" },
    });
  });

  it("is read by each field's type; a problem of the whole query is said as 'query'", async () => {
    const schema = z.object({ code: z.string(), page: z.number().optional(), all: z.boolean().optional() });
    expect(query(new Request("http://backend.test/x?code=0012&page=2&all=true"), schema)).toEqual({ code: "0012", page: 2, all: true });
    expect(query(new Request("http://backend.test/x?code=a&all=false"), schema)).toEqual({ code: "a", all: false });
    const strict = z.object({ a: z.string() }).refine(() => false, { message: "never" });
    expect(await refusal(() => query(new Request("http://backend.test/x?a=1"), strict))).toEqual({
      status: 400,
      body: { status: false, message: "Invalid request: query", errors: [{ path: "", message: "never" }] },
    });
  });
});
