/**
 * One scene per picture: each composes the kit's primitives around its own subject. A scene's
 * name is its file name under public/media/ (npm run generate:art writes them).
 */
import {
  arrow,
  badge,
  beam,
  box,
  C,
  type Canvas,
  type Tone,
  card,
  coin,
  confetti,
  cube,
  extrude,
  gem,
  glow,
  hero,
  hexGround,
  island,
  link,
  n,
  ngon,
  pet,
  poly,
  rings,
  rocket,
  screen,
  server,
  shards,
  signal,
  sky,
  sparks,
  stall,
  T,
  tree,
} from "./kit";

export interface Scene {
  w: number;
  h: number;
  draw: (c: Canvas) => string;
}

/** Horizon hues: each picture shifts the night sky towards its own. */
const H = {
  violet: "#3B2481",
  teal: "#0F3D5E",
  magenta: "#4A1747",
  ember: "#4A2030",
  mint: "#0E4440",
  indigo: "#1E2A6E",
  plum: "#35195C",
};

const card16 = (draw: Scene["draw"]): Scene => ({ w: 640, h: 360, draw });
const icon = (draw: Scene["draw"]): Scene => ({ w: 96, h: 96, draw });

/** An app icon's tile: a rounded square with its own gradient and glow. */
const tile = (c: Canvas, hue: string, glowCol: string) =>
  `<rect width="96" height="96" rx="22" fill="${c.linear([
    [0, C.surface],
    [1, hue],
  ])}"/>${glow(c, 48, 52, 40, glowCol, 0.45)}`;

/** A crowd's heads seen from behind, along the bottom edge. */
const crowd = (c: Canvas, y: number, count: number, tones = [T.night, T.dusk]) => {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * c.w + (c.rng() - 0.5) * 20;
    const t = tones[i % tones.length]!;
    const r = 16 + c.rng() * 6;
    out += `<rect x="${n(x - r * 1.2)}" y="${n(y)}" width="${n(r * 2.4)}" height="${n(c.h - y + 4)}" rx="${n(r)}" fill="${t.shade}"/>${poly(ngon(x, y - r * 0.5, r), t.lit)}`;
  }
  return out;
};

/** A cinema seat row (backs of seats), in front of a screen. */
const seats = (c: Canvas, y: number, count: number, tone: Tone = T.magenta) => {
  let out = "";
  const w = c.w / count;
  for (let i = 0; i < count; i++) out += box(i * w + 6, y, w - 14, c.h - y, tone, 10, 4, null);
  return out;
};

/** A window-lit tower (Hexagon City, the skyline behind a hero). */
const tower = (c: Canvas, x: number, base: number, w: number, h: number, t: Tone = T.night, lights: string = C.cyan) => {
  let win = "";
  for (let y = base - h + 14; y < base - 14; y += 18)
    for (let xx = x + 8; xx < x + w - 10; xx += 14) if (c.rng() < 0.4) win += `M${Math.round(xx)} ${Math.round(y)}h6v8h-6z`;
  return box(x, base - h, w, h, t, 4, 8) + (win ? `<path d="${win}" fill="${lights}" opacity=".8"/>` : "");
};

export const scenes: Record<string, Scene> = {
  // ---- events ----
  "event-badge-season": card16(
    (c) =>
      sky(c, H.violet) +
      glow(c, 320, 150, 220, C.gold, 0.45) +
      sparks(c, 22) +
      hexGround(c, 250) +
      extrude(ngon(200, 262, 46, 6, 0, 0.4), 0, 36, T.dusk) +
      extrude(ngon(320, 232, 54, 6, 0, 0.4), 0, 66, T.violet) +
      extrude(ngon(440, 272, 42, 6, 0, 0.4), 0, 24, T.dusk) +
      badge(200, 196, 30, T.cyan) +
      badge(320, 150, 40, T.gold) +
      badge(440, 212, 26, T.mint) +
      beam(c, 320, 0, 250, 390, 230, C.gold, 0.25),
  ),
  "event-pets-tournament": card16(
    (c) =>
      sky(c, H.magenta) +
      glow(c, 320, 190, 200, C.magenta, 0.5) +
      sparks(c, 18) +
      hexGround(c, 240, T.night, C.magenta) +
      `<ellipse cx="320" cy="288" rx="230" ry="40" fill="none" stroke="${C.gold}" stroke-width="3" opacity=".7"/>` +
      pet(c, 200, 290, 2.2, T.cyan) +
      pet(c, 440, 290, 2.2, T.ember, { flip: true }) +
      poly(
        [
          [330, 120],
          [300, 190],
          [322, 190],
          [306, 246],
          [348, 172],
          [326, 172],
          [344, 120],
        ],
        C.gold,
      ),
  ),
  "event-chain-week": card16((c) => {
    let chain = "";
    const at = (i: number) => [120 + i * 100, 200 - Math.sin((i / 4) * Math.PI) * 70] as const;
    for (let i = 0; i < 4; i++) chain += link(at(i), at(i + 1), C.cyan, false);
    for (let i = 0; i < 5; i++) chain += cube(at(i)[0], at(i)[1] - 20, 28, i % 2 ? T.violet : T.cyan);
    return (
      sky(c, H.teal) +
      glow(c, 320, 150, 240, C.cyan, 0.4) +
      sparks(c, 20) +
      shards(c, 290, T.dusk, 8) +
      chain +
      coin(320, 74, 22) +
      coin(360, 96, 16) +
      coin(280, 98, 14)
    );
  }),

  // ---- home news ----
  "news-validators": card16(
    (c) =>
      sky(c, H.mint) +
      glow(c, 320, 90, 160, C.mint, 0.5) +
      sparks(c, 16, 140) +
      hexGround(c, 250) +
      link([160, 150], [320, 80]) +
      link([480, 150], [320, 80]) +
      link([320, 170], [320, 80]) +
      server(120, 150, 80, 130) +
      server(440, 150, 80, 130) +
      server(280, 170, 80, 110, T.dusk) +
      gem(320, 74, 30, T.mint),
  ),
  "news-new-hero": card16(
    (c) =>
      sky(c, H.plum) +
      glow(c, 320, 160, 200, C.gold, 0.5) +
      beam(c, 180, 0, 260, 360, 300, C.white, 0.2) +
      beam(c, 460, 0, 280, 380, 300, C.white, 0.2) +
      sparks(c, 20) +
      card(150, 70, 110, 160, -14, C.violetDeep) +
      card(380, 70, 110, 160, 14, C.magentaShade, T.steel) +
      extrude(ngon(320, 280, 80, 6, 0, 0.35), 0, 30, T.dusk) +
      rings(320, 170, 120, C.gold, 2) +
      hero(c, 320, 282, 1.55, { tone: T.gold, cape: C.magenta, raise: true, prop: "sword", ears: "crest" }),
  ),
  "news-gunnies-store": card16(
    (c) =>
      sky(c, H.indigo) +
      glow(c, 330, 180, 200, C.magenta, 0.45) +
      sparks(c, 16) +
      hexGround(c, 262, T.night, C.magenta) +
      stall(300, 90, 250, 180, T.magenta) +
      gem(360, 166, 18, T.cyan) +
      gem(420, 166, 18, T.gold) +
      gem(480, 166, 18, T.mint) +
      hero(c, 200, 300, 1.45, { tone: T.steel, ears: "bunny", prop: "blaster", raise: true, visor: C.night, eyes: C.magenta }),
  ),
  "news-newsletter-recap": card16(
    (c) =>
      sky(c, H.violet) +
      glow(c, 320, 150, 200, C.violet, 0.6) +
      sparks(c, 20) +
      shards(c, 290) +
      badge(250, 92, 22, T.cyan) +
      badge(320, 66, 26, T.gold) +
      badge(390, 92, 22, T.mint) +
      confetti(c, 14, 150) +
      box(210, 150, 220, 130, T.steel, 10, 10) +
      poly(
        [
          [210, 156],
          [320, 232],
          [430, 156],
          [430, 280],
          [210, 280],
        ],
        C.white,
      ) +
      poly(
        [
          [210, 280],
          [310, 212],
          [330, 212],
          [430, 280],
        ],
        C.steel,
      ),
  ),
  "news-summit-live": card16(
    (c) =>
      sky(c, H.ember) +
      glow(c, 320, 120, 220, C.ember, 0.45) +
      screen(c, 200, 34, 240, 130, C.ember, false) +
      signal(248, 98, 14, C.white) +
      `<circle cx="230" cy="98" r="9" fill="${C.magenta}"/>` +
      beam(c, 120, 0, 250, 340, 280, C.gold, 0.25) +
      beam(c, 520, 0, 300, 390, 280, C.gold, 0.25) +
      box(120, 230, 400, 30, T.dusk, 6, 10) +
      hero(c, 330, 232, 1.05, { tone: T.cyan, prop: "mic", ears: "penta" }) +
      crowd(c, 300, 9),
  ),
  "news-pets-400k": card16((c) => {
    let pets = "";
    const tones = [T.cyan, T.magenta, T.gold, T.mint, T.ember, T.violet];
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 5 + row; i++) {
        const x = ((i + 0.5) / (5 + row)) * 640 + (row % 2 ? 0 : 20);
        pets += pet(c, x, 200 + row * 60, 1 + row * 0.35, tones[(i + row) % tones.length]!, { flip: (i + row) % 2 === 1 });
      }
    return sky(c, H.mint) + glow(c, 320, 110, 240, C.gold, 0.4) + confetti(c, 30, 170) + sparks(c, 10, 120) + hexGround(c, 180, T.night, C.mint) + pets;
  }),
  "news-testnet": card16(
    (c) =>
      sky(c, H.indigo) +
      glow(c, 320, 200, 200, C.cyan, 0.4) +
      sparks(c, 26, 200) +
      hexGround(c, 268) +
      `<path d="M250 290V120M390 290V120M250 150H390M250 210H390M250 150L390 210M390 150L250 210" stroke="${C.steelShade}" stroke-width="5" fill="none"/>` +
      extrude(ngon(320, 286, 90, 6, 0, 0.3), 0, 14, T.steel) +
      rocket(c, 320, 250, 1.8) +
      cube(150, 250, 22, T.violet) +
      cube(110, 272, 18, T.cyan) +
      cube(500, 256, 22, T.mint),
  ),

  // ---- chain news ----
  "chain-news-validators": card16((c) => {
    const shield = [
      [320, 60],
      [410, 96],
      [396, 210],
      [320, 270],
      [244, 210],
      [230, 96],
    ] as const;
    let nodes = "";
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + 0.3;
      const p = [320 + Math.cos(a) * 210, 170 + Math.sin(a) * 110] as const;
      nodes += link(p, [320, 170], C.cyan) + gem(p[0], p[1], 16, i % 2 ? T.cyan : T.violet);
    }
    return sky(c, H.teal) + glow(c, 320, 170, 200, C.cyan, 0.45) + sparks(c, 20) + nodes + extrude(shield, 10, 8, T.violet) + gem(320, 160, 40, T.mint);
  }),
  "chain-news-gas-token": card16(
    (c) =>
      sky(c, H.ember) +
      glow(c, 320, 150, 190, C.ember, 0.55) +
      sparks(c, 18, 180, [C.gold, C.ember, C.white]) +
      shards(c, 292, T.dusk) +
      extrude(ngon(320, 270, 90, 5, -90, 0.35), 0, 22, T.night) +
      coin(320, 200, 56) +
      `<path d="M320 40C356 80 366 110 350 140C346 122 338 114 330 110C334 130 326 146 320 150C304 140 296 120 304 96C292 106 286 118 288 132C270 100 292 70 320 40z" fill="${C.ember}"/>` +
      `<path d="M320 86C336 104 338 124 328 140C324 144 316 144 312 140C304 126 308 106 320 86z" fill="${C.gold}"/>`,
  ),
  "chain-news-bridge-upgrade": card16(
    (c) =>
      sky(c, H.indigo) +
      glow(c, 320, 150, 230, C.violet, 0.5) +
      sparks(c, 26) +
      island(110, 230, 100) +
      island(530, 230, 100, T.cyan) +
      `<path d="M150 220Q320 60 490 220" fill="none" stroke="${C.steelShade}" stroke-width="16"/><path d="M150 214Q320 54 490 214" fill="none" stroke="${C.steel}" stroke-width="6"/>` +
      `<path d="M196 154h60M206 172h40M196 190h50" stroke="${C.cyan}" stroke-width="4" stroke-linecap="round" opacity=".8"/>` +
      cube(300, 118, 22, T.gold) +
      tree(90, 220, 60) +
      tree(560, 220, 52, T.violet),
  ),
  "chain-news-zkevm-cinema": card16(
    (c) =>
      sky(c, H.plum) +
      glow(c, 320, 130, 240, C.violet, 0.5) +
      screen(c, 120, 30, 400, 190, C.violet, false) +
      cube(260, 100, 26, T.cyan) +
      cube(320, 80, 30, T.violet) +
      cube(380, 100, 26, T.magenta) +
      beam(c, 320, 360, 120, 520, 200, C.cyan, 0.12) +
      seats(c, 270, 7, T.dusk) +
      `<g transform="translate(320 250)">${box(-70, -34, 140, 56, T.steel, 24, 8)}<rect x="-58" y="-24" width="116" height="32" rx="14" fill="${C.night}"/><circle cx="-26" cy="-8" r="9" fill="${C.cyan}"/><circle cx="26" cy="-8" r="9" fill="${C.cyan}"/></g>`,
  ),
  "chain-news-streaming": card16(
    (c) =>
      sky(c, H.magenta) +
      glow(c, 360, 140, 200, C.magenta, 0.5) +
      sparks(c, 16) +
      hexGround(c, 270, T.night, C.magenta) +
      screen(c, 300, 50, 260, 160, C.magenta) +
      `<rect x="410" y="218" width="40" height="50" fill="${C.steelShade}"/><rect x="370" y="262" width="120" height="12" rx="6" fill="${C.steel}"/>` +
      signal(560, 80, 22, C.cyan) +
      hero(c, 190, 300, 1.5, { tone: T.cyan, prop: "controller", ears: "cat", mood: "happy" }),
  ),
  "chain-news-testnet": card16((c) => {
    let stack = "";
    const spots: [number, number, keyof typeof T][] = [
      [390, 250, "violet"],
      [446, 250, "cyan"],
      [502, 250, "violet"],
      [418, 186, "mint"],
      [474, 186, "violet"],
      [446, 122, "gold"],
    ];
    for (const [x, y, t] of spots) stack += cube(x, y, 28, T[t]);
    return (
      sky(c, H.teal) +
      glow(c, 420, 170, 220, C.cyan, 0.4) +
      sparks(c, 22) +
      hexGround(c, 270) +
      `<path d="M120 290V70H340M330 70V130" stroke="${C.gold}" stroke-width="8" fill="none"/><path d="M120 90L150 70" stroke="${C.goldShade}" stroke-width="6"/>` +
      cube(330, 150, 16, T.ember) +
      stack +
      hero(c, 220, 300, 1.3, { tone: T.ember, prop: "hammer", ears: "antenna", raise: true, cape: C.cyan })
    );
  }),

  // ---- games ----
  "game-penta-pets": card16(
    (c) =>
      sky(c, H.mint) +
      glow(c, 320, 170, 220, C.mint, 0.45) +
      sparks(c, 18) +
      island(320, 250, 220) +
      tree(170, 250, 70) +
      tree(480, 246, 58, T.cyan) +
      pet(c, 260, 262, 1.9, T.gold) +
      pet(c, 380, 268, 1.5, T.magenta, { flip: true }) +
      `<circle cx="322" cy="172" r="14" fill="${C.cyan}"/><path d="M308 172h28" stroke="${C.white}" stroke-width="3"/>`,
  ),
  "game-gunnies": card16((c) => {
    let targets = "";
    for (const [x, y, r] of [
      [470, 110, 30],
      [550, 180, 24],
      [450, 220, 20],
    ] as const)
      targets += `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}"/><circle cx="${x}" cy="${y}" r="${r * 0.66}" fill="${C.magenta}"/><circle cx="${x}" cy="${y}" r="${r * 0.3}" fill="${C.white}"/>`;
    return (
      sky(c, H.magenta) +
      glow(c, 260, 170, 200, C.magenta, 0.5) +
      sparks(c, 20) +
      hexGround(c, 262, T.night, C.magenta) +
      targets +
      `<path d="M300 150L440 118" stroke="${C.cyan}" stroke-width="5" stroke-linecap="round"/><path d="M330 175L426 218" stroke="${C.gold}" stroke-width="4" stroke-linecap="round"/>` +
      hero(c, 220, 300, 1.6, { tone: T.steel, ears: "bunny", prop: "blaster", eyes: C.magenta, cape: C.magenta })
    );
  }),
  "game-barkincraft": card16(
    (c) =>
      sky(c, H.indigo) +
      glow(c, 330, 170, 220, C.gold, 0.4) +
      sparks(c, 16) +
      hexGround(c, 256, T.night, C.gold) +
      cube(420, 240, 30, T.ember, C.mint) +
      cube(480, 240, 30, T.ember, C.mint) +
      cube(450, 188, 30, T.gold) +
      cube(540, 240, 30, T.ember, C.mint) +
      tree(110, 270, 90) +
      hero(c, 280, 300, 1.55, { tone: T.gold, ears: "dog", prop: "hammer", raise: true, mood: "happy" }),
  ),
  "game-bcsh": card16(
    (c) =>
      sky(c, H.plum) +
      glow(c, 320, 130, 220, C.gold, 0.45) +
      sparks(c, 22) +
      tower(c, 30, 360, 80, 200) +
      tower(c, 120, 360, 70, 150, T.dusk, C.magenta) +
      tower(c, 460, 360, 70, 170, T.dusk, C.gold) +
      tower(c, 540, 360, 80, 220) +
      box(230, 270, 180, 90, T.steel, 6, 10) +
      hero(c, 320, 272, 1.7, { tone: T.magenta, cape: C.violetDeep, raise: true, ears: "crest", visor: C.night, eyes: C.gold }),
  ),
  "game-ether-fantasy": card16(
    (c) =>
      sky(c, "#1A2354") +
      `<circle cx="500" cy="80" r="40" fill="${C.white}" opacity=".9"/><circle cx="520" cy="70" r="36" fill="#1A2354" opacity=".6"/>` +
      sparks(c, 28) +
      glow(c, 280, 180, 220, C.violet, 0.5) +
      island(280, 250, 210, T.dusk, T.night) +
      extrude(
        [
          [200, 248],
          [200, 130],
          [230, 100],
          [260, 130],
          [260, 248],
        ],
        12,
        6,
        T.violet,
      ) +
      extrude(
        [
          [300, 248],
          [300, 100],
          [335, 60],
          [370, 100],
          [370, 248],
        ],
        12,
        6,
        T.violet,
      ) +
      `<rect x="320" y="120" width="30" height="40" rx="15" fill="${C.gold}"/><rect x="218" y="150" width="24" height="30" rx="12" fill="${C.gold}"/>` +
      hero(c, 450, 300, 1.25, { tone: T.cyan, ears: "hood", prop: "staff", visor: C.night, eyes: C.gold }),
  ),

  // ---- IPs ----
  "ip-superheroes": card16(
    (c) =>
      sky(c, H.violet) +
      glow(c, 320, 160, 260, C.magenta, 0.45) +
      sparks(c, 22) +
      hexGround(c, 256) +
      hero(c, 170, 290, 1.3, { tone: T.cyan, cape: C.violetDeep, ears: "antenna" }) +
      hero(c, 470, 290, 1.3, { tone: T.mint, cape: C.gold, ears: "cat", flip: true }) +
      hero(c, 320, 300, 1.6, { tone: T.magenta, cape: C.gold, raise: true, ears: "crest" }),
  ),
  "ip-studio": card16(
    (c) =>
      sky(c, H.ember) +
      glow(c, 320, 170, 220, C.ember, 0.45) +
      sparks(c, 16) +
      hexGround(c, 268, T.night, C.ember) +
      `<circle cx="270" cy="120" r="40" fill="${C.steelShade}"/><circle cx="360" cy="110" r="50" fill="${C.steelShade}"/><circle cx="270" cy="120" r="14" fill="${C.night}"/><circle cx="360" cy="110" r="18" fill="${C.night}"/>` +
      box(220, 160, 180, 100, T.steel, 10, 10) +
      poly(
        [
          [410, 190],
          [470, 160],
          [470, 260],
          [410, 230],
        ],
        C.steelShade,
      ) +
      `<circle cx="300" cy="210" r="30" fill="${C.night}"/><circle cx="300" cy="210" r="18" fill="${C.cyan}"/><circle cx="294" cy="204" r="6" fill="${C.white}"/>` +
      `<rect x="300" y="260" width="10" height="40" fill="${C.steelShade}"/>` +
      beam(c, 470, 210, 620, 640, 30, C.gold, 0.3) +
      `<g transform="rotate(-12 120 240)"><rect x="70" y="220" width="110" height="70" rx="6" fill="${C.night}"/><path d="M70 208h110v16H70z" fill="${C.white}"/><path d="M86 208l14 16h16l-14-16zM122 208l14 16h16l-14-16zM158 208l14 16h8v-10l-6-6z" fill="${C.night}"/></g>`,
  ),
  "ip-market": card16(
    (c) =>
      sky(c, H.teal) +
      glow(c, 320, 160, 220, C.gold, 0.4) +
      sparks(c, 14) +
      hexGround(c, 270, T.night, C.gold) +
      stall(180, 80, 280, 190, T.cyan) +
      card(230, 118, 48, 70, -8, C.violetDeep) +
      card(296, 112, 48, 70, 0, C.magentaShade) +
      card(362, 118, 48, 70, 8, C.cyanShade) +
      coin(150, 280, 22) +
      coin(500, 290, 26) +
      coin(530, 260, 16),
  ),
  "ip-coming-soon": card16(
    (c) =>
      sky(c, H.plum) +
      glow(c, 320, 170, 180, C.violet, 0.7) +
      sparks(c, 30) +
      shards(c, 292) +
      rings(320, 170, 120, C.violet, 3) +
      extrude(ngon(320, 180, 70), 12, 10, T.dusk, C.magenta) +
      poly(ngon(320, 180, 40), C.night) +
      poly(ngon(320, 180, 18), C.violet),
  ),

  // ---- ecosystem apps (icons) ----
  "app-wallet": icon(
    (c) =>
      tile(c, H.violet, C.violet) +
      box(20, 30, 56, 40, T.violet, 8, 5) +
      `<rect x="52" y="42" width="26" height="16" rx="5" fill="${C.violetShade}"/><circle cx="62" cy="50" r="4" fill="${C.gold}"/>` +
      coin(40, 28, 11),
  ),
  "app-faucet": icon(
    (c) =>
      tile(c, H.teal, C.cyan) +
      box(18, 24, 44, 16, T.steel, 6, 4) +
      `<rect x="46" y="36" width="14" height="16" rx="3" fill="${C.steelShade}"/><rect x="32" y="14" width="10" height="12" rx="3" fill="${C.steel}"/>` +
      `<path d="M53 60C61 70 62 76 53 80C44 76 45 70 53 60z" fill="${C.cyan}"/>` +
      poly(ngon(53, 73, 4), C.white),
  ),
  "app-swap": icon(
    (c) =>
      tile(c, H.magenta, C.magenta) +
      coin(34, 40, 14, T.gold) +
      coin(62, 58, 14, T.cyan) +
      arrow(30, 70, 30, 6, C.magenta, 1) +
      arrow(66, 24, 30, 6, C.white, -1),
  ),
  "app-bridge": icon(
    (c) =>
      tile(c, H.indigo, C.violet) +
      `<path d="M14 66Q48 20 82 66" fill="none" stroke="${C.steel}" stroke-width="6"/><path d="M30 50V70M48 38V70M66 50V70" stroke="${C.steelShade}" stroke-width="4"/>` +
      box(8, 64, 22, 18, T.mint, 4, 3) +
      box(66, 64, 22, 18, T.cyan, 4, 3) +
      cube(48, 30, 9, T.gold),
  ),
  "app-explorer": icon(
    (c) =>
      tile(c, H.mint, C.mint) +
      cube(40, 36, 16, T.violet) +
      `<circle cx="52" cy="50" r="20" fill="${C.white}" fill-opacity=".15" stroke="${C.mint}" stroke-width="6"/><path d="M66 64L80 78" stroke="${C.mintShade}" stroke-width="9" stroke-linecap="round"/>`,
  ),

  // ---- validators ----
  "validator-one": card16(
    (c) =>
      sky(c, H.indigo) +
      glow(c, 320, 110, 200, C.gold, 0.45) +
      sparks(c, 18) +
      hexGround(c, 262) +
      server(250, 120, 140, 170) +
      cube(320, 72, 34, T.gold, C.white) +
      rings(320, 88, 90, C.gold, 2, 0.5),
  ),
  "validator-two": card16((c) => {
    let pins = "";
    for (const [x, y, t] of [
      [280, 130, T.magenta],
      [360, 160, T.cyan],
      [300, 220, T.gold],
    ] as const)
      pins += `<path d="M${x} ${y}l-12 -18a14 14 0 1 1 24 0z" fill="${t.lit}"/><circle cx="${x}" cy="${y - 24}" r="5" fill="${C.night}"/>`;
    return (
      sky(c, H.teal) +
      glow(c, 320, 180, 200, C.cyan, 0.45) +
      sparks(c, 24) +
      `<circle cx="326" cy="186" r="110" fill="${C.violetShade}"/><circle cx="320" cy="180" r="110" fill="${C.violetDeep}"/>` +
      `<path d="M250 120c30 10 40 40 20 60s-30 10-40 40M360 100c-10 30 30 40 50 30M340 250c20-30 60-20 60-50" fill="none" stroke="${C.mint}" stroke-width="14" stroke-linecap="round"/>` +
      `<ellipse cx="320" cy="180" rx="170" ry="40" fill="none" stroke="${C.cyan}" stroke-width="2" stroke-dasharray="8 6"/>` +
      `<path d="M218 118a110 110 0 0 1 80 -46" fill="none" stroke="${C.cyan}" stroke-width="3" stroke-linecap="round"/>` +
      pins +
      link([280, 106], [360, 136]) +
      link([360, 136], [300, 196])
    );
  }),

  // ---- posters ----
  penxr: card16(
    (c) =>
      sky(c, H.plum) +
      glow(c, 320, 170, 240, C.magenta, 0.45) +
      sparks(c, 24) +
      shards(c, 300) +
      `<g opacity=".9">${extrude(ngon(150, 130, 60), 8, 8, T.dusk, C.magenta)}${extrude(ngon(500, 120, 50), 8, 8, T.dusk, C.magenta)}</g>` +
      `<circle cx="150" cy="132" r="26" fill="${C.night}"/>${poly(
        [
          [142, 118],
          [166, 132],
          [142, 146],
        ],
        C.cyan,
      )}` +
      `<circle cx="500" cy="122" r="30" fill="${C.night}"/><circle cx="500" cy="122" r="6" fill="${C.gold}"/><circle cx="486" cy="110" r="5" fill="${C.gold}"/><circle cx="514" cy="134" r="5" fill="${C.gold}"/>` +
      hero(c, 320, 300, 1.7, { tone: T.violet, ears: "antenna", headset: true }),
  ),
  "penxr-screening-room": card16(
    (c) =>
      sky(c, H.violet) +
      glow(c, 320, 100, 260, C.cyan, 0.35) +
      screen(c, 100, 24, 440, 170, C.cyan, true) +
      beam(c, 320, 360, 100, 540, 190, C.white, 0.1) +
      seats(c, 250, 6, T.dusk) +
      pet(c, 120, 262, 1.3, T.gold) +
      `<g transform="translate(430 0)">${pet(c, 0, 262, 1.3, T.mint)}</g>` +
      hero(c, 230, 300, 1.1, { tone: T.magenta, ears: "cat" }) +
      hero(c, 330, 300, 1.1, { tone: T.cyan, ears: "penta" }),
  ),
  overworld: card16(
    (c) =>
      sky(c, H.teal) +
      glow(c, 470, 140, 180, C.violet, 0.55) +
      sparks(c, 20) +
      island(120, 100, 70, T.cyan) +
      island(560, 80, 50, T.violet) +
      hexGround(c, 230, T.night, C.mint) +
      tree(80, 290, 80) +
      tree(170, 260, 60, T.cyan) +
      rings(470, 170, 70, C.magenta, 3) +
      poly(ngon(470, 170, 40), C.violetShade) +
      hero(c, 340, 300, 1.3, { tone: T.mint, ears: "penta", prop: "flag", cape: C.violet }),
  ),
  "hexagon-city": card16((c) => {
    let city = "";
    for (let i = 0; i < 9; i++) {
      const x = i * 72 - 10 + c.rng() * 14;
      const h = 110 + c.rng() * 160;
      city += tower(c, x, 300, 58, h, i % 3 ? T.night : T.dusk, [C.cyan, C.magenta, C.gold][i % 3]);
      city += extrude(ngon(x + 29, 300 - h, 29, 6, 0, 0.35), 0, 6, i % 2 ? T.violet : T.cyan);
    }
    return sky(c, H.magenta) + glow(c, 320, 200, 260, C.magenta, 0.45) + sparks(c, 24, 120) + city + hexGround(c, 300, T.night, C.magenta);
  }),
  pegasus: card16((c) => {
    let bars = "";
    for (let i = 0; i < 6; i++) bars += box(120 + i * 70, 290 - (i + 1) * 28, 44, (i + 1) * 28, i % 2 ? T.violet : T.cyan, 6, 6);
    const wing = (dir: number) =>
      poly(
        [
          [320, 140],
          [320 + dir * 140, 60],
          [320 + dir * 120, 100],
          [320 + dir * 150, 110],
          [320 + dir * 110, 140],
          [320 + dir * 130, 160],
          [320 + dir * 60, 170],
        ],
        dir > 0 ? C.steel : C.white,
      );
    return sky(c, H.indigo) + glow(c, 320, 140, 220, C.gold, 0.45) + sparks(c, 20) + hexGround(c, 290) + bars + wing(-1) + wing(1) + gem(320, 150, 40, T.gold);
  }),
  "step-pets-game": card16(
    (c) =>
      sky(c, H.mint) +
      glow(c, 320, 160, 200, C.cyan, 0.5) +
      sparks(c, 18) +
      shards(c, 300) +
      box(250, 40, 140, 250, T.night, 22, 10) +
      `<rect x="262" y="60" width="116" height="200" rx="10" fill="${C.cyanShade}"/>` +
      pet(c, 320, 220, 1.9, T.gold) +
      pet(c, 470, 290, 1.2, T.magenta, { flip: true }) +
      `<path d="M200 200l-40 -20M200 240h-46M210 160l-30 -34" stroke="${C.cyan}" stroke-width="4" stroke-linecap="round"/>`,
  ),
  "step-hexr-app": card16(
    (c) =>
      sky(c, H.violet) +
      glow(c, 320, 130, 220, C.violet, 0.55) +
      sparks(c, 22) +
      rings(320, 110, 110, C.cyan, 3, 0.9) +
      extrude(ngon(320, 120, 56, 6, 0), 6, 6, T.violet, C.cyan) +
      poly(ngon(320, 120, 30, 6, 0), C.night) +
      beam(c, 320, 300, 220, 420, 120, C.cyan, 0.3) +
      box(240, 270, 160, 90, T.steel, 20, 8) +
      `<rect x="252" y="282" width="136" height="80" rx="10" fill="${C.night}"/>`,
  ),
  "step-nft-mining": card16(
    (c) =>
      sky(c, H.ember) +
      glow(c, 400, 200, 200, C.gold, 0.45) +
      sparks(c, 16) +
      hexGround(c, 262, T.night, C.gold) +
      extrude(
        [
          [340, 290],
          [380, 200],
          [440, 170],
          [510, 200],
          [560, 290],
        ],
        0,
        0,
        T.dusk,
        C.magenta,
      ) +
      gem(410, 230, 22, T.cyan) +
      gem(470, 212, 18, T.magenta) +
      gem(500, 260, 16, T.gold) +
      card(80, 130, 70, 100, -10, C.violetDeep) +
      coin(440, 110, 18) +
      coin(500, 130, 12) +
      hero(c, 250, 300, 1.4, { tone: T.ember, prop: "hammer", raise: true, ears: "penta", visor: C.night, eyes: C.gold }),
  ),

  // ---- page heroes ----
  "hero-spaces": {
    w: 960,
    h: 360,
    draw: (c) =>
      sky(c, H.violet) +
      glow(c, 480, 200, 340, C.violet, 0.55) +
      sparks(c, 40) +
      island(480, 260, 330, T.violet, T.dusk) +
      extrude(
        [
          [330, 250],
          [330, 110],
          [480, 60],
          [630, 110],
          [630, 250],
        ],
        0,
        0,
        T.night,
        C.cyan,
      ) +
      card(360, 120, 60, 84, -6, C.magentaShade) +
      card(450, 100, 60, 84, 0, C.cyanShade, T.steel) +
      card(540, 120, 60, 84, 6, C.violetDeep) +
      rings(190, 150, 60, C.cyan, 3) +
      hero(c, 300, 274, 1.2, { tone: T.cyan, ears: "bunny", mood: "happy" }) +
      hero(c, 660, 274, 1.2, { tone: T.magenta, ears: "cat", flip: true, raise: true }) +
      pet(c, 560, 274, 1, T.gold) +
      island(820, 110, 60, T.cyan) +
      tree(820, 105, 44),
  },
  "hero-chain": {
    w: 1280,
    h: 720,
    draw: (c) => {
      let blocks = "";
      const at = (i: number) => [80 + i * 160, 150 + Math.cos(i * 0.9) * 40] as const;
      for (let i = 0; i < 7; i++) blocks += link(at(i), at(i + 1), C.violetShade);
      // shown dimmed behind the hero's words: no white, so muted text stays at AA over every point
      for (let i = 0; i < 8; i++) if (i < 2 || i > 5) blocks += cube(at(i)[0], at(i)[1] - 30, 34, i % 2 ? T.violet : T.cyan, C.steel);
      return (
        sky(c, H.indigo) +
        glow(c, 140, 560, 300, C.cyan, 0.3) +
        glow(c, 1140, 560, 300, C.magenta, 0.3) +
        sparks(c, 50, 300, [C.violet, C.cyanShade, C.steel]) +
        blocks +
        hexGround(c, 560)
      );
    },
  },
  "team-crew": {
    w: 960,
    h: 360,
    draw: (c) =>
      sky(c, H.plum) +
      glow(c, 480, 170, 320, C.magenta, 0.4) +
      sparks(c, 30) +
      hexGround(c, 270) +
      screen(c, 360, 40, 240, 140, C.violet, false) +
      cube(440, 100, 20, T.cyan) +
      cube(520, 100, 20, T.magenta) +
      hero(c, 200, 310, 1.3, { tone: T.cyan, ears: "penta", prop: "card" }) +
      hero(c, 330, 316, 1.35, { tone: T.gold, ears: "dog", raise: true, mood: "happy" }) +
      hero(c, 480, 322, 1.45, { tone: T.violet, ears: "antenna", prop: "controller" }) +
      hero(c, 630, 316, 1.35, { tone: T.mint, ears: "cat", raise: true, flip: true, mood: "happy" }) +
      hero(c, 760, 310, 1.3, { tone: T.magenta, ears: "bunny", prop: "mic", flip: true }),
  },
  "not-found": {
    w: 480,
    h: 300,
    draw: (c) =>
      sky(c, H.indigo) +
      glow(c, 240, 170, 160, C.violet, 0.5) +
      sparks(c, 30, 300) +
      island(240, 230, 130, T.violet, T.dusk) +
      island(70, 90, 30, T.cyan) +
      island(420, 70, 24, T.magenta) +
      `<rect x="322" y="140" width="8" height="90" fill="${C.steelShade}"/>` +
      extrude(
        [
          [300, 150],
          [380, 160],
          [394, 176],
          [380, 190],
          [300, 180],
        ],
        4,
        4,
        T.gold,
      ) +
      extrude(
        [
          [350, 196],
          [270, 204],
          [256, 218],
          [270, 232],
          [350, 224],
        ],
        4,
        4,
        T.ember,
      ) +
      hero(c, 200, 242, 1.05, { tone: T.cyan, ears: "penta", mood: "lost", flip: true }),
  },

  // ---- Hexagon City storefront ----
  "store-pet-shop": card16(
    (c) =>
      sky(c, H.mint) +
      glow(c, 320, 170, 220, C.mint, 0.45) +
      sparks(c, 12) +
      hexGround(c, 280, T.night, C.mint) +
      stall(150, 60, 340, 220, T.mint) +
      pet(c, 250, 196, 1.2, T.gold) +
      pet(c, 330, 196, 1.2, T.magenta) +
      pet(c, 410, 196, 1.2, T.cyan),
  ),
  "store-arcade": card16((c) => {
    let cabs = "";
    for (let i = 0; i < 3; i++) {
      const x = 130 + i * 140;
      cabs += box(x, 90, 100, 200, [T.violet, T.magenta, T.cyan][i]!, 10, 10) + `<rect x="${x + 12}" y="110" width="76" height="60" rx="6" fill="${C.night}"/>`;
      cabs += i === 1 ? pet(c, x + 50, 160, 0.8, T.gold) : poly(ngon(x + 50, 140, 16, i ? 6 : 5), C.gold);
      cabs += `<rect x="${x + 10}" y="190" width="80" height="20" rx="4" fill="${C.night}"/><circle cx="${x + 30}" cy="200" r="5" fill="${C.gold}"/><circle cx="${x + 70}" cy="200" r="5" fill="${C.mint}"/>`;
    }
    return sky(c, H.indigo) + glow(c, 320, 170, 240, C.violet, 0.5) + sparks(c, 14, 90) + hexGround(c, 282, T.night, C.cyan) + cabs;
  }),
  "store-cinema": card16((c) => {
    let bulbs = "";
    for (let i = 0; i < 14; i++) bulbs += `<circle cx="${180 + i * 22}" cy="68" r="4" fill="${i % 2 ? C.gold : C.white}"/>`;
    return (
      sky(c, H.ember) +
      glow(c, 320, 150, 240, C.ember, 0.45) +
      sparks(c, 16, 60) +
      hexGround(c, 286, T.night, C.ember) +
      box(150, 50, 340, 240, T.magenta, 8, 10) +
      `<rect x="170" y="84" width="300" height="50" rx="6" fill="${C.night}"/>` +
      bulbs +
      `<rect x="270" y="170" width="100" height="120" rx="6" fill="${C.night}"/><rect x="180" y="160" width="60" height="80" rx="4" fill="${C.violetShade}"/><rect x="400" y="160" width="60" height="80" rx="4" fill="${C.violetShade}"/>` +
      poly(
        [
          [302, 214],
          [336, 230],
          [302, 246],
        ],
        C.gold,
      ) +
      beam(c, 200, 100, 140, 40, 0, C.gold, 0.25) +
      beam(c, 440, 100, 600, 500, 0, C.gold, 0.25)
    );
  }),
  "store-armory": card16(
    (c) =>
      sky(c, H.violet) +
      glow(c, 320, 160, 240, C.cyan, 0.4) +
      sparks(c, 12) +
      hexGround(c, 284) +
      box(110, 50, 420, 230, T.night, 8, 10) +
      `<rect x="130" y="80" width="380" height="8" rx="4" fill="${C.steelShade}"/><rect x="130" y="180" width="380" height="8" rx="4" fill="${C.steelShade}"/>` +
      `<g transform="translate(120 190)scale(1.3)"><path d="M26 -44L30 -112L36 -44z" fill="${C.white}"/><path d="M31 -112L36 -44H31z" fill="${C.steel}"/><rect x="19" y="-46" width="24" height="6" rx="3" fill="${C.gold}"/></g>` +
      `<g transform="translate(200 190)scale(1.3)"><path d="M26 -44L30 -112L36 -44z" fill="${C.cyan}"/><path d="M31 -112L36 -44H31z" fill="${C.cyanShade}"/><rect x="19" y="-46" width="24" height="6" rx="3" fill="${C.magenta}"/></g>` +
      `<g transform="translate(300 0)"><rect x="0" y="120" width="80" height="24" rx="6" fill="${C.steel}"/><rect x="6" y="140" width="20" height="30" rx="4" fill="${C.steelShade}"/><rect x="76" y="124" width="16" height="16" rx="3" fill="${C.magenta}"/></g>` +
      `<g transform="translate(400 0)"><rect x="0" y="120" width="80" height="24" rx="6" fill="${C.violet}"/><rect x="6" y="140" width="20" height="30" rx="4" fill="${C.violetShade}"/><rect x="76" y="124" width="16" height="16" rx="3" fill="${C.cyan}"/></g>` +
      extrude(
        [
          [300, 210],
          [360, 200],
          [370, 260],
          [330, 276],
          [290, 260],
        ],
        6,
        4,
        T.gold,
      ) +
      extrude(
        [
          [400, 210],
          [460, 200],
          [470, 260],
          [430, 276],
          [390, 260],
        ],
        6,
        4,
        T.mint,
      ),
  ),
  "store-cafe": card16(
    (c) =>
      sky(c, H.plum) +
      glow(c, 320, 180, 220, C.gold, 0.4) +
      sparks(c, 12) +
      hexGround(c, 290, T.night, C.gold) +
      box(90, 230, 460, 60, T.dusk, 8, 10) +
      `<path d="M370 140a40 36 0 1 1 0 72" fill="none" stroke="${C.mint}" stroke-width="14"/>` +
      box(230, 110, 140, 120, T.mint, 20, 10) +
      `<path d="M260 96c-12 -20 12 -30 0 -50M300 96c-12 -20 12 -30 0 -50M340 96c-12 -20 12 -30 0 -50" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" opacity=".7"/>` +
      box(120, 190, 50, 40, T.magenta, 8, 4) +
      box(430, 190, 50, 40, T.cyan, 8, 4) +
      extrude(ngon(300, 170, 26), 0, 0, T.gold, null),
  ),
  "store-gem-shop": card16(
    (c) =>
      sky(c, H.teal) +
      glow(c, 320, 150, 260, C.cyan, 0.45) +
      sparks(c, 24) +
      hexGround(c, 290) +
      extrude(ngon(180, 250, 50, 6, 0, 0.4), 0, 40, T.steel) +
      extrude(ngon(320, 240, 60, 6, 0, 0.4), 0, 50, T.steel) +
      extrude(ngon(460, 250, 50, 6, 0, 0.4), 0, 40, T.steel) +
      gem(180, 196, 34, T.magenta, -54) +
      gem(320, 170, 50, T.cyan) +
      gem(460, 196, 34, T.gold, -126),
  ),
  "store-music": card16(
    (c) =>
      sky(c, H.magenta) +
      glow(c, 320, 170, 240, C.magenta, 0.5) +
      sparks(c, 16) +
      hexGround(c, 288, T.night, C.magenta) +
      box(90, 90, 110, 200, T.night, 10, 10) +
      `<circle cx="145" cy="150" r="28" fill="${C.violetShade}"/><circle cx="145" cy="150" r="12" fill="${C.cyan}"/><circle cx="145" cy="240" r="38" fill="${C.violetShade}"/><circle cx="145" cy="240" r="16" fill="${C.magenta}"/>` +
      box(440, 90, 110, 200, T.night, 10, 10) +
      `<circle cx="495" cy="150" r="28" fill="${C.violetShade}"/><circle cx="495" cy="150" r="12" fill="${C.cyan}"/><circle cx="495" cy="240" r="38" fill="${C.violetShade}"/><circle cx="495" cy="240" r="16" fill="${C.magenta}"/>` +
      `<circle cx="320" cy="190" r="90" fill="${C.night}"/><circle cx="320" cy="190" r="70" fill="none" stroke="${C.line}" stroke-width="3"/><circle cx="320" cy="190" r="50" fill="none" stroke="${C.line}" stroke-width="3"/><circle cx="320" cy="190" r="28" fill="${C.gold}"/><circle cx="320" cy="190" r="5" fill="${C.night}"/>` +
      `<path d="M250 120a90 90 0 0 1 60 -20" fill="none" stroke="${C.cyan}" stroke-width="3" stroke-linecap="round"/>`,
  ),
  "store-gallery": card16(
    (c) =>
      sky(c, H.indigo) +
      glow(c, 320, 150, 260, C.violet, 0.4) +
      sparks(c, 10, 50) +
      hexGround(c, 280, T.night, C.violet) +
      box(60, 40, 520, 240, T.night, 6, 8, null) +
      box(100, 80, 110, 140, T.gold, 4, 6) +
      `<rect x="110" y="90" width="90" height="120" fill="${C.violetDeep}"/>` +
      pet(c, 155, 186, 1.3, T.mint) +
      box(265, 70, 110, 150, T.steel, 4, 6) +
      `<rect x="275" y="80" width="90" height="130" fill="${C.magentaShade}"/>` +
      gem(320, 146, 30, T.cyan) +
      box(430, 80, 110, 140, T.gold, 4, 6) +
      `<rect x="440" y="90" width="90" height="120" fill="${C.cyanShade}"/>` +
      cube(485, 140, 24, T.violet) +
      beam(c, 155, 40, 100, 210, 230, C.white, 0.12) +
      beam(c, 320, 40, 265, 375, 230, C.white, 0.12) +
      beam(c, 485, 40, 430, 540, 230, C.white, 0.12),
  ),

  // ---- team banners ----
  "team-banner-studio": {
    w: 960,
    h: 300,
    draw: (c) =>
      sky(c, H.indigo) +
      glow(c, 480, 150, 340, C.cyan, 0.35) +
      sparks(c, 20, 80) +
      hexGround(c, 240) +
      screen(c, 150, 90, 150, 90, C.violet, false) +
      screen(c, 410, 80, 150, 100, C.magenta, true) +
      screen(c, 670, 90, 150, 90, C.cyan, false) +
      box(100, 200, 760, 26, T.steel, 6, 8) +
      hero(c, 240, 262, 1.2, { tone: T.gold, ears: "dog", prop: "controller" }) +
      hero(c, 740, 262, 1.2, { tone: T.mint, ears: "cat", prop: "controller", flip: true }) +
      hero(c, 490, 270, 1.3, { tone: T.violet, ears: "penta", raise: true, mood: "happy" }),
  },
  "team-banner-summit": {
    w: 960,
    h: 300,
    draw: (c) =>
      sky(c, H.magenta) +
      glow(c, 480, 120, 320, C.magenta, 0.45) +
      beam(c, 240, 0, 330, 470, 220, C.white, 0.18) +
      beam(c, 720, 0, 490, 630, 220, C.white, 0.18) +
      confetti(c, 30, 140) +
      box(200, 200, 560, 26, T.dusk, 6, 10) +
      hero(c, 370, 204, 1.25, { tone: T.cyan, prop: "flag", ears: "antenna" }) +
      hero(c, 480, 204, 1.35, { tone: T.gold, raise: true, mood: "happy", ears: "penta" }) +
      hero(c, 590, 204, 1.25, { tone: T.violet, prop: "mic", flip: true, ears: "bunny" }) +
      crowd(c, 250, 10),
  },
  "team-banner-launch": {
    w: 960,
    h: 300,
    draw: (c) =>
      sky(c, H.teal) +
      glow(c, 620, 120, 260, C.gold, 0.45) +
      sparks(c, 40, 160) +
      shards(c, 250, T.dusk, 10) +
      rocket(c, 660, 170, 1.9) +
      `<path d="M660 230v50" stroke="${C.gold}" stroke-width="14" opacity=".4"/>` +
      hero(c, 200, 290, 1.35, { tone: T.mint, raise: true, mood: "happy", ears: "cat" }) +
      hero(c, 330, 296, 1.45, { tone: T.magenta, ears: "penta", mood: "look" }) +
      hero(c, 460, 290, 1.35, { tone: T.cyan, raise: true, ears: "dog", flip: true, mood: "happy" }),
  },
};

