import { expect, test } from "vitest";

test("the entry's setting reaches zod: its schemas are built without eval (the CSP allows none)", async () => {
  await import("./zod-jitless");
  const z = await import("zod/mini");
  expect(z.config().jitless).toBe(true);
  // and an object schema works jitless
  expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
});
