import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { basename } from "node:path";
import { INFLUENCERS } from "../seed-listings";
import { portraitSvg, roleHue } from "./portrait-art";

/** The team's illustrated portraits: one face per name, never another's, small, with no text; and the committed files are current. */
const names = Array.from({ length: 300 }, (_, i) => `Member ${i}`);

describe("a team portrait", () => {
  it("is the same every time for a name, and differs between names", () => {
    expect(portraitSvg("Alex Rivers", "CEO")).toBe(portraitSvg("Alex Rivers", "CEO"));
    expect(new Set(names.map((n) => portraitSvg(n, "Advisor"))).size).toBe(names.length);
  });

  it("is a text-free SVG of at most 6 kB", () => {
    for (const n of names.slice(0, 60)) {
      const svg = portraitSvg(n, "KOL");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100">.*<\/svg>$/);
      expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<image|NaN|undefined/);
      expect(svg.length).toBeLessThanOrEqual(6 * 1024);
    }
  });

  it("rings the member in the role's colour", () => {
    expect(["CEO", "CTO", "Chief Blockchain Officer", "Head of Games", "Advisor", "KOL", "Intern"].map(roleHue)).toEqual([40, 188, 252, 156, 330, 18, 230]);
    expect(portraitSvg("Sam", "CEO")).not.toBe(portraitSvg("Sam", "CTO"));
  });

  it("files in public/team are the generator's, one per member of the team list (npm run generate)", () => {
    const source = readFileSync("src/features/marketing/content/company.ts", "utf8");
    const members = [...source.matchAll(/\bm\(\s*"([^"]+)",\s*"([^"]+)"/g)].map(([, name, title]) => ({ name: name!, title: title! }));
    const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    expect(readdirSync("public/team").sort()).toEqual(members.map((m) => `${key(m.name)}.svg`).sort());
    for (const m of members) expect(readFileSync(`public/team/${key(m.name)}.svg`, "utf8")).toBe(`${portraitSvg(m.name, m.title)}\n`);
  });

  it("files in public/creators are the generator's, a creator's portrait for each of the seed's creators (npm run generate)", () => {
    expect(readdirSync("public/creators").sort()).toEqual(INFLUENCERS.map((c) => basename(c.image)).sort());
    for (const c of INFLUENCERS) expect(readFileSync(`public${c.image}`, "utf8")).toBe(`${portraitSvg(c.name, "Creator")}\n`);
  });
});
