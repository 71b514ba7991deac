import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { CARD, cardPath, composeCard, renderCard } from "./og-card";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const mark = readFileSync("public/brand/logo.svg", "utf8");
const art = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#3ce0a0"/></svg>';
/** A PNG's size, from its IHDR chunk. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("a page's share card", () => {
  test("a 1200x630 PNG, with the page's art or as the brand card, and no words", { timeout: 30_000 }, async () => {
    const cache = mkdtempSync(join(tmpdir(), "og-"));
    for (const svg of [composeCard(mark, art), composeCard(mark)]) {
      expect(svg).not.toMatch(/<text|<tspan|font-family/);
      const png = await renderCard(svg, cache);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(sizeOf(png)).toEqual(CARD);
    }
    expect(composeCard(mark, art)).not.toBe(composeCard(mark));
  });

  test("deterministic: the same art gives the same bytes, rendered once and then read from the cache", { timeout: 30_000 }, async () => {
    const cache = mkdtempSync(join(tmpdir(), "og-"));
    const first = await renderCard(composeCard(mark, art), cache);
    expect(readdirSync(cache)).toHaveLength(1);
    expect(await renderCard(composeCard(mark, art), cache)).toEqual(first);
    expect(await renderCard(composeCard(mark, art), mkdtempSync(join(tmpdir(), "og-")))).toEqual(first);
    expect(readdirSync(cache)).toHaveLength(1);
  });

  test("named by the page's path", () => {
    expect(cardPath("/")).toBe("/og/index.png");
    expect(cardPath("/faq")).toBe("/og/faq.png");
    expect(cardPath("/airdrop/rare")).toBe("/og/airdrop/rare.png");
  });
});
