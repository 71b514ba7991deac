// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { frameRequest } from "./frame-protocol";

const WORLD = "https://world.example";

describe("frameRequest: what the page reads of the world frame's messages (accounts-identity.md §7)", () => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const from = (data: unknown) => frameRequest(new MessageEvent("message", { data, origin: WORLD, source: frame.contentWindow }), frame.contentWindow, WORLD);

  it("the two requests the spec names, and nothing else", () => {
    expect(from({ type: "ready" })).toEqual({ type: "ready" });
    expect(from({ type: "getAcessTokenData", token: "smuggled" })).toEqual({ type: "getAcessTokenData" });
    expect(from({ type: "login-data" })).toBeNull();
    expect(from({ type: "getAccessTokenData" })).toBeNull();
  });

  it("a message without a body, or not an object, is ignored without an error", () => {
    for (const data of [null, undefined, "ready", 7]) expect(from(data)).toBeNull();
  });
});
