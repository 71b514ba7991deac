// The contract lint's own rules (.spectral.yaml), proved on planted documents: a write without the
// Idempotency-Key header fails `npm run lint:openapi`, and so does a parameter without an example;
// one with an example of any of the three forms passes; a promise (`x-promises`) with a misspelt or
// missing field, or of an unknown kind, fails, and a well-formed one passes; the kinds it knows are
// the ones the conformance runner checks; a link that names an operation, a parameter, a body
// property or a response property the contract lacks is reported.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { KNOWN } from "./conformance/promises";
import { brokenLinks } from "./openapi-links";

const dir = mkdtempSync(join(tmpdir(), "lint-openapi-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An operation of a planted document: its parameters, its extensions (x-promises) and its method. */
interface Planted {
  parameters: object[];
  extensions?: object;
  method?: string;
}

/** What spectral said of a planted document: whether it fails the lint, and the rules each operation broke, by its index. */
interface Verdict {
  fails: boolean;
  rules: string[][];
}

/** Every planted document of this file, linted together in one run of spectral (each run starts spectral anew, a second's work). */
const planted: { file: string; operations: Planted[]; verdict?: Verdict }[] = [];

/**
 * A minimal document that satisfies spectral:oas, with one operation per item of `operations` (at
 * /things0/{id}, /things1/{id}, ...), planted while the tests are collected; its verdict is there
 * once the file's one run of spectral is done (beforeAll).
 */
function plant(operations: Planted[]): { readonly verdict: Verdict } {
  const doc = {
    openapi: "3.1.0",
    info: { title: "Planted", version: "1.0.0", description: "A planted document.", contact: { name: "Developer relations" } },
    servers: [{ url: "http://127.0.0.1:4010" }],
    tags: [{ name: "planted", description: "Planted." }],
    paths: Object.fromEntries(
      operations.map(({ parameters, extensions = {}, method = "get" }, i) => [
        `/things${i}/{id}`,
        {
          [method]: {
            operationId: `${method}Thing${i}`,
            tags: ["planted"],
            description: "Reads a thing.",
            parameters,
            responses: { "200": { description: "The thing." } },
            ...extensions,
          },
        },
      ]),
    ),
  };
  const entry: (typeof planted)[number] = { file: join(dir, `planted-${planted.length}.json`), operations };
  writeFileSync(entry.file, JSON.stringify(doc));
  planted.push(entry);
  return {
    get verdict() {
      if (!entry.verdict) throw new Error("spectral has not run yet");
      return entry.verdict;
    },
  };
}

/** A planted document of one operation. */
const plantOne = (parameters: object[], extensions: object = {}, method = "get") => plant([{ parameters, extensions, method }]);

beforeAll(() => {
  const run = spawnSync(
    "node_modules/.bin/spectral",
    ["lint", "--ruleset=.spectral.yaml", "--fail-severity=warn", "--format=json", ...planted.map(({ file }) => file)],
    { encoding: "utf8" },
  );
  // spectral's JSON: every result of every document (an error is severity 0, a warning 1), by its source
  const results = JSON.parse(run.stdout) as { code: string; path: string[]; severity: number; source: string }[];
  expect(run.status, "spectral's exit: the planted documents that break a rule fail the run").toBe(results.some((r) => r.severity <= 1) ? 1 : 0);
  for (const entry of planted) {
    const own = results.filter((r) => resolve(r.source) === resolve(entry.file));
    entry.verdict = {
      fails: own.some((r) => r.severity <= 1),
      rules: entry.operations.map((_, i) => own.filter((r) => r.path[1] === `/things${i}/{id}`).map((r) => r.code)),
    };
  }
}, 60_000);

/** The rules a one-operation document broke. */
const broken = (doc: { readonly verdict: Verdict }) => doc.verdict.rules[0]!;

const id = { name: "id", in: "path", required: true, schema: { type: "string" } };

describe(".spectral.yaml: every write takes the Idempotency-Key header", () => {
  const key = { name: "Idempotency-Key", in: "header", required: false, schema: { type: "string" }, example: "5f1c1e9a" };
  const without = plantOne([{ ...id, example: "t1" }], {}, "post");
  const keyed = plantOne([{ ...id, example: "t1" }, key], {}, "post");
  it("a POST without it fails the lint, by the rule's name; with it, it passes", () => {
    expect(without.verdict.fails).toBe(true);
    expect(broken(without)).toContain("write-idempotency-key");
    expect(broken(keyed)).not.toContain("write-idempotency-key");
    expect(keyed.verdict.fails).toBe(false);
  });
});

describe(".spectral.yaml: every parameter has an example", () => {
  const unexampled = plantOne([id, { name: "page", in: "query", schema: { type: "integer" }, example: 1 }]);
  it("a path parameter without one fails the lint, by the rule's name", () => {
    expect(unexampled.verdict.fails).toBe(true);
    expect(broken(unexampled)).toContain("parameter-example");
  });

  const exampled = plantOne([
    { ...id, example: "t1" },
    { name: "page", in: "query", schema: { type: "integer" }, examples: { first: { value: 1 } } },
    { name: "q", in: "query", schema: { type: "string", example: "hex" } },
    { name: "X-Trace", in: "header", schema: { type: "string", examples: ["t-1"] } },
  ]);
  it("an example on the parameter, its examples, or its schema's example each pass", () => {
    expect(broken(exampled)).not.toContain("parameter-example");
    expect(exampled.verdict.fails).toBe(false);
  });
});

describe(".spectral.yaml: every x-promises item is a known kind with its fields", () => {
  const id = { name: "id", in: "path", required: true, schema: { type: "string" }, example: "t1" };
  const once = { id: "thing-once", kind: "single-use", says: "A thing is read once; a second read is 409.", source: "planted source 1", from: "authenticator" };

  const final = {
    id: "thing-final",
    kind: "final",
    says: "A thing changes until it is sealed; after that, 409.",
    source: "planted source 2",
    from: "eligible-player",
  };

  const stepUp = { ...once, kind: "step-up", when: "two-factor is on", answer: 403 };

  const promises = [
    { ...once, value: "code", agian: 409 },
    { ...once, value: "code" },
    { ...once, kind: "single-used", value: "code", again: 409 },
    { ...final, answer: 409 },
    { ...final, after: "sealThing", answer: 409, again: 409 },
    { ...once, kind: "expires", value: "code", answer: 422 },
    { ...once, kind: "expires", value: "code", after: "60s", answer: 422 },
    // usedEvery keeps a token in use; a single-use value cannot be
    { ...once, kind: "expires", value: "code", after: 600, usedEvery: 60, answer: 422 },
    // the chain's clock is the one other clock a check can set
    { ...once, kind: "expires", value: "transaction", after: 86400, clock: "target", answer: 422 },
    { ...once, kind: "expires", value: "token", after: 86400, clock: "chain", answer: 422 },
    { ...once, kind: "expires", value: "transaction", after: 86400, answer: 422 },
    { ...once, kind: "superseded", value: "key", answer: 422 },
    { ...once, kind: "superseded", value: "code", by: "mailThing", answer: 422 },
    { ...once, kind: "grants-end", ends: { "api-key": 401 } },
    { ...once, kind: "grants-end", ends: {} },
    // a step-up's refusal names its message whole or by a pattern: neither, or both, fails
    stepUp,
    { ...stepUp, message: "2FA_REQUIRED", messagePattern: "2FA_[A-Z]+" },
  ];
  // each promise on an operation of its own: each operation is reported
  const misformed = plant(promises.map((promise) => ({ parameters: [id], extensions: { "x-promises": [promise] } })));
  it("a misspelt field, a missing one and an unknown kind each fail the lint, by the rule's name", () => {
    expect(misformed.verdict.fails).toBe(true);
    promises.forEach((promise, i) => expect(misformed.verdict.rules[i], JSON.stringify(promise)).toContain("x-promises"));
  });

  const wellFormed = plantOne([id], {
    "x-promises": [
      { ...once, value: "code", again: 409 },
      { ...final, after: "sealThing", answer: 409 },
      { ...once, id: "thing-expires", kind: "expires", value: "code", after: 60, answer: 422 },
      { ...once, id: "session-expires", kind: "expires", value: "token", after: 86400, answer: 401 },
      { ...once, id: "session-lifetime", kind: "expires", value: "token", after: 2592000, usedEvery: 82800, answer: 401 },
      { ...once, id: "tx-recent", kind: "expires", value: "transaction", after: 86400, clock: "chain", answer: 422, message: "Too old" },
      { ...once, id: "thing-superseded", kind: "superseded", value: "link", by: "mailThing2", answer: 422 },
      { ...once, id: "thing-grants-end", kind: "grants-end", ends: { "login-key": 401, "email-change-link": 422 } },
      { ...stepUp, id: "thing-stepped", message: "2FA_REQUIRED" },
      { ...stepUp, id: "thing-verified", messagePattern: "EMAIL_VERIFICATION:[A-Za-z0-9_-]+" },
    ],
  });
  it("a well-formed promise passes", () => {
    expect(broken(wellFormed)).not.toContain("x-promises");
    expect(wellFormed.verdict.fails).toBe(false);
  });

  it("knows the kinds the conformance runner checks, and no other", () => {
    const ruleset = parse(readFileSync(".spectral.yaml", "utf8")) as {
      rules: { "x-promises": { then: { functionOptions: { schema: { items: { properties: { kind: { enum: string[] } } } } } } } };
    };
    const kinds = ruleset.rules["x-promises"].then.functionOptions.schema.items.properties.kind.enum;
    expect([...kinds].sort()).toEqual([...KNOWN.kinds].sort());
  });
});

describe("openapi-links.ts: every link names what the contract has", () => {
  /** Two operations: a key issued by one, signed in with by the other; `link` is the issuer's link. */
  const planted = (link: object) => ({
    paths: {
      "/keys/{kind}": {
        post: {
          operationId: "issueKey",
          parameters: [{ name: "kind", in: "path", required: true }],
          responses: {
            "200": {
              content: { "application/json": { schema: { $ref: "#/components/schemas/Key" } } },
              links: { signIn: link },
            },
          },
        },
      },
      "/sign-in/{kind}": {
        post: {
          operationId: "signIn",
          parameters: [{ name: "kind", in: "path", required: true }],
          requestBody: { content: { "application/json": { schema: { type: "object", properties: { data: { type: "string" } } } } } },
          responses: { "200": { description: "Signed in." } },
        },
      },
    },
    components: { schemas: { Key: { type: "object", properties: { key: { type: "string" } } } } },
  });
  const sound = { operationId: "signIn", parameters: { kind: "$request.path.kind" }, requestBody: { data: "{$response.body#/key}" } };

  it("a link to an operation, its parameter and body property, from the response's property and the path, is sound", () => {
    expect(brokenLinks(planted(sound))).toEqual([]);
  });

  it("an unknown operation, parameter, body property, response property or path parameter is reported, by the link", () => {
    expect(brokenLinks(planted({ ...sound, operationId: "signOn" }))).toEqual([
      "POST /keys/{kind}, response 200, link signIn: no operation signOn (name one by its operationId)",
    ]);
    expect(brokenLinks(planted({ ...sound, parameters: { sort: "$request.path.kind" } }))).toEqual([
      "POST /keys/{kind}, response 200, link signIn: signIn has no parameter sort",
    ]);
    expect(brokenLinks(planted({ ...sound, requestBody: { key: "{$response.body#/key}" } }))).toEqual([
      "POST /keys/{kind}, response 200, link signIn: signIn's body has no property key",
    ]);
    expect(brokenLinks(planted({ ...sound, requestBody: { data: "{$response.body#/token}" } }))).toEqual([
      "POST /keys/{kind}, response 200, link signIn: $response.body#/token: the response has no property token",
    ]);
    expect(brokenLinks(planted({ ...sound, parameters: { kind: "$request.path.sort" } }))).toEqual([
      "POST /keys/{kind}, response 200, link signIn: $request.path.sort: the operation has no path parameter sort",
    ]);
  });

  it("the contract's links are sound", () => {
    expect(brokenLinks(JSON.parse(readFileSync("generated/openapi/all.json", "utf8")) as Record<string, unknown>)).toEqual([]);
  });
});
