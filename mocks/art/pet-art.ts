/**
 * The pets collections (Pixel Pals): a chunky creature. Its head shape, ears, coat pattern, eyes,
 * mouth, tail, colour and sky are each drawn from the token's seed.
 */
import { rarity, rarityFrame } from "./hero-art";
import { Art, hsl, ngon, NIGHT, poly, r1, type Rand, RIMS } from "./svg-kit";

const HEAD_Y = 50;

function head(r: Rand, s: number): string {
  switch (r.int(0, 3)) {
    case 0:
      return `<circle cx="50" cy="${HEAD_Y}" r="${s}"/>`;
    case 1:
      return `<rect x="${50 - s}" y="${HEAD_Y - s + 2}" width="${2 * s}" height="${2 * s - 4}" rx="${r.int(8, 13)}"/>`;
    case 2:
      return `<ellipse cx="50" cy="${HEAD_Y + 2}" rx="${s + 4}" ry="${s - 3}"/>`;
    default:
      return `<path d="${poly(ngon(5, 50, HEAD_Y + 3, s + 4))}"/>`;
  }
}

function ears(a: Art, r: Rand, s: number, lit: string, shade: string, inner: string, rim: string) {
  const mirror = (d: (side: number) => string) => d(-1) + d(1);
  switch (r.int(0, 5)) {
    case 0: {
      const tip = r.int(12, 18);
      const outer = mirror((k) =>
        poly([
          [50 + k * s * 0.95, HEAD_Y - 2],
          [50 + k * s * 0.8, HEAD_Y - s - tip + 8],
          [50 + k * s * 0.15, HEAD_Y - s + 3],
        ]),
      );
      const inside = mirror((k) =>
        poly([
          [50 + k * s * 0.8, HEAD_Y - 6],
          [50 + k * s * 0.72, HEAD_Y - s - tip + 14],
          [50 + k * s * 0.35, HEAD_Y - s + 5],
        ]),
      );
      a.solid(`<path d="${outer}"/>`, lit, shade, 60, rim);
      a.add(`<path d="${inside}" fill="${inner}"/>`);
      break;
    }
    case 1: {
      const er = r1(s * r.num(0.32, 0.42));
      const at = (k: number) => `${r1(50 + k * s * 0.72)}" cy="${r1(HEAD_Y - s * 0.78)}`;
      a.solid(
        `<path d="${mirror((k) => `M${r1(50 + k * s * 0.72 - er)} ${r1(HEAD_Y - s * 0.78)}a${er} ${er} 0 1 0 ${2 * er} 0a${er} ${er} 0 1 0 ${-2 * er} 0z`)}"/>`,
        lit,
        shade,
        64,
        rim,
      );
      a.add(`<g fill="${inner}"><circle cx="${at(-1)}" r="${r1(er * 0.55)}"/><circle cx="${at(1)}" r="${r1(er * 0.55)}"/></g>`);
      break;
    }
    case 2: {
      const tilt = r.int(8, 22);
      const ry = r.int(13, 17);
      const long = (k: number) =>
        `<ellipse cx="${r1(50 + k * s * 0.45)}" cy="${HEAD_Y - s - 6}" rx="5.5" ry="${ry}" transform="rotate(${k * tilt} ${r1(50 + k * s * 0.45)} ${HEAD_Y - s + 6})"/>`;
      a.add(`<g fill="${rim}" transform="translate(-1.2 -1.2)">${long(-1)}${long(1)}</g>`, `<g fill="${lit}">${long(-1)}${long(1)}</g>`);
      break;
    }
    case 3:
      a.solid(
        `<path d="${poly(ngon(5, 50 - s * 0.78, HEAD_Y - s * 0.8, 9, -110))}${poly(ngon(5, 50 + s * 0.78, HEAD_Y - s * 0.8, 9, -70))}"/>`,
        lit,
        shade,
        60,
        rim,
      );
      break;
    case 4:
      a.add(
        `<path d="M${50 - s * 0.4} ${HEAD_Y - s + 4}L${50 - s * 0.7} ${HEAD_Y - s - 12}M${50 + s * 0.4} ${HEAD_Y - s + 4}L${50 + s * 0.7} ${HEAD_Y - s - 12}" stroke="${shade}" stroke-width="2"/>`,
        `<g fill="${inner}"><circle cx="${r1(50 - s * 0.7)}" cy="${HEAD_Y - s - 12}" r="3.5"/><circle cx="${r1(50 + s * 0.7)}" cy="${HEAD_Y - s - 12}" r="3.5"/></g>`,
      );
      break;
    default:
      a.solid(
        `<path d="${mirror((k) =>
          poly([
            [50 + k * (s - 2), HEAD_Y - 8],
            [50 + k * (s + 12), HEAD_Y - 14],
            [50 + k * (s + 6), HEAD_Y + 6],
          ]),
        )}"/>`,
        lit,
        shade,
        60,
        rim,
      );
  }
}

function coat(r: Rand, s: number, colour: string): string {
  switch (r.int(0, 4)) {
    case 0:
      return Array.from(
        { length: r.int(3, 5) },
        () => `<circle cx="${r.int(50 - s, 50 + s)}" cy="${r.int(HEAD_Y - s, HEAD_Y - 8)}" r="${r.num(2.5, 5)}" fill="${colour}"/>`,
      ).join("");
    case 1:
      return `<path d="M${50 - 3} ${HEAD_Y - s - 2}h6l-1 ${r.int(9, 13)}h-4zM${50 - s} ${HEAD_Y - 12}l9 3-9 3zM${50 + s} ${HEAD_Y - 12}l-9 3 9 3z" fill="${colour}"/>`;
    case 2:
      return `<ellipse cx="50" cy="${HEAD_Y + 4}" rx="${s - 3}" ry="${r.int(8, 11)}" fill="${colour}"/>`;
    case 3:
      return `<path d="${poly(ngon(5, 50, HEAD_Y - s + 9, 3.5))}" fill="${colour}"/>`;
    default:
      return "";
  }
}

function face(a: Art, r: Rand, s: number, iris: string) {
  const dx = r1(s * r.num(0.36, 0.46));
  const y = HEAD_Y + 1;
  const xs = [50 - dx, 50 + dx].map(r1);
  const at = (x: number, rr: number, fill: string, ox = 0, oy = 0) => `<circle cx="${r1(x + ox)}" cy="${r1(y + oy)}" r="${rr}" fill="${fill}"/>`;
  switch (r.int(0, 3)) {
    case 0:
      a.add(xs.map((x) => at(x, 5.5, "#fff") + at(x, 3.4, NIGHT, 0.6, 0.6) + at(x, 1.2, "#fff", -0.8, -1.2)).join(""));
      break;
    case 1:
      a.add(xs.map((x) => at(x, 2.8, NIGHT) + at(x, 0.9, "#fff", -0.8, -0.8)).join(""));
      break;
    case 2:
      a.add(`<path d="${xs.map((x) => `M${x - 3.5} ${y}q3.5 3.5 7 0`).join("")}" fill="none" stroke="${NIGHT}" stroke-width="1.8" stroke-linecap="round"/>`);
      break;
    default:
      a.add(xs.map((x) => at(x, 4.6, iris) + at(x, 2.2, NIGHT) + at(x, 1.1, "#fff", -1.3, -1.3)).join(""));
  }
  if (r.chance(0.6))
    a.add(`<g fill="#ff4fa3" opacity=".45"><circle cx="${r1(50 - s * 0.66)}" cy="${y + 7}" r="3"/><circle cx="${r1(50 + s * 0.66)}" cy="${y + 7}" r="3"/></g>`);
  const my = y + 8;
  const line = `fill="none" stroke="${NIGHT}" stroke-width="1.6" stroke-linecap="round"`;
  switch (r.int(0, 3)) {
    case 0:
      a.add(`<path d="M46 ${my}q4 4 8 0" ${line}/>`);
      break;
    case 1:
      a.add(`<path d="M45 ${my}q2.5 3 5 0q2.5 3 5 0" ${line}/>`);
      break;
    case 2:
      a.add(`<ellipse cx="50" cy="${my + 1}" rx="3.2" ry="2.6" fill="${NIGHT}"/><ellipse cx="50" cy="${my + 2.2}" rx="1.8" ry="1" fill="#ff4fa3"/>`);
      break;
    default:
      a.add(`<path d="M46 ${my}q4 4 8 0" ${line}/><path d="M51.5 ${my + 1.4}l1.2 2.6 1-3z" fill="#fff"/>`);
  }
}

/** A pet on its night sky. */
export function drawPet(a: Art, r: Rand, framed = true) {
  const hue = r.int(0, 359);
  const skyHue = r.int(215, 300);
  const rim = r.pick(RIMS);
  const s = r.int(19, 23);
  const lit = hsl(hue, r.int(60, 85), r.int(58, 68));
  const shade = hsl(hue, 55, r.int(38, 46));
  const inner = hsl(hue + r.pick([0, 30, 180]), 85, 82);
  a.sky(r, skyHue, lit, [50, 54]);
  a.ground(r, skyHue, 88);
  if (r.chance(0.5)) a.add(`<path d="M66 88Q${r.int(86, 92)} 86 ${r.int(82, 88)} 68Q82 62 78 67Q82 80 64 82Z" fill="${lit}"/>`);
  const body = a.solid(`<ellipse cx="50" cy="84" rx="${r.int(20, 25)}" ry="16"/>`, lit, shade, 56, rim);
  a.within(body, `<ellipse cx="50" cy="90" rx="${r.int(9, 13)}" ry="10" fill="${inner}"/>`);
  a.add(`<g fill="${shade}"><ellipse cx="40" cy="98" rx="6" ry="3.5"/><ellipse cx="60" cy="98" rx="6" ry="3.5"/></g>`);
  ears(a, r, s, lit, shade, inner, rim);
  const headId = a.solid(head(r, s), lit, shade, 56 + r.int(0, 8), rim);
  const pattern = coat(r, s, r.chance(0.5) ? shade : inner);
  if (pattern) a.within(headId, pattern);
  face(a, r, s, hsl(r.pick([188, 156, 40, 252, 330]), 90, 55));
  if (framed) rarityFrame(a, rarity(r));
}
