import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_VECTORS } from "./open-redirect-vectors";
import { safeRedirect } from "./safe-redirect";

const origin = "http://127.0.0.1:4173";

describe("safeRedirect", () => {
  it.each(["/account", "/account/my-referrals?x=1#top", "/sign-up/alice"])("keeps the same-origin path %s", (path) => {
    expect(safeRedirect(path, origin)).toBe(path);
  });

  it.each([
    ...OPEN_REDIRECT_VECTORS,
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "javascript:alert(1)",
    "/%2F%2Fevil.example".replace(/%2F/g, "/"),
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeRedirect(value, origin)).toBeNull();
  });

  it("refuses a path with spaces around it or a control character in it, and keeps one that ends with //", () => {
    for (const value of ["/account ", " /account", "/acc\u0000ount", "/acc\u007fount", "/acc\nount"])
      expect(safeRedirect(value, origin), JSON.stringify(value)).toBeNull();
    expect(safeRedirect("/mine//", origin)).toBe("/mine//");
  });

  it("never decodes a second time: an encoded // stays a path on our origin", () => {
    expect(safeRedirect("/%2F%2Fevil.example", origin)).toBe("/%2F%2Fevil.example");
  });
});
