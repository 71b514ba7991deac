/**
 * The Digital Art Fair: a generative abstract artwork (its palette, composition and shapes from the
 * token's seed) on an easel or in a hanging frame, under a gallery spotlight.
 */
import { rarity, rarityFrame } from "./hero-art";
import { Art, hsl, ngon, poly, r1, type Rand, RIMS } from "./svg-kit";

const PALETTES = [
  ["#7c5cff", "#22d3ee", "#ff4fa3", "#ffc24b", "#0d0e1f"],
  ["#ff7a45", "#ffc24b", "#3ce0a0", "#15172c", "#f4f1ff"],
  ["#22d3ee", "#3ce0a0", "#0b0c1e", "#7c5cff", "#e8f9ff"],
  ["#ff4fa3", "#7c5cff", "#ffe3f1", "#2c2f55", "#ffc24b"],
  ["#f4f1ff", "#0b0c1e", "#ff7a45", "#22d3ee", "#7c5cff"],
  ["#ffc24b", "#ff4fa3", "#5b3fe0", "#fff4d6", "#15172c"],
  ["#3ce0a0", "#ff7a45", "#1b1d36", "#f4f1ff", "#22d3ee"],
  ["#e9e5ff", "#b9a8ff", "#7c5cff", "#3b2a99", "#ffc24b"],
] as const;

interface Canvas {
  x: number;
  y: number;
  w: number;
  h: number;
}

function shuffled<T>(r: Rand, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One of six compositions over the canvas, in the palette's colours (the first is the ground). */
function artwork(r: Rand, c: Canvas, p: string[]): string {
  const col = (i: number) => p[1 + (i % (p.length - 1))]!;
  const cx = c.x + c.w / 2;
  const cy = c.y + c.h / 2;
  const out = [`<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" fill="${p[0]}"/>`];
  switch (r.int(0, 5)) {
    case 0: {
      const horizon = c.y + c.h * r.num(0.5, 0.7);
      out.push(`<circle cx="${r.int(c.x + 10, c.x + c.w - 10)}" cy="${r1(horizon - 4)}" r="${r.int(8, 14)}" fill="${col(0)}"/>`);
      for (let i = 0; i < 4; i++) out.push(`<rect x="${c.x}" y="${r1(horizon + i * 4.5)}" width="${c.w}" height="${r1(2 + i)}" fill="${col(i + 1)}"/>`);
      break;
    }
    case 1: {
      const n = r.int(2, 3);
      const cw = c.w / n;
      const ch = c.h / n;
      for (let i = 0; i < n * n; i++) {
        const x = c.x + (i % n) * cw + cw / 2;
        const y = c.y + Math.floor(i / n) * ch + ch / 2;
        const rr = Math.min(cw, ch) * r.num(0.25, 0.45);
        const kind = r.int(0, 2);
        out.push(
          kind === 0
            ? `<circle cx="${x}" cy="${y}" r="${rr}" fill="${col(i + r.int(0, 3))}"/>`
            : kind === 1
              ? `<path d="${poly(ngon(5, x, y, rr, r.int(0, 72)))}" fill="${col(i + r.int(0, 3))}"/>`
              : `<path d="M${x - rr} ${y + rr}A${2 * rr} ${2 * rr} 0 0 1 ${x + rr} ${y - rr}V${y + rr}Z" fill="${col(i + r.int(0, 3))}"/>`,
        );
      }
      break;
    }
    case 2: {
      const ox = cx + r.int(-10, 10);
      const oy = cy + r.int(-8, 8);
      const rings = r.int(3, 5);
      const sides = r.pick([0, 5, 6]);
      for (let i = rings; i > 0; i--) {
        const rr = (i / rings) * c.w * 0.6;
        out.push(
          sides
            ? `<path d="${poly(ngon(sides, ox, oy, rr, r.int(-100, -80)))}" fill="${col(i)}"/>`
            : `<circle cx="${ox}" cy="${oy}" r="${r1(rr)}" fill="${col(i)}"/>`,
        );
      }
      break;
    }
    case 3:
      for (let i = 0; i < r.int(5, 8); i++) {
        const x = r.int(c.x, c.x + c.w);
        const y = r.int(c.y, c.y + c.h);
        const s = r.int(4, 12);
        out.push(
          r.chance(0.5)
            ? `<circle cx="${x}" cy="${y}" r="${s}" fill="${col(i)}" opacity="${r.num(0.7, 1)}"/>`
            : `<rect x="${x - s}" y="${y - s / 2}" width="${2 * s}" height="${s}" fill="${col(i)}" transform="rotate(${r.int(-45, 45)} ${x} ${y})"/>`,
        );
      }
      break;
    case 4: {
      const angle = r.int(-50, 50);
      const band = r.int(5, 9);
      const bands = Array.from({ length: 14 }, (_, i) => `<rect x="${cx - 40}" y="${r1(cy - 40 + i * band)}" width="80" height="${band}" fill="${col(i)}"/>`);
      out.push(`<g transform="rotate(${angle} ${cx} ${cy})">${bands.join("")}</g>`);
      break;
    }
    default: {
      const n = r.int(3, 4);
      const cell = c.w / n;
      let d = "";
      for (let i = 0; i < n * Math.ceil(c.h / cell); i++) {
        const x = c.x + (i % n) * cell;
        const y = c.y + Math.floor(i / n) * cell;
        const h = cell / 2;
        d += r.chance(0.5)
          ? `M${x + h} ${y}A${h} ${h} 0 0 1 ${x} ${y + h}M${x + cell} ${y + h}A${h} ${h} 0 0 0 ${x + h} ${y + cell}`
          : `M${x + h} ${y}A${h} ${h} 0 0 0 ${x + cell} ${y + h}M${x} ${y + h}A${h} ${h} 0 0 1 ${x + h} ${y + cell}`;
      }
      out.push(`<path d="${d}" fill="none" stroke="${col(r.int(0, 3))}" stroke-width="${r.num(2, 4)}"/>`);
      out.push(`<circle cx="${r.int(c.x + 8, c.x + c.w - 8)}" cy="${r.int(c.y + 8, c.y + c.h - 8)}" r="${r.int(4, 7)}" fill="${col(r.int(0, 3))}"/>`);
    }
  }
  return out.join("");
}

/** An artwork on an easel or in a frame, on its night sky. */
export function drawFair(a: Art, r: Rand, framed = true) {
  const skyHue = r.int(220, 330);
  const w = r.int(42, 56);
  const h = r.int(38, 50);
  const c: Canvas = { x: 50 - w / 2, y: r.int(14, 18), w, h };
  const palette = shuffled(r, r.pick(PALETTES));
  a.sky(r, skyHue, palette[1]!, [50, c.y + h / 2]);
  a.ground(r, skyHue, 88);
  const rim = r.pick(RIMS);
  const easel = r.chance(0.55);
  if (easel) {
    const wood = hsl(r.int(20, 40), r.int(35, 55), r.int(40, 52));
    const dark = hsl(r.int(20, 40), 40, 24);
    a.add(`<path d="M48 ${c.y - 8}h4l1 ${96 - c.y}h-6z" fill="${dark}"/>`);
    a.solid(`<path d="M${c.x + 8} ${c.y}h5L${c.x + 2} 98h-5zM${c.x + c.w - 13} ${c.y}h5L${c.x + c.w + 3} 98h-5z"/>`, wood, dark, 60, rim);
    a.add(`<rect x="${c.x - 4}" y="${c.y + h}" width="${w + 8}" height="4" rx="1" fill="${wood}"/>`);
    a.add(`<rect x="${c.x - 1.5}" y="${c.y - 1.5}" width="${w + 3}" height="${h + 3}" fill="#f4f1ff"/>`);
  } else {
    const frame = r.pick([
      ["#ffc24b", "#b07a12"],
      ["#e9e5ff", "#8a8fc4"],
      ["#2c2f55", "#15172c"],
      ["#ff7a45", "#a8431a"],
    ] as const);
    a.add(
      `<path d="M${c.x + 6} ${c.y - 5}L50 6L${c.x + c.w - 6} ${c.y - 5}" fill="none" stroke="#8a8fc4" stroke-width=".8"/>`,
      `<circle cx="50" cy="6" r="1.5" fill="#e9e5ff"/>`,
    );
    a.solid(`<rect x="${c.x - 6}" y="${c.y - 6}" width="${w + 12}" height="${h + 12}" rx="1.5"/>`, frame[0], frame[1], 50 + w / 4, rim);
    a.add(`<rect x="${c.x - 2}" y="${c.y - 2}" width="${w + 4}" height="${h + 4}" fill="${frame[1]}"/>`);
  }
  const canvas = a.solid(`<rect x="${c.x}" y="${c.y}" width="${w}" height="${h}"/>`, palette[0]!, palette[0]!, 200);
  a.within(canvas, artwork(r, c, palette));
  if (r.chance(0.5)) a.add(`<path d="M${c.x} ${c.y}h${r1(w * 0.4)}L${c.x} ${r1(c.y + h * 0.5)}z" fill="#fff" opacity=".12"/>`);
  if (framed) rarityFrame(a, rarity(r));
}
