import { describe, expect, it } from "vitest";
import { db } from "../db";
import { microPrompt, setAiSwitch } from "../domain/ai";
import { advanceClock, now } from "../lib/clock";
import { hit, hits } from "../lib/rate-limit";

/**
 * Every test starts from the seed (vitest.setup.ts, seeded.ts): the data put back, and what a
 * restart forgets (rate limits, the AI switches, the dev clock) forgotten. The first test changes
 * each; the second, run after it in the same file, finds none of it.
 */
describe("each test starts from the seed", () => {
  it("a test changes the data, a rate limit, an AI switch and the clock", () => {
    db.user.update({ where: { username: { equals: "alice" } }, data: { interestText: "changed by a test" } });
    hit("seeded-test");
    setAiSwitch("seeded-user", { fail: ["micro-prompt"], delayMs: 0 });
    expect(hits("seeded-test", 60_000)).toBe(1);
    advanceClock(60_000);
  });

  it("the next test finds none of it", async () => {
    expect(db.user.findFirst({ where: { username: { equals: "alice" } } })!.interestText).not.toBe("changed by a test");
    expect(hits("seeded-test", 60_000)).toBe(0);
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
    await expect(microPrompt("seeded-user", "x")).resolves.toMatchObject({ status: true });
  });
});
