/**
 * The pieces every generated picture is drawn with, in the brand's one style ("neon night, flat
 * geometry"): a seeded random source, colours, two-tone solids with a rim light, the night sky with
 * its glow and sparks, the ground, and the compact data URI a picture travels in. Everything is a
 * function of its seed: no Math.random, so a picture is the same on every run.
 */

/** A 32-bit hash of a key (FNV-1a, then mixed so that near keys seed far apart). */
export function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export interface Rand {
  /** A number in [0, 1). */
  (): number;
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  /** A number in [lo, hi), rounded to a tenth. */
  num(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** A seeded random source (mulberry32) over the key's hash. */
export function rand(key: string): Rand {
  let a = hash(key);
  const next = (() => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rand;
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  next.num = (lo, hi) => r1(lo + next() * (hi - lo));
  next.pick = (items) => items[Math.floor(next() * items.length)]!;
  next.chance = (p) => next() < p;
  return next;
}

/** A coordinate rounded to a tenth (what a 100-unit picture needs, and short). */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A colour from hue (degrees), saturation and lightness (percent) as #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = s / 100;
  const lig = l / 100;
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`;
}

/** The brand's accents (styles.css), by the hue a picture's parts are drawn around. */
export const BRAND_HUES = { violet: 252, cyan: 188, magenta: 330, gold: 40, mint: 156, ember: 18 } as const;
export const RIMS = ["#22d3ee", "#ff4fa3"] as const;
export const NIGHT = "#0b0c1e";

/** Points as an SVG path (closed). */
export const poly = (pts: [number, number][]) => `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L")}Z`;

/** A regular polygon's points: `n` corners around (cx, cy), the first at `start` degrees (-90: up). */
export function ngon(n: number, cx: number, cy: number, r: number, start = -90, squash = 1): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((start + (360 / n) * i) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a) * squash];
  });
}

/** A picture under construction: its defs and its layers, with ids handed out in order. */
export class Art {
  private defs: string[] = [];
  private body: string[] = [];
  private n = 0;

  id() {
    return `i${(this.n++).toString(36)}`;
  }
  def(markup: string) {
    this.defs.push(markup);
  }
  add(...markup: string[]) {
    this.body.push(...markup);
  }

  /**
   * A flat two-tone solid: `shape` (one element, no fill) in its lit colour, a shadow face over it
   * right of `shadeX` (slanted), and a thin rim of light peeking out on the upper-left edges.
   */
  solid(shape: string, lit: string, shade: string, shadeX: number, rim?: string) {
    const id = this.id();
    this.def(shape.replace(/^<(\w+)/, `<$1 id="${id}"`));
    this.def(`<clipPath id="${id}c"><use href="#${id}"/></clipPath>`);
    if (rim) this.add(`<use href="#${id}" x="-1.2" y="-1.2" fill="${rim}"/>`);
    this.add(`<use href="#${id}" fill="${lit}"/>`, `<path d="M${r1(shadeX)} 0H100V100H${r1(shadeX - 8)}Z" fill="${shade}" clip-path="url(#${id}c)"/>`);
    return id;
  }

  /** Draws inside a shape made earlier by `solid` (patterns on a body, art on a canvas). */
  within(id: string, ...markup: string[]) {
    this.add(`<g clip-path="url(#${id}c)">${markup.join("")}</g>`);
  }

  /** The night sky (navy at the top, the item's hue below), the glow behind the subject, and sparks. */
  sky(r: Rand, hue: number, glow: string, glowAt: [number, number] = [50, 52]) {
    this.def(
      `<linearGradient id="s" x2="0" y2="1"><stop stop-color="${hsl(hue, 62, 7)}"/><stop offset="1" stop-color="${hsl(hue + 24, 58, 26)}"/></linearGradient>`,
    );
    this.def(`<radialGradient id="g"><stop stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`);
    this.add(`<rect width="100" height="100" fill="url(#s)"/>`, `<circle cx="${glowAt[0]}" cy="${glowAt[1]}" r="${r.int(36, 46)}" fill="url(#g)"/>`);
    const dots = Array.from({ length: r.int(3, 6) }, () => `<circle cx="${r.num(4, 96)}" cy="${r.num(4, 40)}" r="${r.num(0.4, 1.1)}"/>`);
    this.add(
      `<g fill="#fff" opacity="${r.num(0.5, 0.9)}">${dots.join("")}${spark(r.num(8, 30), r.num(8, 30), r.num(1.8, 3))}${spark(r.num(70, 92), r.num(10, 36), r.num(1.4, 2.6))}</g>`,
    );
  }

  /** The ground: a band of hexagon tiles in perspective, or a low horizon of pentagon shards. */
  ground(r: Rand, hue: number, top = 84) {
    const line = hsl(hue + r.int(-20, 20), 70, 62);
    if (r.chance(0.6)) {
      let d = "";
      for (let row = 0; row < 3; row++) {
        const y = top + row * 6.5 + row * row;
        const w = 10 + row * 4;
        const h = 4 + row * 1.6;
        for (let x = (row % 2) * (w * 0.75) - w; x < 100 + w; x += w * 1.5)
          d += `M${r1(x)} ${r1(y)}l${r1(w / 4)} ${r1(-h / 2)}h${r1(w / 2)}l${r1(w / 4)} ${r1(h / 2)}l${r1(-w / 4)} ${r1(h / 2)}h${r1(-w / 2)}z`;
      }
      this.add(
        `<rect y="${top - 3}" width="100" height="${103 - top}" fill="${hsl(hue, 45, 9)}"/>`,
        `<path d="${d}" fill="${hsl(hue, 40, 14)}" stroke="${line}" stroke-opacity=".45" stroke-width=".6"/>`,
      );
    } else {
      const shards = Array.from({ length: 6 }, (_, i) => poly(ngon(5, i * 20 + r.int(-4, 4), top + 6 + r.int(0, 5), r.int(7, 11), r.int(-110, -70))));
      this.add(`<path d="${shards.join("")}" fill="${hsl(hue, 40, 12)}" stroke="${line}" stroke-opacity=".5" stroke-width=".6"/>`);
    }
  }

  /** Sets everything drawn so far in a pentagon medallion with a ring (a collection's emblem). */
  medallion(ring: string) {
    const d = poly(ngon(5, 50, 53, 48));
    this.def(`<clipPath id="m"><path d="${d}"/></clipPath>`);
    this.body = [`<g clip-path="url(#m)">${this.body.join("")}</g>`, `<path d="${d}" fill="none" stroke="${ring}" stroke-width="2" stroke-linejoin="round"/>`];
  }

  /** The picture, every number at most a tenth fine. */
  svg() {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
    return svg.replace(/\d+\.\d{2,}/g, (n) => String(r1(Number(n)))).replace(/(^|[^\d.])0\.(\d)/g, "$1.$2");
  }
}

/** A four-pointed spark. */
export const spark = (x: number, y: number, s: number) =>
  `<path d="M${x} ${r1(y - s)}l${r1(s * 0.28)} ${r1(s * 0.72)} ${r1(s * 0.72)} ${r1(s * 0.28)}-${r1(s * 0.72)} ${r1(s * 0.28)}-${r1(s * 0.28)} ${r1(s * 0.72)}-${r1(s * 0.28)}-${r1(s * 0.72)}-${r1(s * 0.72)}-${r1(s * 0.28)} ${r1(s * 0.72)}-${r1(s * 0.28)}z"/>`;

/**
 * An SVG as a compact `data:image/svg+xml,` URI: percent-encoded where a URI must be (quotes made
 * single, so they need none), not base64, which would be a third longer.
 */
export const svgDataUri = (svg: string) =>
  `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[%#<>\s{}|\\^`[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)}`;
