import { describe, expect, it } from "vitest";
import { decodeBase64Url, encodeBase64Url } from "./base64url";

describe("base64url of UTF-8 text", () => {
  it("keeps Cyrillic, emoji and every other character both ways", () => {
    for (const text of ['{"first_name":"Дмитрий","username":"dima"}', "Zoë 🎮🐉", "plain ascii", ""]) expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
  });

  it("reads what another encoder wrote: URL-safe alphabet, with or without padding", () => {
    const json = '{"first_name":"Ольга 🌸"}';
    const standard = Buffer.from(json, "utf8").toString("base64");
    expect(decodeBase64Url(standard.replace(/\+/g, "-").replace(/\//g, "_"))).toBe(json);
    expect(decodeBase64Url(Buffer.from(json, "utf8").toString("base64url"))).toBe(json);
  });

  it("refuses what is not base64url of UTF-8: other characters, bytes that are no UTF-8", () => {
    expect(decodeBase64Url("a+b/")).toBeNull();
    expect(decodeBase64Url("not base64!")).toBeNull();
    expect(decodeBase64Url(Buffer.from([0xff, 0xfe, 0x80]).toString("base64url"))).toBeNull();
  });
});
