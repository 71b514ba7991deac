/**
 * The Heroes collection: a chunky hero's bust. Its helmet, visor, eyes, crest, shoulder guards,
 * armour colour, chest emblem, sky and rarity frame are each drawn from the token's seed.
 */
import { Art, BRAND_HUES, hsl, ngon, poly, r1, type Rand, RIMS } from "./svg-kit";

const HUES = Object.values(BRAND_HUES);

type Rarity = "common" | "rare" | "epic" | "legendary";

/** One in two common, then rarer by half. */
export function rarity(r: Rand): Rarity {
  const x = r();
  return x < 0.5 ? "common" : x < 0.8 ? "rare" : x < 0.95 ? "epic" : "legendary";
}

/** The rarity frame around a card: a line in the rarity's colour; a legendary one doubled, with corner gems. */
export function rarityFrame(a: Art, kind: Rarity) {
  const colour = { common: "#8a8fc4", rare: "#22d3ee", epic: "#ff4fa3", legendary: "#ffc24b" }[kind];
  a.add(`<rect x="2" y="2" width="96" height="96" rx="7" fill="none" stroke="${colour}" stroke-width="${kind === "common" ? 1 : 2}"/>`);
  if (kind === "legendary") {
    const gems = [
      [6, 6],
      [94, 6],
      [6, 94],
      [94, 94],
    ].map(([x, y]) => poly(ngon(5, x!, y!, 3.4)));
    a.add(
      `<rect x="5" y="5" width="90" height="90" rx="5" fill="none" stroke="${colour}" stroke-opacity=".6" stroke-width=".8"/>`,
      `<path d="${gems.join("")}" fill="${colour}"/>`,
    );
  }
}

function helmet(r: Rand, w: number): string {
  switch (r.int(0, 4)) {
    case 0:
      return `<rect x="${50 - w}" y="27" width="${2 * w}" height="36" rx="${r.int(6, 12)}"/>`;
    case 1:
      return `<path d="${poly([
        [50, 20],
        [50 + w + 2, 36],
        [50 + w * 0.8, 63],
        [50 - w * 0.8, 63],
        [50 - w - 2, 36],
      ])}"/>`;
    case 2:
      return `<path d="${poly(ngon(6, 50, 45, w + 3, 0, 0.85))}"/>`;
    case 3:
      return `<path d="M${50 - w} 63V45A${w} ${r1(w * 0.9)} 0 0 1 ${50 + w} 45V63Z"/>`;
    default:
      return `<path d="M${50 - w} 27H${50 + w}V46Q${50 + w} 60 50 66Q${50 - w} 60 ${50 - w} 46Z"/>`;
  }
}

/** What rises behind the helmet: a fin, horns, an antenna, pentagon ears, a plume, or nothing. */
function crest(a: Art, r: Rand, w: number, colour: string, shade: string, glow: string) {
  switch (r.int(0, 5)) {
    case 0:
      a.solid(`<path d="M44 32L47 ${r.int(8, 14)}L57 ${r.int(14, 20)}L56 32Z"/>`, colour, shade, 52);
      break;
    case 1: {
      const left = `M${50 - w + 3} 36Q${50 - w - 9} 26 ${50 - w - 5} ${r.int(10, 16)}Q${50 - w + 5} 24 ${50 - w + 11} 29Z`;
      const right = `M${50 + w - 3} 36Q${50 + w + 9} 26 ${50 + w + 5} ${r.int(10, 16)}Q${50 + w - 5} 24 ${50 + w - 11} 29Z`;
      a.solid(`<path d="${left}${right}"/>`, colour, shade, 60);
      break;
    }
    case 2:
      a.add(`<rect x="${50 + w * 0.4}" y="12" width="2" height="18" fill="${shade}"/>`, `<circle cx="${r1(51 + w * 0.4)}" cy="12" r="3.2" fill="${glow}"/>`);
      break;
    case 3:
      a.solid(`<path d="${poly(ngon(5, 50 - w, 38, 8, -110))}${poly(ngon(5, 50 + w, 38, 8, -70))}"/>`, colour, shade, 54);
      break;
    case 4: {
      const plume = [0, 1, 2, 3].map((i) => `<circle cx="${44 + i * 4}" cy="${r1(22 - Math.sin(i) * 4)}" r="${r.num(4, 6)}"/>`).join("");
      a.add(`<g fill="${glow}">${plume}</g>`);
      break;
    }
  }
}

function visorAndEyes(a: Art, r: Rand, w: number, dark: string, eye: string) {
  const v = w - r.int(4, 7);
  let eyeY = 46;
  let dx = r.int(6, 9);
  switch (r.int(0, 4)) {
    case 0:
      a.add(`<rect x="${50 - v}" y="40" width="${2 * v}" height="12" rx="6" fill="${dark}"/>`);
      break;
    case 1:
      a.add(`<path d="M${50 - v} 39H${50 + v}V48L50 57L${50 - v} 48Z" fill="${dark}"/>`);
      break;
    case 2:
      eyeY = 42.5;
      a.add(`<path d="M${50 - v} 37h${2 * v}v10h${-(v - 4)}v13h-8v-13h${-(v - 4)}z" fill="${dark}"/>`);
      break;
    case 3:
      dx = 9;
      a.add(`<g fill="${dark}"><circle cx="41" cy="46" r="7.5"/><circle cx="59" cy="46" r="7.5"/><rect x="44" y="44" width="12" height="4"/></g>`);
      break;
    default:
      a.add(`<path d="M${50 - v} 38L50 46L${50 + v} 38V48L50 56L${50 - v} 48Z" fill="${dark}"/>`);
      eyeY = 47;
  }
  const xs = [50 - dx, 50 + dx];
  switch (r.int(0, 4)) {
    case 0:
      a.add(`<g fill="${eye}">${xs.map((x) => `<circle cx="${x}" cy="${eyeY}" r="${r.num(2, 3)}"/>`).join("")}</g>`);
      break;
    case 1:
      a.add(`<g fill="${eye}">${xs.map((x) => `<rect x="${x - 3.5}" y="${eyeY - 1.2}" width="7" height="2.4" rx="1.2"/>`).join("")}</g>`);
      break;
    case 2:
      a.add(`<circle cx="50" cy="${eyeY}" r="4" fill="${eye}"/><circle cx="50" cy="${eyeY}" r="1.6" fill="#fff"/>`);
      break;
    case 3:
      a.add(`<path d="${xs.map((x) => `M${x - 3} ${eyeY + 1.5}q3-4 6 0`).join("")}" fill="none" stroke="${eye}" stroke-width="2" stroke-linecap="round"/>`);
      break;
    default:
      a.add(`<path d="M${xs[0]! - 4} ${eyeY - 2}l7 2.4v2.4l-7-1.4zM${xs[1]! + 4} ${eyeY - 2}l-7 2.4v2.4l7-1.4z" fill="${eye}"/>`);
  }
}

function emblem(r: Rand, colour: string): string {
  const y = 86;
  switch (r.int(0, 5)) {
    case 0:
      return `<path d="${poly(ngon(5, 50, y, 6.5))}" fill="${colour}"/>`;
    case 1:
      return `<path d="${poly(ngon(10, 50, y, 7).map(([x, yy], i) => (i % 2 ? [50 + (x - 50) * 0.45, y + (yy - y) * 0.45] : [x, yy])))}" fill="${colour}"/>`;
    case 2:
      return `<path d="M50 ${y - 7}l6 7-6 7-6-7z" fill="${colour}"/>`;
    case 3:
      return `<circle cx="50" cy="${y}" r="5" fill="none" stroke="${colour}" stroke-width="2"/>`;
    case 4:
      return `<path d="M43 ${y - 4}l7 5 7-5v4l-7 5-7-5z" fill="${colour}"/>`;
    default:
      return `<path d="M52 ${y - 8}l-6 9h4l-2 7 6-9h-4z" fill="${colour}"/>`;
  }
}

function shoulders(a: Art, r: Rand, lit: string, shade: string, rim: string) {
  switch (r.int(0, 3)) {
    case 0:
      a.solid(`<path d="M12 88a11 11 0 0 1 22 0zM66 88a11 11 0 0 1 22 0z"/>`, lit, shade, 76, rim);
      break;
    case 1:
      a.solid(`<path d="${poly(ngon(5, 22, 82, 10, -100))}${poly(ngon(5, 78, 82, 10, -80))}"/>`, lit, shade, 76, rim);
      break;
    case 2:
      a.solid(`<path d="M12 88L18 70L30 80ZM88 88L82 70L70 80Z"/>`, lit, shade, 80, rim);
      break;
  }
}

/** A hero's bust on its night sky. */
export function drawHero(a: Art, r: Rand, framed = true) {
  const armourHue = r.pick(HUES) + r.int(-10, 10);
  const trimHue = r.chance(0.5) ? armourHue : r.pick(HUES);
  const accentHue = r.pick(HUES.filter((h) => Math.abs(h - armourHue) > 40));
  const skyHue = r.int(205, 300);
  const rim = r.pick(RIMS);
  const w = r.int(18, 22);
  const lit = hsl(armourHue, r.int(55, 80), r.int(52, 64));
  const shade = hsl(armourHue, 55, r.int(30, 38));
  const trim = hsl(trimHue, 70, 66);
  const trimShade = hsl(trimHue, 55, 42);
  const eye = hsl(accentHue, 95, 66);
  a.sky(r, skyHue, lit, [50, 48]);
  a.ground(r, skyHue, 86);
  crest(a, r, w, trim, trimShade, eye);
  a.add(`<rect x="42" y="58" width="16" height="14" fill="${hsl(armourHue, 40, 20)}"/>`);
  a.solid(`<path d="M14 100V86Q14 72 30 70H70Q86 72 86 86V100Z"/>`, lit, shade, 56, rim);
  shoulders(a, r, trim, trimShade, rim);
  a.add(emblem(r, hsl(accentHue, 90, 62)));
  a.solid(helmet(r, w), lit, shade, 54 + r.int(0, 6), rim);
  if (r.chance(0.5)) a.add(`<path d="M${50 - w + 3} 50h3v8h-3zM${50 + w - 6} 50h3v8h-3z" fill="${trim}"/>`);
  visorAndEyes(a, r, w, hsl(armourHue, 55, 8), eye);
  if (r.chance(0.4)) a.add(`<path d="M45 58h2v4h-2zM49 58h2v4h-2zM53 58h2v4h-2z" fill="${shade}"/>`);
  if (framed) rarityFrame(a, rarity(r));
}
