/**
 * The five airdrop badges, one scene each, written to public/badges/<type>.svg (npm run
 * generate:art). Each tier reads higher than the last: a steel-and-bronze medallion, a green
 * crystal, a faceted cyan gem, a violet shield under a gold crown, a radiant gold star. No sky: a
 * badge sits on a card or on its page's stage, so only its own glow and sparks surround it.
 */
import { C, type Canvas, extrude, gem, glow, n, ngon, poly, type Pt, rim, rings, sparks, T, twinkle as kitTwinkle, type Tone } from "./kit";
import type { Scene } from "./scenes";

const medal = (draw: Scene["draw"]): Scene => ({ w: 160, h: 160, draw });

const BRONZE: Tone = { lit: "#D4925E", shade: "#8E5433" };
const BRONZE_DEEP = "#6A3A22";
const GREEN_DEEP = "#13704F";
const BLUE: Tone = { lit: "#3D7BFF", shade: "#1F3FA8" };

/** A four-point twinkle (a highlight on a polished face, a spark beside a badge). */
const twinkle = (x: number, y: number, r: number, color: string = C.white) => kitTwinkle(x, y, r, color, 0.22);

/** A radial gradient placed in the picture's own units (a glow or rays centred on the badge, not on a path's box). */
function radialAt(c: Canvas, cx: number, cy: number, r: number, color: string, alpha: number) {
  const id = c.id();
  c.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"><stop offset=".2" stop-color="${color}" stop-opacity="${alpha}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** A face split down its middle: the left part lit, the right part in shadow (the kit's two-tone rule). */
const split = (p: readonly Pt[], left: readonly Pt[], t: Tone) => poly(p, t.shade) + poly(left, t.lit);

/** A hexagonal crystal standing on (x, y): a pointed prism, its left face lit, its right face dark, leaning by `tilt` degrees. */
function crystal(x: number, y: number, w: number, h: number, tilt: number, t: Tone) {
  const hw = w / 2;
  const tip = h + w * 0.8;
  const outline: Pt[] = [
    [-hw, 0],
    [-hw, -h],
    [0, -tip],
    [hw, -h],
    [hw, 0],
  ];
  const left: Pt[] = [
    [-hw, 0],
    [-hw, -h],
    [0, -tip],
    [-hw * 0.1, 0],
  ];
  const facet: Pt[] = [
    [-hw * 0.55, -h * 0.15],
    [-hw * 0.55, -h * 0.92],
    [-hw * 0.2, -h - w * 0.25],
    [-hw * 0.2, -h * 0.1],
  ];
  return (
    `<g transform="translate(${n(x)} ${n(y)})rotate(${tilt})">` +
    split(outline, left, t) +
    poly(facet, C.white, ` opacity=".28"`) +
    rim(outline, C.cyan, 1.5) +
    `</g>`
  );
}

/** A five-point star: each arm split along its ridge into a lit half and a shadow half. */
function star(cx: number, cy: number, r: number, inner: number, t: Tone) {
  const outer = ngon(cx, cy, r);
  const ins = ngon(cx, cy, inner, 5, -54);
  const c: Pt = [cx, cy];
  let out = "";
  for (let i = 0; i < 5; i++) {
    out += poly([c, ins[(i + 4) % 5]!, outer[i]!], t.lit) + poly([c, outer[i]!, ins[i]!], t.shade);
  }
  const outline = outer.flatMap((p, i) => [p, ins[i]!]);
  return out + rim(outline, C.white, 1.5);
}

/** A star's outline (for its drop shadow). */
const starOutline = (cx: number, cy: number, r: number, inner: number) => {
  const ins = ngon(cx, cy, inner, 5, -54);
  return ngon(cx, cy, r).flatMap((p, i) => [p, ins[i]!]);
};

export const badgeScenes: Record<string, Scene> = {
  // a plain medal: a steel pentagon rim around a bronze face, on two ribbon tails
  common: medal((c) => {
    const face = ngon(80, 70, 40);
    const inner = ngon(80, 70, 30);
    const [top, , br, bl] = inner;
    const mid: Pt = [(br![0] + bl![0]) / 2, (br![1] + bl![1]) / 2];
    return (
      glow(c, 80, 76, 72, C.steel, 0.35) +
      sparks(c, 6, 150, [C.white, C.steel]) +
      poly(
        [
          [60, 92],
          [48, 148],
          [60, 140],
          [70, 150],
          [80, 98],
        ],
        T.dusk.lit,
      ) +
      poly(
        [
          [100, 92],
          [112, 148],
          [100, 140],
          [90, 150],
          [80, 98],
        ],
        T.dusk.shade,
      ) +
      extrude(face, 4, 5, T.steel, C.cyan) +
      split(inner, [top!, mid, bl!, inner[4]!], BRONZE) +
      poly(ngon(80, 72, 13), BRONZE_DEEP, ` opacity=".55"`) +
      poly(ngon(79, 70, 13), BRONZE.lit) +
      rim(ngon(79, 70, 13), "#FFE2C2", 1.5) +
      rim(inner, "#F6C9A0", 1.5)
    );
  }),

  // a cluster of green crystals growing from a hexagon slab
  uncommon: medal(
    (c) =>
      glow(c, 80, 84, 74, C.mint, 0.45) +
      sparks(c, 8, 120, [C.white, C.mint, C.cyan]) +
      extrude(ngon(80, 126, 48, 6, 0, 0.34), 0, 10, T.dusk, C.cyan) +
      crystal(56, 128, 22, 26, -24, { lit: C.mint, shade: GREEN_DEEP }) +
      crystal(106, 128, 24, 34, 22, { lit: C.mint, shade: GREEN_DEEP }) +
      crystal(80, 132, 34, 52, 0, T.mint) +
      crystal(95, 134, 14, 14, 12, { lit: "#7FF0C4", shade: GREEN_DEEP }) +
      twinkle(68, 52, 7),
  ),

  // a brilliant-cut gem, its facets cyan to deep blue, inside a hexagon halo
  rare: medal((c) => {
    const y0 = 48; // the table
    const y1 = 70; // the girdle
    const tip: Pt = [80, 134];
    const t = [56, 80, 104].map((x) => [x, y0] as Pt);
    const g = [30, 64, 96, 130].map((x) => [x, y1] as Pt);
    const crown = [
      [g[0]!, t[0]!, g[1]!, "#8BEFFC"],
      [t[0]!, g[1]!, t[1]!, C.cyan],
      [g[1]!, t[1]!, g[2]!, "#5FE3F5"],
      [t[1]!, g[2]!, t[2]!, C.cyanShade],
      [g[2]!, t[2]!, g[3]!, BLUE.lit],
    ] as const;
    const pavilion = [
      [g[0]!, g[1]!, C.cyan],
      [g[1]!, g[2]!, BLUE.lit],
      [g[2]!, g[3]!, BLUE.shade],
    ] as const;
    const outline: Pt[] = [g[0]!, t[0]!, t[2]!, g[3]!, tip];
    return (
      glow(c, 80, 84, 78, C.cyan, 0.5) +
      `<path d="M${ngon(80, 86, 66, 6, -90)
        .map(([x, y]) => `${n(x)} ${n(y)}`)
        .join(" ")}z" fill="none" stroke="${C.cyan}" stroke-width="2" opacity=".5"/>` +
      sparks(c, 10, 150, [C.white, C.cyan]) +
      poly(outline.map(([x, y]) => [x + 3, y + 4] as Pt), "#10245E", ` opacity=".7"`) +
      crown.map(([a, b, d, col]) => poly([a, b, d], col)).join("") +
      pavilion.map(([a, b, col]) => poly([a, b, tip], col)).join("") +
      poly([t[0]!, t[2]!, [96, 54], [64, 54]], C.white, ` opacity=".35"`) +
      rim(outline, C.white, 2) +
      twinkle(46, 62, 9) +
      twinkle(116, 108, 5, C.cyan)
    );
  }),

  // a violet shield under a gold crown with violet gems on its points
  royal: medal((c) => {
    const shield: Pt[] = [
      [40, 62],
      [120, 62],
      [118, 104],
      [80, 142],
      [42, 104],
    ];
    const shieldLeft: Pt[] = [
      [40, 62],
      [80, 62],
      [80, 142],
      [42, 104],
    ];
    const crown: Pt[] = [
      [44, 66],
      [38, 28],
      [60, 46],
      [80, 20],
      [100, 46],
      [122, 28],
      [116, 66],
    ];
    const crownLeft: Pt[] = [
      [44, 66],
      [38, 28],
      [60, 46],
      [80, 20],
      [80, 66],
    ];
    return (
      glow(c, 80, 80, 76, C.violet, 0.6) +
      glow(c, 80, 40, 40, C.gold, 0.35) +
      sparks(c, 10, 150, [C.white, C.gold, C.violet]) +
      poly(
        shield.map(([x, y]) => [x + 4, y + 5] as Pt),
        C.violetShade,
      ) +
      split(shield, shieldLeft, { lit: C.violet, shade: C.violetDeep }) +
      rim(shield, C.magenta, 2) +
      poly(
        [
          [54, 74],
          [106, 74],
          [104, 100],
          [80, 126],
          [56, 100],
        ],
        C.violetShade,
        ` opacity=".7"`,
      ) +
      gem(80, 98, 15, T.gold) +
      poly(
        crown.map(([x, y]) => [x + 3, y + 4] as Pt),
        C.goldShade,
      ) +
      split(crown, crownLeft, T.gold) +
      `<path d="M44 58h72v10h-72z" fill="${C.goldShade}"/><path d="M44 58h36v10h-36z" fill="#FFD57F"/><path d="M56 63h0M104 63h0" stroke="${C.magenta}" stroke-width="5" stroke-linecap="round"/>` +
      rim(crown, C.white, 1.5) +
      gem(38, 26, 6, T.violet) +
      gem(80, 18, 7, T.magenta) +
      gem(122, 26, 6, T.violet)
    );
  }),

  // the highest: a gold star-pentagon in a burst of gold and magenta rays
  ascended: medal((c) => {
    let gold = "";
    let pink = "";
    for (let i = 0; i < 10; i++) {
      const a = ((-90 + i * 36) * Math.PI) / 180;
      const w = 0.09;
      const len = i % 2 ? 70 : 80;
      const ray = `M80 82L${n(80 + len * Math.cos(a - w))} ${n(82 + len * Math.sin(a - w))}L${n(80 + len * Math.cos(a + w))} ${n(82 + len * Math.sin(a + w))}z`;
      if (i % 2) pink += ray;
      else gold += ray;
    }
    return (
      glow(c, 80, 82, 80, C.magenta, 0.45) +
      `<path d="${gold}" fill="${radialAt(c, 80, 82, 80, C.gold, 0.9)}"/><path d="${pink}" fill="${radialAt(c, 80, 82, 70, C.magenta, 0.9)}"/>` +
      glow(c, 80, 82, 50, C.gold, 0.55) +
      rings(80, 82, 58, C.magenta, 2) +
      sparks(c, 12, 160, [C.white, C.gold, C.magenta]) +
      poly(
        starOutline(80, 82, 50, 24).map(([x, y]) => [x + 3, y + 4] as Pt),
        C.magentaShade,
      ) +
      star(80, 82, 50, 24, T.gold) +
      gem(80, 83, 15, T.magenta) +
      twinkle(54, 50, 8) +
      twinkle(114, 118, 6, C.gold)
    );
  }),
};
