/**
 * The local stack's portraits of people (the team's in public/team/, the creators' in
 * public/creators/, written by scripts/dev/build-people-art.ts): an illustrated head-and-shoulders bust on a duotone pentagon badge, in a ring of the member's
 * role colour. Drawn from the member's name alone, so a member keeps one face; clearly a drawing,
 * never a photo, and unlike the players' mascot avatars and the NFTs' framed cards.
 */
import { Art, hsl, ngon, NIGHT, poly, rand, type Rand, RIMS, spark } from "./svg-kit";

/** The ring's hue by role: founders gold, technology cyan, chain violet, games mint, advisors magenta, creators ember. */
export function roleHue(title: string): number {
  const t = title.toLowerCase();
  if (/\bceo\b|founder/.test(t)) return 40;
  if (/\bcto\b|engineer|tech/.test(t)) return 188;
  if (/blockchain|chain/.test(t)) return 252;
  if (/game/.test(t)) return 156;
  if (/advis/.test(t)) return 330;
  if (/\bkol\b|creator|stream/.test(t)) return 18;
  return 230;
}

const SKIN = [
  ["#f6d5bd", "#dfb091"],
  ["#eebf9a", "#d39c74"],
  ["#d9a273", "#b98052"],
  ["#b8804f", "#956338"],
  ["#8e5c3b", "#70442a"],
  ["#603b27", "#4a2c1c"],
] as const;
const HAIR = ["#1b1620", "#3b2719", "#6b4226", "#a0522d", "#d9b26b", "#b9b6c9", "#7c5cff", "#22d3ee", "#ff4fa3"];

function hair(a: Art, r: Rand, colour: string, rx: number, behind: boolean, style: number) {
  const top = 46 - 20;
  if (behind) {
    if (style === 1)
      a.add(
        `<path d="M${50 - rx - 3} 44Q${50 - rx - 4} ${top - 2} 50 ${top - 3}Q${50 + rx + 4} ${top - 2} ${50 + rx + 3} 44V76H${50 - rx - 3}Z" fill="${colour}"/>`,
      );
    if (style === 4) a.add(`<path d="M${50 + rx - 2} 36Q${50 + rx + 12} 44 ${50 + rx + 6} 68Q${50 + rx + 2} 52 ${50 + rx - 4} 46Z" fill="${colour}"/>`);
    return;
  }
  switch (style) {
    case 0:
    case 1:
    case 4:
      a.add(
        `<path d="M${50 - rx - 1} 46Q${50 - rx - 2} ${top} 50 ${top - 1}Q${50 + rx + 2} ${top} ${50 + rx + 1} 46Q${50 + 4} ${top + 10} ${50 - rx + 4} 40Z" fill="${colour}"/>`,
      );
      break;
    case 2:
      a.add(
        `<path d="M${50 - rx - 1} 44Q${50 - rx} ${top + 1} 50 ${top}Q${50 + rx} ${top + 1} ${50 + rx + 1} 44Q50 ${top + 6} ${50 - rx - 1} 44Z" fill="${colour}"/>`,
        `<circle cx="50" cy="${top - 5}" r="${r.int(6, 8)}" fill="${colour}"/>`,
      );
      break;
    case 3: {
      const curls = ngon(10, 50, 40, rx + 1, 180, 0.9)
        .filter(([, y]) => y < 39)
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r.int(5, 7)}"/>`);
      a.add(`<g fill="${colour}">${curls.join("")}<ellipse cx="50" cy="${top + 4}" rx="${rx}" ry="8"/></g>`);
      break;
    }
    case 5:
      a.add(
        `<path d="M${50 - rx} 42Q${50 - rx} ${top + 1} 50 ${top + 1}Q${50 + rx} ${top + 1} ${50 + rx} 42Q50 ${top + 5} ${50 - rx} 42Z" fill="${colour}" opacity=".75"/>`,
      );
      break;
    default:
      // a beanie in a brand colour
      a.add(
        `<path d="M${50 - rx - 2} 40Q${50 - rx} ${top - 4} 50 ${top - 5}Q${50 + rx} ${top - 4} ${50 + rx + 2} 40Z" fill="${hsl(r.pick([252, 188, 330, 18]), 70, 55)}"/>`,
      );
      a.add(`<rect x="${50 - rx - 3}" y="37" width="${2 * rx + 6}" height="6" rx="3" fill="${hsl(r.pick([252, 188, 330, 18]), 60, 40)}"/>`);
  }
}

function clothes(a: Art, r: Rand, skin: string, rim: string) {
  const hue = r.int(0, 359);
  const lit = hsl(hue, r.int(20, 60), r.int(28, 52));
  const shade = hsl(hue, 40, 20);
  a.solid(`<path d="M12 100Q14 77 36 72H64Q86 77 88 100Z"/>`, lit, shade, 58, rim);
  switch (r.int(0, 3)) {
    case 0:
      a.add(`<path d="M41 72L50 84L59 72Z" fill="${skin}"/>`);
      break;
    case 1:
      a.add(
        `<path d="M36 72Q50 80 64 72L60 70H40Z" fill="${shade}"/>`,
        `<path d="M45 78v10M55 78v10" stroke="#e9e5ff" stroke-width="1.2" stroke-linecap="round"/>`,
      );
      break;
    case 2:
      a.add(`<path d="M42 71L50 80L44 84L38 74ZM58 71L50 80L56 84L62 74Z" fill="#f4f1ff"/>`);
      break;
    default:
      a.add(`<rect x="41" y="64" width="18" height="11" rx="4" fill="${shade}"/>`);
  }
}

/** A member's portrait as an SVG. */
export function portraitSvg(name: string, title: string): string {
  const r = rand(`team:${name}`);
  const hue = roleHue(title);
  const ring = hsl(hue, 90, 62);
  const a = new Art();
  a.add(`<rect width="100" height="100" fill="${hsl(hue, 45, 14)}"/>`);
  a.add(`<path d="${poly(ngon(5, 50, 50, 44, -90 + r.int(-12, 12)))}" fill="${hsl(hue, 50, 28)}"/>`);
  a.add(`<g fill="${ring}" opacity=".8">${spark(r.int(16, 26), r.int(20, 30), 2.4)}${spark(r.int(74, 84), r.int(24, 36), 1.8)}</g>`);
  const [skin, skinShade] = r.pick(SKIN);
  const rim = r.pick(RIMS);
  const rx = r.int(14, 16);
  const hairColour = r.chance(0.15) ? r.pick(HAIR.slice(6)) : r.pick(HAIR.slice(0, 6));
  const style = r.int(0, 6);
  hair(a, r, hairColour, rx, true, style);
  a.add(`<rect x="44" y="58" width="12" height="16" fill="${skinShade}"/>`);
  clothes(a, r, skinShade, rim);
  a.add(`<g fill="${skinShade}"><ellipse cx="${50 - rx}" cy="48" rx="3" ry="4"/><ellipse cx="${50 + rx}" cy="48" rx="3" ry="4"/></g>`);
  a.solid(`<ellipse cx="50" cy="46" rx="${rx}" ry="${r.int(17, 19)}"/>`, skin, skinShade, 56, rim);
  hair(a, r, hairColour, rx, false, style);
  const dx = r.int(5, 7);
  a.add(`<g fill="${NIGHT}"><circle cx="${50 - dx}" cy="48" r="1.9"/><circle cx="${50 + dx}" cy="48" r="1.9"/></g>`);
  a.add(`<g fill="#fff"><circle cx="${50 - dx - 0.6}" cy="47.3" r=".6"/><circle cx="${50 + dx - 0.6}" cy="47.3" r=".6"/></g>`);
  a.add(`<path d="M${50 - dx - 2.5} ${43 - r.int(0, 1)}h5M${50 + dx - 2.5} 43h5" stroke="${hairColour}" stroke-width="1.4" stroke-linecap="round"/>`);
  if (r.chance(0.3)) a.add(`<path d="M40 ${54}Q50 ${70} 60 54Q56 62 50 62Q44 62 40 54Z" fill="${hairColour}"/>`);
  a.add(`<path d="M${47} 56q3 ${r.int(2, 3)} 6 0" fill="none" stroke="${NIGHT}" stroke-width="1.3" stroke-linecap="round"/>`);
  if (r.chance(0.3))
    a.add(
      `<g fill="none" stroke="${NIGHT}" stroke-width="1.2"><circle cx="${50 - dx}" cy="48" r="4"/><circle cx="${50 + dx}" cy="48" r="4"/><path d="M${50 - dx + 4} 48h${2 * dx - 8}"/></g>`,
    );
  if (r.chance(0.25)) a.add(`<circle cx="${50 - rx}" cy="53" r="1.3" fill="#ffc24b"/>`);
  a.add(
    `<circle cx="50" cy="50" r="47" fill="none" stroke="${ring}" stroke-width="2"/>`,
    `<circle cx="50" cy="50" r="44.2" fill="none" stroke="${ring}" stroke-opacity=".4" stroke-width=".8"/>`,
  );
  return a.svg();
}
