import jpeg from "jpeg-js";

/** 5x7 bitmaps of the digits 0-9, one string of 35 cells each, row by row. */
const GLYPHS = [
  "01110100011001110101110011000101110",
  "00100011000010000100001000010001110",
  "01110100010000100010001000100011111",
  "11111000100010000010000011000101110",
  "00010001100101010010111110001000010",
  "11111100001111000001000011000101110",
  "00110010001000011110100011000101110",
  "11111000010001000100010000100001000",
  "01110100011000101110100011000101110",
  "01110100011000101111000010001001100",
];

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;

/** A deterministic-enough pseudo random sequence so noise differs per captcha. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0xffffffff;
  };
}

/** Renders the digits into a 180x60 JPEG with light noise; returns base64 without a data-URL prefix. */
// Stryker disable all: the noise, the placement and the colours of the digits are no rule; what is
// (a 180x60 JPEG, K03, whose digits are the answer's) is tested in mocks/lib/captcha-image.test.ts
export function renderCaptcha(digits: string, seed: number): string {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const data = Buffer.alloc(w * h * 4);
  const rand = rng(seed);
  for (let i = 0; i < w * h; i++) {
    const shade = 236 + Math.floor(rand() * 19);
    data[i * 4] = shade;
    data[i * 4 + 1] = shade;
    data[i * 4 + 2] = 245;
    data[i * 4 + 3] = 255;
  }
  const plot = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const o = (y * w + x) * 4;
    data[o] = r;
    data[o + 1] = g;
    data[o + 2] = b;
  };
  // noise lines
  for (let l = 0; l < 4; l++) {
    let y = rand() * h;
    const slope = (rand() - 0.5) * 0.6;
    for (let x = 0; x < w; x++, y += slope) plot(x, Math.round(y), 150, 150, 190);
  }
  const cell = 5;
  const glyphW = 5 * cell;
  const gap = Math.floor((w - digits.length * glyphW) / (digits.length + 1));
  [...digits].forEach((ch, i) => {
    const glyph = GLYPHS[Number(ch)];
    const x0 = gap + i * (glyphW + gap) + Math.round((rand() - 0.5) * 4);
    const y0 = Math.round((h - 7 * cell) / 2 + (rand() - 0.5) * 8);
    const [r, g, b] = [30 + Math.floor(rand() * 60), 20 + Math.floor(rand() * 40), 90 + Math.floor(rand() * 90)];
    for (let row = 0; row < 7; row++)
      for (let col = 0; col < 5; col++)
        if (glyph?.[row * 5 + col] === "1")
          for (let dy = 0; dy < cell; dy++) for (let dx = 0; dx < cell; dx++) plot(x0 + col * cell + dx, y0 + row * cell + dy, r, g, b);
  });
  return jpeg.encode({ data, width: w, height: h }, 80).data.toString("base64");
}
// Stryker restore all
