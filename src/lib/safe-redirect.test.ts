import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const origin = "http://127.0.0.1:4173";

describe("safeRedirect", () => {
  it.each(["/account", "/account/my-referrals?x=1#top", "/sign-up/alice"])("keeps the same-origin path %s", (path) => {
    expect(safeRedirect(path, origin)).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "https://evil.example",
    "https://127.0.0.1:4173@evil.example",
    "http:evil.example",
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/%2F%2Fevil.example".replace(/%2F/g, "/"),
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeRedirect(value, origin)).toBeNull();
  });

  it("never decodes a second time: an encoded // stays a path on our origin", () => {
    expect(safeRedirect("/%2F%2Fevil.example", origin)).toBe("/%2F%2Fevil.example");
  });
});
