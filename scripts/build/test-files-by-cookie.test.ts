import { describe, expect, it } from "vitest";
import { namedByCookie, TEST_GONE_COOKIE, TEST_UNREACHABLE_COOKIE } from "./test-files-by-cookie";

describe("the acceptance suite's cookies of built files gone (a new release) or unreachable", () => {
  it("name built files by the name before their hash, among other cookies", () => {
    const cookie = `a=1; ${TEST_GONE_COOKIE}=wallet-sign-in-panel.index; b=2`;
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/wallet-sign-in-panel-BQNgi_t0.js", cookie)).toBe(true);
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/index-BTWAGh09.js", cookie)).toBe(true);
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/index-BTWAGh09.js?v=1", cookie)).toBe(true);
    // each cookie its own list
    expect(namedByCookie(TEST_UNREACHABLE_COOKIE, "/assets/index-BTWAGh09.js", cookie)).toBe(false);
    expect(namedByCookie(TEST_UNREACHABLE_COOKIE, "/assets/index-BTWAGh09.js", `${TEST_UNREACHABLE_COOKIE}=index`)).toBe(true);
  });
  it("leave every other file, and every file without the cookie", () => {
    const cookie = `${TEST_GONE_COOKIE}=index`;
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/framework-BqAozESq.js", cookie)).toBe(false);
    // a name that only starts or ends like a listed one
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/index-page-BqAozESq.js", cookie)).toBe(false);
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/my-index-BqAozESq.js", cookie)).toBe(false);
    // not a built file
    expect(namedByCookie(TEST_GONE_COOKIE, "/index-BTWAGh09.js", cookie)).toBe(false);
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/index-BTWAGh09.js.map", cookie)).toBe(false);
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/index-BTWAGh09.js", undefined)).toBe(false);
    expect(namedByCookie(TEST_GONE_COOKIE, "/assets/index-BTWAGh09.js", `${TEST_GONE_COOKIE}_not=index`)).toBe(false);
    expect(namedByCookie(TEST_GONE_COOKIE, undefined, cookie)).toBe(false);
  });
});
