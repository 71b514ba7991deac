import { describe, expect, it, vi } from "vitest";
import { drawCreature, microPrompt, picture, PICTURE_SIZE, setAiSwitch, IMAGE_TEXT_MAX } from "./ai";
import { HttpError } from "../lib/http";
import { imageInfo } from "../lib/png";
import { createMicroPrompt, generatePicture } from "../../generated/api/site/sdk.gen";
import { db } from "../db";
import { expectError, testPlayer } from "../testing/test-utils";

const player = () => testPlayer("pe");

/** The AI stand-in's rules (mocks/domain/ai.ts): the prompt, its variants, the dev switch's failures and delay. */
describe("the AI stand-in", () => {
  it("the prompt loves the text's first twelve words, trimmed and joined by single spaces", async () => {
    const words = Array.from({ length: 15 }, (_, i) => `w${i + 1}`);
    const { prompt, data, status } = await microPrompt("ai-1", `  ${words.join(" \n\t ")}  `);
    expect(status).toBe(true);
    expect(data).toBe(prompt);
    expect(prompt).toMatch(/^A \w+ [a-z ]+ \w+ who loves w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12$/);
  });

  it("each call is a new variant of the same text, counted per player", async () => {
    const prompts = new Set<string>();
    for (let i = 0; i < 6; i++) prompts.add((await microPrompt("ai-2", "dragons")).prompt);
    expect(prompts.size).toBeGreaterThan(3);
    // another player's first call is the first variant, whatever the first player asked
    expect((await microPrompt("ai-3", "dragons")).prompt).toBe((await microPrompt("ai-4", "dragons")).prompt);
  });

  it("the switch fails the step it names with a 503 and its message, and no other step", async () => {
    setAiSwitch("ai-5", { fail: ["micro-prompt"], delayMs: 0 });
    const error = await microPrompt("ai-5", "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response.status).toBe(503);
    expect(await (error as HttpError).response.json()).toEqual({ status: false, message: "The AI service is unavailable. Please try again later." });
    expect((await picture("ai-5", "x")).status).toBe(true);
    setAiSwitch("ai-6", { fail: ["picture"], delayMs: 0 });
    await expect(picture("ai-6", "x")).rejects.toBeInstanceOf(HttpError);
    expect((await microPrompt("ai-6", "x")).status).toBe(true);
  });

  it("the switch's delay holds the answer that long; without it (the in-process tests' setting) there is no wait", async () => {
    // the service's timer is the test's: a busy machine's pauses cannot stretch or shorten the wait
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      setAiSwitch("ai-7", { fail: [], delayMs: 120 });
      let answered = false;
      const slow = microPrompt("ai-7", "slow").then(() => (answered = true));
      await vi.advanceTimersByTimeAsync(119);
      expect(answered, "held for the switch's delay").toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await slow;
      expect(answered).toBe(true);
      const quick = microPrompt("ai-8", "quick");
      expect(vi.getTimerCount(), "no wait without the switch").toBe(0);
      expect((await quick).status).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a picture is a 128x128 PNG, the same for the same text and another for another", () => {
    const a = drawCreature("a red fox");
    expect(imageInfo(a)).toEqual({ type: "png", width: PICTURE_SIZE, height: PICTURE_SIZE });
    expect(drawCreature("a red fox").equals(a)).toBe(true);
    expect(drawCreature("a blue owl").equals(a)).toBe(false);
  });
});

describe("the AI picture (the mock plays the AI service)", () => {
  it("a micro-prompt per call; a deterministic 128x128 PNG from the text's last 1996 characters; failures by the dev switch only", async () => {
    const p = player();
    const first = await createMicroPrompt({ ...p.a, body: { text: "space cats and chess" } });
    const second = await createMicroPrompt({ ...p.a, body: { text: "space cats and chess" } });
    expect(first.data!.prompt).toMatch(/who loves space cats and chess$/);
    expect(second.data!.prompt).not.toBe(first.data!.prompt);
    const a = Buffer.from((await generatePicture({ ...p.a, body: { text: first.data!.prompt } })).data!.data, "base64");
    expect(imageInfo(a)).toEqual({ type: "png", width: 128, height: 128 });
    const again = Buffer.from((await generatePicture({ ...p.a, body: { text: first.data!.prompt } })).data!.data, "base64");
    expect(again.equals(a)).toBe(true);
    const other = Buffer.from((await generatePicture({ ...p.a, body: { text: second.data!.prompt } })).data!.data, "base64");
    expect(other.equals(a)).toBe(false);
    // only the last 1996 characters reach the image service
    const tail = "y".repeat(IMAGE_TEXT_MAX);
    const long = (await generatePicture({ ...p.a, body: { text: `x${tail}` } })).data!.data;
    expect(long).toBe((await generatePicture({ ...p.a, body: { text: tail } })).data!.data);
    setAiSwitch(p.user.id, { fail: ["picture"], delayMs: 0 });
    expectError(await generatePicture({ ...p.a, body: { text: "anything" } }), 503);
    expect((await createMicroPrompt({ ...p.a, body: { text: "still works" } })).data?.status).toBe(true);
    expectError(await createMicroPrompt({ body: { text: "no session" } }), 401);
    expect(db.user.findFirst({ where: { id: { equals: p.user.id } } })?.profilePicture).toBeNull();
  });
});
