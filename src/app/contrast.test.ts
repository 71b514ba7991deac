// The contrast of the site's colours (WCAG 2.2 AA, 1.4.3 and 1.4.11), computed from the CSS itself:
// every text/background pair of the table in docs/design.md ("Palette"), its ratio as written there,
// and every stop of every gradient painted under text in src/**/*.css.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const STYLES = readFileSync(join(ROOT, "src/app/styles.css"), "utf8");
const DESIGN = readFileSync(join(ROOT, "docs/design.md"), "utf8");

type Rgba = [number, number, number, number];

/** The custom properties of the first `:root` block. */
export function rootTokens(css: string): Map<string, string> {
  const body = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ""))?.[1] ?? "";
  return new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** `value` with its var() references replaced, recursively. */
export function resolve(value: string, tokens: Map<string, string>, depth = 0): string {
  if (depth > 10) throw new Error(`var() loop in ${value}`);
  const out = value.replace(/var\((--[\w-]+)(?:,\s*([^)]+))?\)/g, (_, name: string, fallback?: string) => {
    const v = tokens.get(name) ?? fallback;
    if (v === undefined) throw new Error(`no token ${name}`);
    return v;
  });
  return out === value ? out : resolve(out, tokens, depth + 1);
}

export function parseColor(text: string): Rgba {
  const s = text.trim().toLowerCase();
  if (s === "white") return [255, 255, 255, 1];
  if (s === "black") return [0, 0, 0, 1];
  const hex = /^#([0-9a-f]{3,8})$/.exec(s)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(s)?.[1];
  if (fn) {
    const parts = fn.split(/[\s,/]+/).filter(Boolean);
    const alpha = parts[3] === undefined ? 1 : parts[3].endsWith("%") ? parseFloat(parts[3]) / 100 : parseFloat(parts[3]);
    return [parseFloat(parts[0]!), parseFloat(parts[1]!), parseFloat(parts[2]!), alpha];
  }
  throw new Error(`not a colour: ${text}`);
}

/** `top` painted over the opaque `under`. */
const over = (top: Rgba, under: Rgba): Rgba => {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
};

const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour stops of every linear- or radial-gradient in `value` (positions and shapes dropped). */
export function gradientStops(value: string): string[] {
  const stops: string[] = [];
  for (const m of value.matchAll(/(?:linear|radial)-gradient\(/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < value.length && depth; i++) depth += value[i] === "(" ? 1 : value[i] === ")" ? -1 : 0;
    const args: string[] = [];
    let part = "";
    let d = 0;
    for (const c of value.slice(start, i - 1)) {
      if (c === "," && d === 0) {
        args.push(part.trim());
        part = "";
        continue;
      }
      d += c === "(" ? 1 : c === ")" ? -1 : 0;
      part += c;
    }
    args.push(part.trim());
    for (const arg of args) {
      const color = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|white|black|transparent)/i.exec(arg)?.[1];
      if (color && color !== "transparent") stops.push(color);
    }
  }
  return stops;
}

/** Every rule of `css` (nested blocks such as @media flattened): its selector and declarations. */
export function rules(css: string): { selector: string; decls: Map<string, string> }[] {
  const out: { selector: string; decls: Map<string, string> }[] = [];
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const m of clean.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const decls = new Map<string, string>();
    for (const d of m[2]!.matchAll(/([\w-]+)\s*:\s*([^;]+)/g)) decls.set(d[1]!.trim(), d[2]!.trim());
    out.push({ selector: m[1]!.trim(), decls });
  }
  return out;
}

/** Rules whose gradient sits under no text (placeholders that carry none), each with its reason. */
const NO_TEXT: Record<string, string> = {
  ".page-skeleton__line": "a loading placeholder's shimmer: aria-hidden boxes, no text",
  ".page-skeleton__block": "a loading placeholder's shimmer: aria-hidden boxes, no text",
};

/**
 * The gradients painted under text: every `background`/`background-image` with a gradient in
 * `css`, each stop composited over the page (a translucent stop shows the page through), against
 * the rule's own text colour, or, for a rule that sets none, both the text colour and the muted one
 * (either may sit inside). A gradient between two stops is never lighter than its lighter stop
 * (sRGB interpolation darkens between stops), so its stops are its worst points for light text.
 */
export function gradientFindings(css: string, tokens: Map<string, string>, file: string) {
  const page = parseColor(resolve("var(--bg)", tokens));
  const found: { where: string; text: string; stop: string; ratio: number }[] = [];
  const all = rules(css);
  const custom = (decls: Map<string, string>) => [...decls].filter(([name]) => name.startsWith("--"));
  for (const { selector, decls } of all) {
    if (selector.startsWith("@") || Object.keys(NO_TEXT).some((s) => selector.includes(s))) continue;
    for (const prop of ["background", "background-image"]) {
      const value = decls.get(prop);
      if (!value) continue;
      // The rule's own custom properties, and each rule of the file that sets one the value reads
      // (a variant such as a tier's colours) as a case of its own.
      const own = new Map([...tokens, ...custom(decls)]);
      const variants = [{ where: selector, tokens: own }].concat(
        all
          .filter((r) => r.selector !== selector && r.selector !== ":root" && custom(r.decls).some(([name]) => value.includes(`var(${name}`)))
          .map((r) => ({ where: r.selector, tokens: new Map([...own, ...custom(r.decls)]) })),
      );
      for (const variant of variants) {
        const stops = gradientStops(resolve(value, variant.tokens));
        if (!stops.length) continue;
        const color = decls.get("color");
        const texts = color ? [resolve(color, variant.tokens)] : [resolve("var(--text)", variant.tokens), resolve("var(--muted)", variant.tokens)];
        for (const text of texts)
          for (const stop of stops)
            found.push({ where: `${file} ${variant.where}`, text, stop, ratio: contrast(over(parseColor(text), page), over(parseColor(stop), page)) });
      }
    }
  }
  return found;
}

/** The rows of design.md's palette table: text token, background token, the ratio written, the minimum. */
function designPairs() {
  const section = DESIGN.slice(DESIGN.indexOf("## Palette"), DESIGN.indexOf("\n## ", DESIGN.indexOf("## Palette") + 1));
  return [...section.matchAll(/^\|\s*`(--[\w-]+)`\s*\|\s*`(--[\w-]+)`\s*\|\s*([\d.]+):1\s*\|\s*([\d.]+):1/gm)].map((m) => ({
    text: m[1]!,
    background: m[2]!,
    written: Number(m[3]),
    minimum: Number(m[4]),
  }));
}

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith(".css") ? [join(dir, e.name)] : [],
  );

describe("contrast (WCAG 2.2 AA)", () => {
  const tokens = rootTokens(STYLES);
  const color = (token: string) => parseColor(resolve(`var(${token})`, tokens));

  it("design.md lists the text/background pairs, each at least its minimum, each ratio as computed", () => {
    const pairs = designPairs();
    expect(pairs.length).toBeGreaterThan(10);
    const wrong = pairs
      .map((p) => ({ ...p, ratio: Math.floor(contrast(color(p.text), color(p.background)) * 100) / 100 }))
      .filter((p) => p.ratio < p.minimum || p.minimum < 3 || Math.abs(p.ratio - p.written) > 0.01);
    expect(wrong, "pairs below their minimum, or written otherwise than computed").toEqual([]);
  });

  it("every stop of every gradient under text gives its text 4.5:1", () => {
    const findings = cssFiles(join(ROOT, "src")).flatMap((f) => gradientFindings(readFileSync(f, "utf8"), tokens, f.slice(ROOT.length + 1)));
    expect(findings.some((f) => f.where.includes(".btn--primary"))).toBe(true);
    expect(findings.some((f) => f.where.includes(".tabs__tab--active"))).toBe(true);
    const failing = findings.filter((f) => f.ratio < 4.5).map((f) => `${f.where}: ${f.text} on ${f.stop} is ${f.ratio.toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });

  it("would refuse the old primary gradient (white on #7c5cff -> #5b8cff)", () => {
    const css =
      ":root { --bg: #0d0e1f; --text: #fff; --muted: #aaa; --accent: #7c5cff; }\n.btn--primary { background: linear-gradient(90deg, var(--accent), #5b8cff); color: #fff; }";
    const ratios = gradientFindings(css, rootTokens(css), "old.css").map((f) => Number(f.ratio.toFixed(2)));
    expect(ratios).toEqual([4.35, 3.16]);
  });

  it("reads a rule's own custom properties, and judges each variant that sets them", () => {
    const css =
      ":root { --bg: #000; --text: #fff; --muted: #fff; }\n.stage { --glow: #222; background: radial-gradient(var(--glow), transparent); }\n.gold .stage { --glow: #eee; }";
    const found = gradientFindings(css, rootTokens(css), "tiers.css");
    expect(found.filter((f) => f.ratio < 4.5).map((f) => f.where)).toEqual(["tiers.css .gold .stage", "tiers.css .gold .stage"]);
    expect(found.filter((f) => f.where === "tiers.css .stage").every((f) => f.ratio >= 4.5)).toBe(true);
  });
});
