import { describe, expect, it } from "vitest";
import { decodeWidgetData, encodeWidgetData } from "./widget-data";

describe("the widget's data parameter (accounts-identity.md §5)", () => {
  const data = { client_id: "penta-faucet", redirect_uri: "http://127.0.0.1:5180/callback" };
  it("round-trips base64url JSON, with or without padding, and non-ASCII text", () => {
    expect(decodeWidgetData(encodeWidgetData(data))).toEqual(data);
    const unicode = { client_id: "fauçet-✓", redirect_uri: "http://127.0.0.1:5180/callback" };
    expect(decodeWidgetData(encodeWidgetData(unicode))).toEqual(unicode);
  });
  it.each([
    ["missing", undefined],
    ["not base64url", "not base64!"],
    ["not JSON", btoa("hello")],
    ["JSON without the fields", btoa(JSON.stringify({ client_id: "x" }))],
    ["fields of the wrong type", btoa(JSON.stringify({ client_id: 1, redirect_uri: [] }))],
    ["too long", "A".repeat(5000)],
    ["invalid UTF-8", btoa("\xff\xfe")],
  ])("refuses %s", (_, raw) => expect(decodeWidgetData(raw)).toBeNull());
  it("takes at most 4096 characters, even of a payload that would parse", () => {
    // unknown fields are dropped by the schema, so only the length keeps a long one out
    const padded = (length: number) => {
      for (let filler = 0; filler < 4000; filler++) {
        const raw = encodeWidgetData({ ...data, padding: "x".repeat(filler) } as typeof data);
        if (raw.length === length) return raw;
      }
      throw new Error(`no payload of ${length} characters`);
    };
    expect(decodeWidgetData(padded(4096))).toEqual(data);
    expect(decodeWidgetData(padded(4098))).toBeNull();
  });
});
