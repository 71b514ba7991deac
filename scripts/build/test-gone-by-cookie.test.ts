import { describe, expect, it } from "vitest";
import { goneByCookie, TEST_GONE_COOKIE } from "./test-gone-by-cookie";

describe("the acceptance suite's cookie of files gone after a new release", () => {
  it("names built files by the name before their hash, among other cookies", () => {
    const cookie = `a=1; ${TEST_GONE_COOKIE}=wallet-sign-in-panel,index; b=2`;
    expect(goneByCookie("/assets/wallet-sign-in-panel-BQNgi_t0.js", cookie)).toBe(true);
    expect(goneByCookie("/assets/index-BTWAGh09.js", cookie)).toBe(true);
    expect(goneByCookie("/assets/index-BTWAGh09.js?v=1", cookie)).toBe(true);
  });
  it("leaves every other file, and every file without the cookie", () => {
    const cookie = `${TEST_GONE_COOKIE}=index`;
    expect(goneByCookie("/assets/framework-BqAozESq.js", cookie)).toBe(false);
    // a name that only starts or ends like a listed one
    expect(goneByCookie("/assets/index-page-BqAozESq.js", cookie)).toBe(false);
    expect(goneByCookie("/assets/my-index-BqAozESq.js", cookie)).toBe(false);
    // not a built file
    expect(goneByCookie("/index-BTWAGh09.js", cookie)).toBe(false);
    expect(goneByCookie("/assets/index-BTWAGh09.js.map", cookie)).toBe(false);
    expect(goneByCookie("/assets/index-BTWAGh09.js", undefined)).toBe(false);
    expect(goneByCookie("/assets/index-BTWAGh09.js", "acceptance_gone_not=index")).toBe(false);
    expect(goneByCookie(undefined, cookie)).toBe(false);
  });
});
