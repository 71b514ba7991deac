import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptcha } from "./captcha-image";

/** The pixels dark enough to be a digit's ink (the background and the noise lines are light). */
function inkPixels(base64: string) {
  const { data, width, height } = jpeg.decode(Buffer.from(base64, "base64"), { useTArray: true });
  let ink = 0;
  for (let i = 0; i < width * height; i++) if (0.3 * data[i * 4]! + 0.59 * data[i * 4 + 1]! + 0.11 * data[i * 4 + 2]! < 120) ink++;
  return { width, height, ink };
}

describe("the captcha image (K03)", () => {
  it("a 180x60 JPEG whose ink is the answer's digits, each drawn from its own 5x7 glyph", () => {
    expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]).toEqual([180, 60]);
    // each lit cell of a glyph is 5x5 pixels: the ink of five equal digits is 125 pixels per lit cell
    const litCells: Record<string, number> = { "0": 19, "1": 10, "2": 14, "3": 14, "4": 14, "5": 17, "6": 15, "7": 11, "8": 17, "9": 15 };
    for (const [digit, cells] of Object.entries(litCells)) {
      const { width, height, ink } = inkPixels(renderCaptcha(digit.repeat(5), 12345));
      expect([width, height]).toEqual([180, 60]);
      expect(ink / (125 * cells)).toBeGreaterThan(0.9);
      expect(ink / (125 * cells)).toBeLessThan(1.1);
    }
  });

  it("the noise differs from captcha to captcha: the same digits under other seeds (zero among them) are other images", () => {
    const images = [0, 2, 3, 12345].map((seed) => renderCaptcha("48151", seed));
    expect(new Set(images).size).toBe(images.length);
  });
});
