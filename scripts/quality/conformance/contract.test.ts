import { describe, expect, it } from "vitest";
import { evaluate, followLink, operations, type Exchange } from "./contract";

const ops = operations();
const op = (id: string) => ops.find((o) => o.id === id)!;

describe("the contract's links, as the conformance runner follows them", () => {
  const exchange: Exchange = {
    request: { path: { provider: "discord" }, query: { page: "2" }, body: { code: "alice", nested: { a: [10, 20] } } },
    response: { body: { key: "tl_1", "a/b": { "c~d": 7 } } },
  };

  it("reads the runtime expressions links use: the answer's and the request's body by JSON pointer, the request's path and query; embedded in braces too", () => {
    expect(evaluate("$response.body#/key", exchange)).toBe("tl_1");
    expect(evaluate("{$response.body#/key}", exchange)).toBe("tl_1");
    expect(evaluate("$response.body#/a~1b/c~0d", exchange)).toBe(7);
    expect(evaluate("$request.body#/nested/a/1", exchange)).toBe(20);
    expect(evaluate("$request.path.provider", exchange)).toBe("discord");
    expect(evaluate("$request.query.page", exchange)).toBe("2");
    expect(evaluate("$response.body#", exchange)).toEqual(exchange.response.body);
    expect(evaluate("key {$response.body#/key} of {$request.path.provider}", exchange)).toBe("key tl_1 of discord");
    expect(evaluate({ data: "{$response.body#/key}", list: ["$request.path.provider", 3] }, exchange)).toEqual({ data: "tl_1", list: ["discord", 3] });
    expect(evaluate("plain", exchange)).toBe("plain");
    expect(evaluate(undefined, exchange)).toBeUndefined();
  });

  it("refuses an expression it cannot read, and one that names nothing, instead of sending a guess", () => {
    expect(() => evaluate("$response.header.Location", exchange)).toThrow(/not one the runner reads/);
    expect(() => evaluate("$response.body#/missing", exchange)).toThrow(/names nothing/);
    expect(() => evaluate("$request.path.network", exchange)).toThrow(/names nothing/);
    expect(() => evaluate("$url", exchange)).toThrow(/not one the runner reads/);
    // what the object inherits is not in the answer
    expect(() => evaluate("$response.body#/constructor", exchange)).toThrow(/names nothing/);
  });

  it("follows a link to the request it makes: the body the link builds, the parameters where the target declares them", () => {
    const login = followLink(op("submitReferralCode"), "tokenLogin", { request: { body: {} }, response: { body: { status: true, key: "tl_9" } } }, ops);
    expect(login).toEqual({ operationId: "tokenLogin", path: {}, query: {}, json: { data: "tl_9" } });
    const started = { request: { path: { provider: "linkedin" } }, response: { body: { state: "linkedin.x" } } };
    expect(followLink(op("startOAuth"), "connectSocial", started, ops)).toMatchObject({ operationId: "connectSocial", path: { network: "linkedin" } });
    expect(followLink(op("startOAuth"), "authOAuth", started, ops)).toMatchObject({ operationId: "authOAuth", path: { provider: "linkedin" } });
    expect(() => followLink(op("startOAuth"), "nowhere", started, ops)).toThrow(/has no link nowhere/);
    // a name qualified by where it goes must be there
    const qualified = {
      ...op("startOAuth"),
      links: { q: { operationId: "connectSocial", parameters: { "query.network": "$request.path.provider" } as Record<string, string> } },
    };
    expect(() => followLink(qualified, "q", started, ops)).toThrow(/has no path or query parameter query.network/);
    qualified.links.q.parameters = { "path.network": "$request.path.provider" };
    expect(followLink(qualified, "q", started, ops)).toMatchObject({ path: { network: "linkedin" } });
  });

  it("every link of the contract names an operation, and every runtime expression in it is one the runner reads", () => {
    const links = ops.flatMap((o) => Object.entries(o.links).map(([name, link]) => ({ from: o.id, name, link })));
    expect(links.length).toBeGreaterThanOrEqual(7);
    const readable = /^\$(response\.body(#(\/.*)?)?|request\.body(#(\/.*)?)?|request\.(path|query)\..+)$/;
    for (const { from, name, link } of links) {
      expect(
        ops.some((o) => o.id === link.operationId),
        `${from}.${name}`,
      ).toBe(true);
      const expressions = JSON.stringify([link.parameters ?? {}, link.requestBody ?? null]).match(/\$[a-zA-Z][^"}\s]*/g) ?? [];
      for (const e of expressions) expect(e, `${from}.${name}`).toMatch(readable);
    }
  });
});
