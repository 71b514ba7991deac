/**
 * Any other collection: a faceted pentagon crystal over a hexagon plinth, its hue, cut, sparks and
 * sky from the token's seed.
 */
import { rarity, rarityFrame } from "./hero-art";
import { Art, hsl, ngon, poly, type Rand, RIMS, spark } from "./svg-kit";

/** A crystal on its plinth, on its night sky. */
export function drawGem(a: Art, r: Rand, framed = true) {
  const hue = r.int(0, 359);
  const skyHue = r.int(210, 310);
  const rim = r.pick(RIMS);
  const lit = hsl(hue, 80, r.int(60, 70));
  const shade = hsl(hue, 60, r.int(34, 42));
  a.sky(r, skyHue, lit, [50, 44]);
  a.ground(r, skyHue, 88);
  a.solid(`<path d="${poly(ngon(6, 50, 80, 24, 0, 0.32))}"/>`, hsl(skyHue, 35, 34), hsl(skyHue, 40, 20), 54, rim);
  a.add(`<path d="M26 80v8a24 7.7 0 0 0 48 0v-8a24 7.7 0 0 1-48 0z" fill="${hsl(skyHue, 40, 16)}"/>`);
  const top = r.int(12, 20);
  const size = r.int(22, 28);
  const pts = ngon(5, 50, 46, size, -90 + r.int(-8, 8), r.num(0.95, 1.15));
  a.solid(`<path d="${poly(pts)}"/>`, lit, shade, 52 + r.int(-4, 4), rim);
  const core = ngon(5, 50 + r.int(-3, 3), 46 + r.int(-3, 3), size * r.num(0.35, 0.55), -90 + r.int(-20, 20));
  const facets = pts.map((p, i) => poly([p, pts[(i + 1) % 5]!, core[(i + 1) % 5]!, core[i]!]));
  a.add(`<path d="${facets[4]}${facets[0]}" fill="#fff" opacity=".22"/>`, `<path d="${facets[2]}" fill="#000" opacity=".18"/>`);
  a.add(`<path d="${poly(core)}" fill="${hsl(hue, 90, 80)}"/>`);
  a.add(`<g fill="${hsl(hue + 40, 90, 78)}">${spark(r.int(18, 30), top + 4, 3)}${spark(r.int(70, 84), r.int(40, 60), 2.4)}</g>`);
  if (framed) rarityFrame(a, rarity(r));
}
