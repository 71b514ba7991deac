import { expect, test } from "vitest";

// Where there is no window (the prerender's build step, a test in node), the session module loads
// without one: no session, not ended, nothing thrown.
test("the session store loads without a window: no session, not ended", async () => {
  expect(typeof window).toBe("undefined");
  const { session } = await import("./session");
  expect(session.token()).toBeNull();
  expect(session.status()).toBe("unauthenticated");
  expect(session.wasEnded()).toBe(false);
});
