import { afterEach, expect, test, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

// Where there is no window (the prerender's build step, a test in node), the session module loads
// without one: no session, not ended, nothing thrown. (Tests of this project share a worker, so the
// module is loaded afresh with window taken away, whatever an earlier file left.)
test("the session store loads without a window: no session, not ended", async () => {
  vi.stubGlobal("window", undefined);
  vi.resetModules();
  const { session } = await import("./session");
  expect(session.token()).toBeNull();
  expect(session.status()).toBe("unauthenticated");
  expect(session.wasEnded()).toBe(false);
});
