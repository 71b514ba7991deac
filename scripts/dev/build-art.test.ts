// The art in public/media/ and the badges in public/badges/ are what the kit (brand-kit-src/art/)
// draws, and every picture is one of a kind, small, free of text, and reached by the app.
import { createHash } from "node:crypto";
import { existsSync, globSync, readFileSync, statSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { renderArt, renderBadges } from "../../brand-kit-src/art/render.ts";
import { BADGE_TYPES } from "../../src/config/content-routes.ts";

const art = renderArt();
const badges = renderBadges();
const files = globSync("public/media/*.svg").sort();
const sources = globSync("src/**/*.{ts,tsx,css}").filter((f) => !f.endsWith(".test.ts") && !f.endsWith(".test.tsx"));
const references = new Map<string, string>();
for (const file of sources) for (const [, name] of readFileSync(file, "utf8").matchAll(/["'`(]\/media\/([^"'`)\s?#]+)/g)) references.set(name!, file);

describe("the art kit's pictures", () => {
  it("every picture under public/media/ is what the kit draws today (npm run generate:art)", () => {
    expect(files.map((f) => basename(f, ".svg")).sort()).toEqual([...art.keys()].sort());
    for (const file of files) expect(readFileSync(file, "utf8"), file).toBe(art.get(basename(file, ".svg")));
  });

  it("no picture holds text: no text, font or glyph element, no font attribute", () => {
    for (const [name, svg] of art) {
      expect(svg, name).not.toMatch(/<(text|tspan|textPath|font|glyph|foreignObject)\b/i);
      expect(svg, name).not.toMatch(/font-(family|size|weight)/i);
      expect(svg, name).not.toMatch(/<metadata|<title|<desc/i);
    }
  });

  it("every picture is its own (no two the same)", () => {
    const hashes = new Map<string, string>();
    for (const [name, svg] of art) {
      const hash = createHash("sha256").update(svg).digest("hex");
      expect(hashes.get(hash), `${name} is the same picture as ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, name);
    }
  });

  it("every picture weighs at most 12 kB", () => {
    for (const file of files) expect(statSync(file).size, file).toBeLessThanOrEqual(12 * 1024);
  });

  it("every /media/ reference in src/ resolves to a file, and every picture is referenced", () => {
    expect(references.size).toBeGreaterThan(40);
    for (const [name, file] of references) expect(existsSync(`public/media/${name}`), `${file}: /media/${name}`).toBe(true);
    for (const name of art.keys()) expect(references.has(`${name}.svg`), `${name}.svg is referenced nowhere in src/`).toBe(true);
  });
});

describe("the airdrop badges", () => {
  const badgeFiles = globSync("public/badges/*").sort();

  it("public/badges/ holds one picture per badge type, each what the kit draws today (npm run generate:art)", () => {
    expect([...badges.keys()].sort()).toEqual([...BADGE_TYPES].sort());
    expect(badgeFiles.map((f) => basename(f)).sort()).toEqual(BADGE_TYPES.map((t) => `${t}.svg`).sort());
    for (const file of badgeFiles) expect(readFileSync(file, "utf8"), file).toBe(badges.get(basename(file, ".svg")));
  });

  it("no badge holds text, and each is drawn on a 160 by 160 viewBox", () => {
    for (const [name, svg] of badges) {
      expect(svg, name).not.toMatch(/<(text|tspan|textPath|font|glyph|foreignObject)\b/i);
      expect(svg, name).not.toMatch(/font-(family|size|weight)|<metadata|<title|<desc/i);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 160 160">/);
    }
  });

  it("every badge is its own, and none is a page picture", () => {
    const hashes = new Map<string, string>();
    for (const [name, svg] of [...art, ...badges]) {
      const hash = createHash("sha256").update(svg).digest("hex");
      expect(hashes.get(hash), `${name} is the same picture as ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, name);
    }
  });

  it("every badge weighs at most 6 kB", () => {
    for (const file of badgeFiles) expect(statSync(file).size, file).toBeLessThanOrEqual(6 * 1024);
  });
});

describe("every picture the site serves", () => {
  it("draws no letters: no SVG under public/ holds text (a logo, a creator or a token is a drawing, never its initials)", () => {
    const svgs = globSync("public/**/*.svg");
    expect(svgs.length).toBeGreaterThan(100);
    for (const file of svgs)
      expect(readFileSync(file, "utf8"), file).not.toMatch(/<(text|tspan|textPath|font|glyph|foreignObject)\b|font-(family|size|weight)/i);
  });

  it("the brand kit's token icon and chain token are the app's marks of PEN and PC (scripts/dev/build-brand-kit.ts)", () => {
    const drawn = (file: string) =>
      readFileSync(file, "utf8")
        .replace(/\s+width="32" height="32"/, "")
        .trim();
    expect(drawn("public/brand-kit/token-icon-32.svg")).toBe(readFileSync("public/tokens/pen.svg", "utf8").trim());
    expect(drawn("public/brand-kit/chain-token-32.svg")).toBe(readFileSync("public/tokens/pc.svg", "utf8").trim());
  });
});
