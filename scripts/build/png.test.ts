import { describe, expect, test } from "vitest";
import { inflateSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { encodePng } from "./png";
import { demultiplied, iconSvg, MARK_SOURCE } from "./brand-assets";

/** The Paeth predictor as the PNG specification defines it (ties: left, then above, then upper left). */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  return Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
}

/** The pixels of a PNG of this encoder's kind (8-bit RGBA, one IDAT or more), its filters undone as the format defines them. */
function decode(png: Buffer): { width: number; height: number; pixels: Uint8Array; filters: Set<number>; rowFilters: number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    if (type === "IHDR") [width, height] = [png.readUInt32BE(at + 8), png.readUInt32BE(at + 12)];
    if (type === "IDAT") data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const pixels = new Uint8Array(stride * height);
  const filters = new Set<number>();
  const rowFilters: number[] = [];
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    filters.add(type);
    rowFilters.push(type);
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? pixels[y * stride + i - 4]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= 4 && y > 0 ? pixels[(y - 1) * stride + i - 4]! : 0;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]!) & 0xff;
    }
  }
  return { width, height, pixels, filters, rowFilters };
}

describe("the build's PNG encoder", () => {
  test("an icon decodes to exactly the pixels resvg drew, at about half the size of resvg's own PNG", async () => {
    const { Resvg } = await import("@resvg/resvg-js");
    const image = new Resvg(iconSvg(readFileSync(MARK_SOURCE, "utf8"), 192, 0.92), { font: { loadSystemFonts: false } }).render();
    const theirs = decode(image.asPng());
    const ours = encodePng(image.width, image.height, demultiplied(image.pixels));
    const decoded = decode(ours);
    expect([decoded.width, decoded.height]).toEqual([192, 192]);
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(theirs.pixels))).toBe(true);
    expect(decoded.filters.size).toBeGreaterThan(1); // chosen per row
    expect(ours.length).toBeLessThan(image.asPng().length * 0.6);
  });

  test("each row gets the filter that leaves it smallest, every filter round-trips, and a chunk's CRC is the format's", () => {
    // rows made so that each of the five filters leaves one of them all zeros: noise, then a row each
    // filter predicts exactly (its first pixel aside) from the row above it and its own left neighbour
    const width = 6;
    const stride = width * 4;
    const pixels = new Uint8Array(stride * 10);
    const at = (y: number, i: number) => (y >= 0 && i >= 0 ? pixels[y * stride + i]! : 0);
    const predictors = [
      () => 0,
      (y: number, i: number) => at(y, i - 4),
      (y: number, i: number) => at(y - 1, i),
      (y: number, i: number) => (at(y, i - 4) + at(y - 1, i)) >> 1,
      (y: number, i: number) => paeth(at(y, i - 4), at(y - 1, i), at(y - 1, i - 4)),
    ];
    for (const [k, predict] of predictors.entries()) {
      for (let i = 0; i < stride; i++) pixels[2 * k * stride + i] = (i * 73 + k * 41 + 17) % 256; // noise
      for (let i = 0; i < stride; i++) pixels[(2 * k + 1) * stride + i] = i < 4 ? 200 + i * 11 : predict(2 * k + 1, i);
    }
    const png = encodePng(width, 10, pixels);
    const decoded = decode(png);
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(pixels))).toBe(true);
    expect(decoded.rowFilters.filter((_, y) => y % 2 === 1)).toEqual([0, 1, 2, 3, 4]);
    // IEND's CRC is fixed by the specification
    expect(png.subarray(-4).toString("hex")).toBe("ae426082");
    expect(() => encodePng(width, 10, pixels.subarray(4))).toThrow(/236 bytes for 6x10 RGBA/);
  });
});
