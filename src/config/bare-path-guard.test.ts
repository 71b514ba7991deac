// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { BARE_PATH_GUARD } from "./bare-path-guard";
import { isBarePath } from "./menu";

// The app frame's inline check (scripts/prerender.ts) must say what isBarePath says, for any path.
describe("BARE_PATH_GUARD, the inline isBarePath of the app frame", () => {
  afterEach(() => document.documentElement.removeAttribute("data-bare"));

  it("marks exactly the bare paths", () => {
    for (const path of ["/acc", "/acc/alice", "/spatial", "/spatial/alice", "/sso", "/", "/account", "/accounts", "/sso/x", "/mine", "/sign-in"]) {
      document.documentElement.removeAttribute("data-bare");
      new Function("location", BARE_PATH_GUARD)({ pathname: path });
      expect(document.documentElement.hasAttribute("data-bare"), path).toBe(isBarePath(path));
    }
  });
});
