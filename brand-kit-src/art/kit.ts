/**
 * The brand's illustration kit ("neon night, flat geometry"): small functions that return SVG
 * markup. Scenes (scenes.ts) compose them; every picture is a flat vector drawing on a viewBox,
 * two-tone shading (a lit face, a shadow face), a thin rim light on upper-left edges, a radial glow
 * behind the subject and a few sparks. Nothing here draws text.
 */

export type Pt = readonly [number, number];

/** The brand palette (docs/design.md): the art's colours come from here. */
export const C = {
  night: "#0B0C1E",
  surface: "#15172C",
  card: "#1B1D36",
  line: "#2C2F55",
  violet: "#7C5CFF",
  violetDeep: "#5B3FE0",
  violetShade: "#3E2AA8",
  cyan: "#22D3EE",
  cyanShade: "#0E8FA8",
  magenta: "#FF4FA3",
  magentaShade: "#B82B72",
  gold: "#FFC24B",
  goldShade: "#C7861C",
  mint: "#3CE0A0",
  mintShade: "#1F9C6E",
  ember: "#FF7A45",
  emberShade: "#C24A1E",
  white: "#F1F1F8",
  steel: "#8C90C8",
  steelShade: "#4B4F86",
} as const;

/** A colour pair for two-tone solids: the lit face and the shadow face. */
export interface Tone {
  lit: string;
  shade: string;
}
const tone = (lit: string, shade: string): Tone => ({ lit, shade });
export const T = {
  violet: tone(C.violet, C.violetShade),
  cyan: tone(C.cyan, C.cyanShade),
  magenta: tone(C.magenta, C.magentaShade),
  gold: tone(C.gold, C.goldShade),
  mint: tone(C.mint, C.mintShade),
  ember: tone(C.ember, C.emberShade),
  steel: tone(C.steel, C.steelShade),
  night: tone("#2A2D5A", "#1A1C3C"),
  dusk: tone("#4A3C9A", "#2B2266"),
};

/** Coordinates rounded to one decimal, without a trailing ".0": compact and stable output. */
export const n = (v: number) => {
  // big coordinates to the pixel, small ones (scaled parts, thin details) to a tenth
  const r = Math.abs(v) >= 60 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};
export const pts = (p: readonly Pt[]) => p.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ");

/** A seeded PRNG (mulberry32 over an FNV-1a hash of the key): the same picture every build. */
export function rngFor(key: string) {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rng = ReturnType<typeof rngFor>;

/** A picture under construction: its size, its PRNG, and the gradients it declares once. */
export class Canvas {
  readonly defs: string[] = [];
  private ids = 0;
  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {}
  id() {
    return `g${(this.ids++).toString(36)}`;
  }
  private parts = new Set<string>();
  /** Declares a reusable part once per picture (drawn in currentColor, used with <use>). */
  part(id: string, body: () => string) {
    if (!this.parts.has(id)) {
      this.parts.add(id);
      this.defs.push(`<g id="${id}">${body()}</g>`);
    }
    return id;
  }
  /** A vertical gradient; returns its url(). */
  linear(stops: [number, string, number?][], x2 = 0, y2 = 1) {
    const id = this.id();
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
    this.defs.push(`<linearGradient id="${id}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  /** A soft radial glow colour (opaque centre to nothing); returns its url(). */
  radial(color: string, alpha = 0.7) {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${alpha}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`);
    return `url(#${id})`;
  }
  svg(body: string) {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}">${defs}${body}</svg>`;
  }
}

// ---- geometry ----

/** A regular polygon's corners (pentagon by default, a corner up); sy flattens it into perspective. */
export const ngon = (cx: number, cy: number, r: number, sides = 5, rot = -90, sy = 1): Pt[] =>
  Array.from({ length: sides }, (_, i) => {
    const a = ((rot + (360 / sides) * i) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a) * sy] as const;
  });
export const move = (p: readonly Pt[], dx: number, dy: number): Pt[] => p.map(([x, y]) => [x + dx, y + dy] as const);

function hull(points: readonly Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pt[]) => {
    const out: Pt[] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, q) <= 0) out.pop();
      out.push(q);
    }
    out.pop();
    return out;
  };
  return [...half(p), ...half([...p].reverse())];
}

// ---- drawing ----

export const poly = (p: readonly Pt[], fill: string, extra = "") => `<path d="M${pts(p)}z" fill="${fill}"${extra}/>`;

/** The rim light: the edges of a face that look up and to the left, stroked thin. */
export function rim(p: readonly Pt[], color: string = C.cyan, width = 2) {
  let area = 0;
  p.forEach(([x, y], i) => {
    const [x2, y2] = p[(i + 1) % p.length]!;
    area += x * y2 - x2 * y;
  });
  const sign = area > 0 ? 1 : -1;
  const segs: string[] = [];
  p.forEach(([x, y], i) => {
    const [x2, y2] = p[(i + 1) % p.length]!;
    // the outward normal of a clockwise-on-screen polygon, towards the light (up-left)
    const nx = (y2 - y) * sign;
    const ny = -(x2 - x) * sign;
    if (-nx - ny > 0.35 * Math.hypot(nx, ny)) segs.push(`M${n(x)} ${n(y)}L${n(x2)} ${n(y2)}`);
  });
  return segs.length ? `<path d="${segs.join("")}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>` : "";
}

/** A flat face extruded down-right: the silhouette in shadow, the face lit, a rim on its upper-left edges. */
export function extrude(face: readonly Pt[], dx: number, dy: number, tone: Tone, rimColor: string | null = C.cyan) {
  return poly(hull([...face, ...move(face, dx, dy)]), tone.shade) + poly(face, tone.lit) + (rimColor ? rim(face, rimColor) : "");
}

/** A rounded box seen from the front, its shadow side thick at the bottom right. */
export function box(x: number, y: number, w: number, h: number, tone: Tone, r = 8, d = 8, rimColor: string | null = C.cyan) {
  const rimPath = rimColor
    ? `<path d="M${n(x)} ${n(y + h - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}H${n(x + w - r)}" fill="none" stroke="${rimColor}" stroke-width="2" stroke-linecap="round"/>`
    : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w + d * 0.6)}" height="${n(h + d)}" rx="${n(r)}" fill="${tone.shade}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${tone.lit}"/>${rimPath}`;
}

/** An isometric cube (a chain block): top lit, left mid, right in shadow. */
export function cube(cx: number, cy: number, s: number, tone: Tone, top: string = C.white) {
  const h = s * 0.58;
  const t: Pt[] = [
    [cx, cy - h],
    [cx + s, cy],
    [cx, cy + h],
    [cx - s, cy],
  ];
  const l: Pt[] = [
    [cx - s, cy],
    [cx, cy + h],
    [cx, cy + h + s * 1.15],
    [cx - s, cy + s * 1.15],
  ];
  const r: Pt[] = [
    [cx, cy + h],
    [cx + s, cy],
    [cx + s, cy + s * 1.15],
    [cx, cy + h + s * 1.15],
  ];
  return poly(l, tone.lit) + poly(r, tone.shade) + poly(t, top, ` opacity=".9"`) + rim(t, C.cyan, 1.5);
}

/** A pentagon gem: the left half lit, the right half in shadow, a bright inner facet. */
export function gem(cx: number, cy: number, r: number, tone: Tone, rot = -90) {
  const p = ngon(cx, cy, r, 5, rot);
  const inner = ngon(cx - r * 0.08, cy - r * 0.08, r * 0.45, 5, rot);
  const [top] = p;
  const bottom: Pt = [(p[2]![0] + p[3]![0]) / 2, (p[2]![1] + p[3]![1]) / 2];
  const left: Pt[] = [top!, bottom, p[3]!, p[4]!];
  return poly(p, tone.shade) + poly(left, tone.lit) + poly(inner, C.white, ` opacity=".35"`) + rim(p, C.white, 1.5);
}

/** A coin: its edge in shadow, its face lit, a pentagon stamped in it. */
export function coin(cx: number, cy: number, r: number, tone: Tone = T.gold) {
  return (
    `<ellipse cx="${n(cx + r * 0.12)}" cy="${n(cy + r * 0.14)}" rx="${n(r)}" ry="${n(r)}" fill="${tone.shade}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${tone.lit}"/>` +
    poly(ngon(cx, cy, r * 0.55), tone.shade, ` opacity=".6"`) +
    `<path d="M${n(cx - r * 0.7)} ${n(cy - r * 0.7)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 0.98)}" fill="none" stroke="${C.white}" stroke-width="2" stroke-linecap="round"/>`
  );
}

// ---- atmosphere ----

/** The night sky: deep navy at the top to the picture's own hue at the horizon. */
export function sky(c: Canvas, horizon: string, top: string = C.night) {
  return `<rect width="${c.w}" height="${c.h}" fill="${c.linear([
    [0, top],
    [1, horizon],
  ])}"/>`;
}

/** The soft glow behind a subject (a radial gradient, no blur filter). */
export function glow(c: Canvas, cx: number, cy: number, r: number, color: string, alpha = 0.6, sy = 1) {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * sy)}" fill="${c.radial(color, alpha)}"/>`;
}

/** A few stars (round dots, one path per colour) and four-point sparks, placed by the PRNG above a line. */
/** A four-point twinkle (a spark in the sky, a highlight on a polished face): `waist` of its radius between the points. */
export function twinkle(x: number, y: number, r: number, color: string, waist: number) {
  const q = r * waist;
  return poly(
    [
      [x, y - r],
      [x + q, y - q],
      [x + r, y],
      [x + q, y + q],
      [x, y + r],
      [x - q, y + q],
      [x - r, y],
      [x - q, y - q],
    ],
    color,
  );
}

export function sparks(c: Canvas, count: number, maxY = c.h * 0.6, colors: string[] = [C.white, C.cyan, C.magenta]) {
  let out = "";
  const dots = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const x = c.rng() * c.w;
    const y = c.rng() * maxY;
    const col = colors[Math.floor(c.rng() * colors.length)]!;
    if (i % 5 === 0) {
      out += twinkle(x, y, 3 + c.rng() * 4, col, 0.28);
    } else dots.set(col, `${dots.get(col) ?? ""}M${Math.round(x)} ${Math.round(y)}h0`);
  }
  for (const [col, d] of dots) out += `<path d="${d}" stroke="${col}" stroke-width="2.6" stroke-linecap="round" opacity=".8"/>`;
  return out;
}

/** The ground: a band of hexagon tiles in perspective from a horizon line down to the bottom. */
export function hexGround(c: Canvas, horizon: number, tone: Tone = T.night, line: string = C.cyan) {
  let out = `<rect y="${n(horizon)}" width="${c.w}" height="${n(c.h - horizon)}" fill="${tone.shade}"/>`;
  let y = horizon + 2;
  let s = Math.max(14, c.w / 34);
  for (let row = 0; y - s * 0.3 < c.h && row < 7; row++) {
    const step = s * 3;
    const shift = row % 2 ? step / 2 : 0;
    const paths = ["", ""];
    for (let x = ((c.w / 2 + shift) % step) - step; x < c.w + step; x += step) {
      paths[c.rng() < 0.22 ? 1 : 0] += `M${n(x / s + 1)} 0l-.5.9h-1l-.5-.9.5-.9h1z`;
    }
    const fills = paths.map((d, i) => (d ? `<path d="${d}"${i ? ` fill="${tone.lit}"` : ""}/>` : "")).join("");
    out += `<g transform="translate(0 ${n(y)})scale(${n(s)} ${n(s * 0.42)})" fill="${tone.shade}" stroke="${line}" stroke-opacity="${n(0.25 + row * 0.08)}" stroke-width="${(1.6 / s).toPrecision(2)}">${fills}</g>`;
    y += s * 0.42 * 1.1;
    s *= 1.55;
  }
  return out;
}

/** A low horizon of pentagon shards (the ground without tiles). */
export function shards(c: Canvas, horizon: number, tone: Tone = T.dusk, count = 7) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.2 + c.rng() * 0.6) / count) * c.w;
    const r = c.h * (0.07 + c.rng() * 0.08);
    out += extrude(ngon(x, horizon, r, 5, -90 + (c.rng() - 0.5) * 30), r * 0.25, r * 0.15, tone, C.magenta);
  }
  return out + `<rect y="${n(horizon)}" width="${c.w}" height="${n(c.h - horizon)}" fill="${c.linear([
    [0, tone.shade],
    [1, C.night],
  ])}"/>`;
}

/** Light beams (a spotlight or a portal's rays), soft and flat. */
export function beam(c: Canvas, x: number, y: number, x1: number, x2: number, y2: number, color: string, alpha = 0.35) {
  return poly(
    [
      [x, y],
      [x1, y2],
      [x2, y2],
    ],
    c.linear([
      [0, color, alpha],
      [1, color, 0],
    ]),
  );
}

/** Concentric pentagon rings: a portal, a reveal, a signal. */
export function rings(cx: number, cy: number, r: number, color: string, count = 3, sy = 1) {
  let out = "";
  for (let i = 0; i < count; i++)
    out += `<path d="M${pts(ngon(cx, cy, r * (1 - i * 0.22), 5, -90, sy))}z" fill="none" stroke="${color}" stroke-width="${3 - i * 0.6}" opacity="${n(1 - i * 0.25)}"/>`;
  return out;
}

/** Confetti: small rotated chips in the brand's colours. */
export function confetti(c: Canvas, count: number, maxY = c.h * 0.7) {
  const cols = [C.gold, C.magenta, C.cyan, C.mint, C.violet];
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = c.rng() * c.w;
    const y = c.rng() * maxY;
    out += `<rect x="${n(x)}" y="${n(y)}" width="6" height="3" rx="1" fill="${cols[i % cols.length]}" transform="rotate(${Math.round(c.rng() * 180)} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

// ---- characters ----

export type Ears = "penta" | "bunny" | "dog" | "cat" | "antenna" | "crest" | "hood" | "none";
export type Prop = "blaster" | "sword" | "staff" | "mic" | "flag" | "hammer" | "card" | "wave" | "controller" | "none";
export interface Hero {
  tone?: Tone;
  visor?: string;
  eyes?: string;
  ears?: Ears;
  prop?: Prop;
  /** the right arm raised (a cheer, a blaster up) */
  raise?: boolean;
  cape?: string;
  flip?: boolean;
  /** eyes looking a little aside, or closed happy arcs */
  mood?: "happy" | "look" | "lost";
  /** an XR headset over the visor */
  headset?: boolean;
}

/** A shape twice: in the current colour, then darkened (the shadow face of a part drawn in currentColor). */
const DARK = ` fill="${C.night}" fill-opacity=".42"`;
const dark = (shape: string) => shape + shape.replace("/>", `${DARK}/>`);
const RIM = (d: string, w = 2) => `<path d="${d}" fill="none" stroke="${C.cyan}" stroke-width="${w}" stroke-linecap="round"/>`;

const EARS: Record<Ears, string> = {
  penta:
    dark(`<path d="M${pts(ngon(-18, -96, 11))}z"/>`) +
    `<path d="M${pts(ngon(-20, -98, 11))}z"/>` +
    dark(`<path d="M${pts(ngon(22, -96, 11))}z"/>`) +
    RIM(`M${pts(ngon(-20, -98, 11).slice(3))} ${pts(ngon(-20, -98, 11).slice(0, 1))}`),
  bunny:
    `<rect x="-22" y="-142" width="14" height="52" rx="7" transform="rotate(-10 -15 -96)"/>` +
    dark(`<rect x="8" y="-142" width="14" height="52" rx="7" transform="rotate(12 15 -96)"/>`) +
    `<rect x="-18" y="-134" width="6" height="34" rx="3" fill="${C.magenta}" transform="rotate(-10 -15 -96)"/>`,
  dog: dark(`<path d="M-44 -84q8 -10 18 -2l-2 36q-10 4 -16 -6z"/>`) + dark(`<path d="M44 -84q-8 -10 -18 -2l2 36q10 4 16 -6z"/>`),
  cat: `<path d="M-28 -88L-22 -114L-6 -94z"/>` + dark(`<path d="M28 -88L22 -114L6 -94z"/>`) + RIM("M-28 -88L-22 -114"),
  antenna: dark(`<path d="M-2 -114h4v20h-4z"/>`) + `<circle cx="0" cy="-118" r="6" fill="${C.magenta}"/>`,
  crest: `<path d="M-10 -94L0 -126L10 -94z" fill="${C.gold}"/>`,
  hood: dark(`<path d="M-36 -56L-32 -102L0 -130L32 -102L36 -56z"/>`),
  none: "",
};

const PROPS: Record<Prop, string> = {
  blaster: `<rect x="16" y="-40" width="34" height="12" rx="4" fill="${C.steel}"/><rect x="18" y="-30" width="9" height="14" rx="3" fill="${C.steelShade}"/><rect x="46" y="-38" width="8" height="8" rx="2" fill="${C.magenta}"/><circle cx="58" cy="-34" r="4" fill="${C.white}"/>`,
  sword: `<path d="M26 -44L30 -112L36 -44z" fill="${C.white}"/><path d="M31 -112L36 -44H31z" fill="${C.steel}"/><rect x="19" y="-46" width="24" height="6" rx="3" fill="${C.gold}"/><rect x="28" y="-40" width="6" height="14" rx="2" fill="${C.goldShade}"/>`,
  staff: `<rect x="27" y="-104" width="5" height="92" rx="2" fill="${C.goldShade}"/>${gem(29.5, -112, 12, T.cyan)}`,
  mic: `<rect x="27" y="-62" width="6" height="26" rx="3" fill="${C.steelShade}"/><circle cx="30" cy="-66" r="8" fill="${C.steel}"/>`,
  flag: `<rect x="28" y="-122" width="4" height="96" rx="2" fill="${C.steel}"/><path d="M32 -120H66L58 -106L66 -92H32z" fill="${C.magenta}"/><path d="M32 -106H58L66 -92H32z" fill="${C.magentaShade}"/>`,
  hammer: `<rect x="28" y="-80" width="6" height="52" rx="2" fill="${C.goldShade}"/>${box(14, -92, 34, 16, T.steel, 4, 4)}`,
  card: `<g transform="rotate(12 36 -60)"><rect x="22" y="-84" width="30" height="42" rx="4" fill="${C.gold}"/><rect x="26" y="-80" width="22" height="22" rx="2" fill="${C.violetDeep}"/>${poly(ngon(37, -69, 7), C.cyan)}</g>`,
  wave: "",
  controller: `<rect x="-22" y="-38" width="44" height="18" rx="8" fill="${C.steelShade}"/><rect x="-22" y="-40" width="44" height="16" rx="8" fill="${C.steel}"/><circle cx="-10" cy="-32" r="3" fill="${C.night}"/><circle cx="10" cy="-34" r="2.5" fill="${C.magenta}"/><circle cx="15" cy="-30" r="2.5" fill="${C.cyan}"/>`,
  none: "",
};

/** The hero's body (legs, torso, left arm, head), shared by every hero of a picture through <use>. */
const HERO_BODY =
  `<g fill="currentColor">` +
  dark(`<rect x="-14" y="-14" width="11" height="14" rx="4"/>`) +
  dark(`<rect x="3" y="-14" width="11" height="14" rx="4"/>`) +
  dark(`<rect x="-20" y="-48" width="40.4" height="40" rx="10"/>`) +
  `<rect x="-20" y="-48" width="38" height="36" rx="10"/>` +
  `<rect x="-30" y="-44" width="12" height="26" rx="6"/>` +
  dark(`<rect x="-32" y="-96" width="65.6" height="62" rx="20"/>`) +
  `<rect x="-32" y="-96" width="62" height="56" rx="20"/>` +
  RIM("M-32 -60V-76Q-32 -96 -12 -96H10") +
  `</g>`;

/**
 * A chunky, friendly character: big head with a pentagon visor and dot eyes, short body, stubby
 * arms; ears, a prop, a cape and a mood make each one its own. Drawn about 100 units tall, feet at (x, y).
 */
export function hero(c: Canvas, x: number, y: number, s: number, o: Hero = {}) {
  const t = o.tone ?? T.violet;
  const eyes = o.eyes ?? C.cyan;
  const body = c.part("hb", () => HERO_BODY);
  const arm = dark(
    o.raise ? `<rect x="18" y="-44" width="12" height="28" rx="6" transform="rotate(-140 24 -40)"/>` : `<rect x="18" y="-44" width="12" height="26" rx="6"/>`,
  );
  const prop = PROPS[o.prop ?? "none"];
  const held = o.raise && prop ? `<g transform="translate(12 -40)">${prop}</g>` : prop;
  const face =
    o.mood === "happy"
      ? `<path d="M-14 -66q5 -6 10 0M4 -66q5 -6 10 0" fill="none" stroke="${eyes}" stroke-width="3" stroke-linecap="round"/>`
      : o.mood === "lost"
        ? `<circle cx="-9" cy="-64" r="4.5" fill="${eyes}"/><circle cx="10" cy="-64" r="3" fill="${eyes}"/><path d="M-4 -54h8" stroke="${eyes}" stroke-width="2.5" stroke-linecap="round"/>`
        : `<path d="${o.mood === "look" ? "M-4 -65h0M14 -65h0" : "M-9 -65h0M9 -65h0"}" stroke="${eyes}" stroke-width="9" stroke-linecap="round"/>`;
  const cape = o.cape ? `<path d="M-18 -46L-38 -6Q-6 4 26 -10L18 -46z" fill="${o.cape}"/>` : "";
  const headset = o.headset
    ? `<path d="M-34 -70h68" stroke="${C.steelShade}" stroke-width="6"/><rect x="-28" y="-80" width="56" height="28" rx="10" fill="${C.steel}"/><path d="M-15 -66h0M15 -66h0" stroke="${C.cyan}" stroke-width="14" stroke-linecap="round"/>`
    : "";
  return (
    `<g transform="translate(${n(x)} ${n(y)})scale(${o.flip ? "-" : ""}${n(s)} ${n(s)})" color="${t.lit}" fill="currentColor">` +
    `${cape}${EARS[o.ears ?? "penta"]}<use href="#${body}"/>${arm}` +
    `<path d="M-24 -76L0 -84L24 -76L20 -52H-20z" fill="${o.visor ?? C.night}"/>${o.headset ? headset : face}${held}</g>`
  );
}

/** A pet: a round critter with pentagon ears and a tail, about 50 units tall, shared through <use>. */
export function pet(c: Canvas, x: number, y: number, s: number, t: Tone, o: { flip?: boolean } = {}) {
  const id = c.part(
    "pb",
    () =>
      `<g fill="currentColor"><path d="M22 -14q18 -4 16 -22" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round"/>` +
      dark(`<path d="M${pts(ngon(-12, -40, 9, 5, -100))}z"/>`) +
      `<path d="M${pts(ngon(-14, -42, 9, 5, -100))}z"/>` +
      dark(`<path d="M${pts(ngon(14, -42, 9, 5, -80))}z"/>`) +
      dark(`<ellipse cx="2" cy="-20" rx="27" ry="22"/>`) +
      `<ellipse cx="0" cy="-22" rx="25" ry="20"/>` +
      `<path d="M-22 -30a25 20 0 0 1 16 -11" fill="none" stroke="${C.white}" stroke-width="2" stroke-linecap="round"/>` +
      `<path d="M-8 -24h0M8 -24h0" stroke="${C.night}" stroke-width="8" stroke-linecap="round"/><path d="M-6.5 -25.5h0M9.5 -25.5h0" stroke="${C.white}" stroke-width="2.6" stroke-linecap="round"/>` +
      `<path d="M-3 -16q3 3 6 0" fill="none" stroke="${C.night}" stroke-width="2" stroke-linecap="round"/></g>`,
  );
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)})scale(${o.flip ? "-" : ""}${n(s)} ${n(s)})" color="${t.lit}"/>`;
}

// ---- objects ----

/** A server tower: a tall box with drive slots and status lights. */
export function server(x: number, y: number, w: number, h: number, t: Tone = T.night, light: string = C.mint) {
  let slots = "";
  const rows = Math.max(2, Math.floor(h / 26));
  for (let i = 0; i < rows; i++) {
    const sy = y + 12 + i * ((h - 20) / rows);
    slots += `<rect x="${n(x + 8)}" y="${n(sy)}" width="${n(w - 26)}" height="6" rx="3" fill="${C.night}"/><circle cx="${n(x + w - 10)}" cy="${n(sy + 3)}" r="3" fill="${i % 2 ? C.cyan : light}"/>`;
  }
  return box(x, y, w, h, t, 6, 10) + slots;
}

/** A screen in a frame (a monitor, a cinema screen), with a play mark or a picture inside. */
export function screen(c: Canvas, x: number, y: number, w: number, h: number, glowCol: string = C.violet, play = true) {
  const inner = c.linear([
    [0, glowCol],
    [1, C.violetShade],
  ]);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.min(w, h) * 0.18;
  return (
    box(x, y, w, h, T.night, 8, 8) +
    `<rect x="${n(x + 6)}" y="${n(y + 6)}" width="${n(w - 12)}" height="${n(h - 12)}" rx="4" fill="${inner}"/>` +
    (play
      ? poly(
          [
            [cx - r * 0.6, cy - r],
            [cx + r, cy],
            [cx - r * 0.6, cy + r],
          ],
          C.white,
        )
      : "")
  );
}

/** A trading card: a gold frame, an art window, a gem of rarity. */
export function card(x: number, y: number, w: number, h: number, rot: number, art: string, frame: Tone = T.gold) {
  return `<g transform="rotate(${rot} ${n(x + w / 2)} ${n(y + h / 2)})">${box(x, y, w, h, frame, 8, 6, C.white)}<rect x="${n(x + 6)}" y="${n(y + 6)}" width="${n(w - 12)}" height="${n(h * 0.6)}" rx="4" fill="${art}"/>${poly(ngon(x + w / 2, y + h * 0.82, w * 0.1), C.violetDeep)}</g>`;
}

/** A medal badge: a pentagon on two ribbon tails. */
export function badge(cx: number, cy: number, r: number, t: Tone, ribbon: string = C.magenta) {
  return (
    poly(
      [
        [cx - r * 0.6, cy],
        [cx - r * 0.9, cy + r * 1.6],
        [cx - r * 0.4, cy + r * 1.3],
        [cx - r * 0.1, cy + r * 1.7],
        [cx, cy],
      ],
      ribbon,
    ) +
    poly(
      [
        [cx + r * 0.6, cy],
        [cx + r * 0.9, cy + r * 1.6],
        [cx + r * 0.4, cy + r * 1.3],
        [cx + r * 0.1, cy + r * 1.7],
        [cx, cy],
      ],
      C.magentaShade,
    ) +
    gem(cx, cy, r, t)
  );
}

/** A floating island: a hexagon slab with a lit top and pentagon shards hanging under it. */
export function island(cx: number, cy: number, r: number, top: Tone = T.mint, rock: Tone = T.dusk) {
  const slab = ngon(cx, cy, r, 6, 0, 0.38);
  const under: Pt[] = [
    [cx - r, cy],
    [cx - r * 0.5, cy + r * 0.5],
    [cx - r * 0.15, cy + r * 0.95],
    [cx + r * 0.25, cy + r * 0.6],
    [cx + r * 0.6, cy + r * 0.4],
    [cx + r, cy],
  ];
  return poly(under, rock.shade) + poly(under.slice(0, 4), rock.lit) + extrude(slab, 0, r * 0.12, top, C.cyan);
}

/** A tree of stacked pentagons. */
export function tree(x: number, y: number, s: number, t: Tone = T.mint) {
  return `<rect x="${n(x - s * 0.08)}" y="${n(y - s * 0.5)}" width="${n(s * 0.16)}" height="${n(s * 0.5)}" fill="${C.goldShade}"/>${gem(x, y - s * 0.75, s * 0.45, t)}`;
}

/** A link between two points (a chain connection), dashed and glowing. */
export const link = (a: Pt, b: Pt, color: string = C.cyan, dash = true) =>
  `<path d="M${pts([a, b])}" stroke="${color}" stroke-width="2.5"${dash ? ` stroke-dasharray="6 5"` : ""} stroke-linecap="round"/>`;

/** Signal arcs (broadcast, live): nested arcs opening to one side. */
export function signal(cx: number, cy: number, r: number, color: string, dir = 1) {
  let out = "";
  for (let i = 1; i <= 3; i++) {
    const rr = r * i;
    out += `<path d="M${n(cx + dir * rr * 0.6)} ${n(cy - rr * 0.8)}A${n(rr)} ${n(rr)} 0 0 ${dir > 0 ? 1 : 0} ${n(cx + dir * rr * 0.6)} ${n(cy + rr * 0.8)}" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" opacity="${n(1.1 - i * 0.25)}"/>`;
  }
  return out;
}

/** A chunky arrow (a flow direction; never a letter). */
export function arrow(x: number, y: number, len: number, thick: number, color: string, dir = 1) {
  const h = thick * 1.4;
  return poly(
    [
      [x, y - thick / 2],
      [x + dir * (len - h), y - thick / 2],
      [x + dir * (len - h), y - h],
      [x + dir * len, y],
      [x + dir * (len - h), y + h],
      [x + dir * (len - h), y + thick / 2],
      [x, y + thick / 2],
    ],
    color,
  );
}

/** A rocket, nose up. */
export function rocket(c: Canvas, x: number, y: number, s: number) {
  return `<g transform="translate(${n(x)} ${n(y)})scale(${n(s)})">${poly(
    [
      [-10, 0],
      [0, 30],
      [10, 0],
    ],
    c.linear([
      [0, C.gold],
      [1, C.ember, 0],
    ]),
  )}<path d="M-16 -6L-26 8L-10 2zM16 -6L26 8L10 2z" fill="${C.magentaShade}"/><path d="M0 -70C18 -52 18 -20 14 0H-14C-18 -20 -18 -52 0 -70z" fill="${C.white}"/><path d="M0 -70C18 -52 18 -20 14 0H0z" fill="${C.steel}"/><circle cx="0" cy="-36" r="8" fill="${C.cyan}" stroke="${C.violetShade}" stroke-width="3"/></g>`;
}

/** A shop stall: a counter under a striped awning. */
export function stall(x: number, y: number, w: number, h: number, stripe: Tone, body: Tone = T.night) {
  const n5 = 6;
  let awning = "";
  for (let i = 0; i < n5; i++) {
    const sx = x - 6 + ((w + 12) / n5) * i;
    awning += `<path d="M${n(sx)} ${n(y)}h${n((w + 12) / n5)}v16a${n((w + 12) / n5 / 2)} 8 0 0 1 ${n(-(w + 12) / n5)} 0z" fill="${i % 2 ? stripe.shade : stripe.lit}"/>`;
  }
  return box(x, y + 10, w, h - 10, body, 4, 8) + `<rect x="${n(x + 10)}" y="${n(y + 26)}" width="${n(w - 20)}" height="${n(h * 0.45)}" rx="4" fill="${C.night}"/>` + awning;
}
