import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { PARTNERS } from "../seed-listings";
import { artKind, collectionEmblemSvg, collectionEmblemUri, nftArtSvg, nftArtUri } from "./nft-art";
import { hash, hsl, rand, svgDataUri } from "./svg-kit";

/**
 * The NFT art generator: one picture per collection and id, always the same, never another's,
 * small, with no text; and the pieces it stands on (the seeded random source, colours, the URI).
 */
const COLLECTIONS = ["Heroes", "Digital Art Fair", "Pixel Pals", "Moon Rocks"];
const ids = Array.from({ length: 500 }, (_, i) => `nft-${i + 1}`);

describe("an NFT's art", () => {
  it("is drawn as its collection's subject", () => {
    expect(COLLECTIONS.map(artKind)).toEqual(["hero", "fair", "pet", "gem"]);
    expect([artKind(null), artKind("Penta Pets"), artKind("Hero Guild")]).toEqual(["gem", "pet", "hero"]);
  });

  it("is the same every time for a collection and id", () => {
    for (const c of COLLECTIONS) expect(nftArtSvg(c, "nft-7")).toBe(nftArtSvg(c, "nft-7"));
    expect(nftArtUri("Heroes", "nft-7")).toBe(svgDataUri(nftArtSvg("Heroes", "nft-7")));
  });

  it.each(COLLECTIONS)("never repeats over 500 ids of %s, each a text-free SVG of at most 6 kB as a URI", (c) => {
    const svgs = ids.map((id) => nftArtSvg(c, id));
    expect(new Set(svgs).size).toBe(ids.length);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100">.*<\/svg>$/);
      expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<image|<script|NaN|undefined/);
      expect(svg).not.toMatch(/\d\.\d\d/);
      expect(svgDataUri(svg).length).toBeLessThanOrEqual(6 * 1024);
    }
  });

  it("differs between collections for the same id", () => {
    const svgs = COLLECTIONS.map((c) => nftArtSvg(c, "nft-1"));
    expect(new Set(svgs).size).toBe(COLLECTIONS.length);
  });

  it("refers only to ids it defines", () => {
    for (const svg of [...COLLECTIONS.map((c) => nftArtSvg(c, "nft-3")), ...COLLECTIONS.map(collectionEmblemSvg)]) {
      const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      const used = [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]);
      expect(used.filter((id) => !defined.has(id))).toEqual([]);
    }
  });
});

describe("a collection's emblem", () => {
  it("is each mining partner's logo: the files in public/partners are the generator's (npm run generate)", () => {
    expect(readdirSync("public/partners").sort()).toEqual(PARTNERS.map((p) => basename(p.logo)).sort());
    for (const p of PARTNERS) expect(readFileSync(`public${p.logo}`, "utf8")).toBe(`${collectionEmblemSvg(p.name)}\n`);
  });

  it("is its own, unlike any of its tokens, and small", () => {
    const emblems = COLLECTIONS.map(collectionEmblemUri);
    expect(new Set(emblems).size).toBe(COLLECTIONS.length);
    for (const [i, c] of COLLECTIONS.entries()) {
      expect(emblems[i]).not.toBe(nftArtUri(c, "emblem"));
      expect(emblems[i]!.length).toBeLessThanOrEqual(6 * 1024);
    }
  });
});

describe("the pieces", () => {
  it("a seeded random source repeats its key's sequence and no other's", () => {
    const draw = (key: string) => Array.from({ length: 5 }, rand(key));
    expect(draw("a:1")).toEqual(draw("a:1"));
    expect(draw("a:1")).not.toEqual(draw("a:2"));
    expect(hash("Heroes:nft-1")).not.toBe(hash("Heroes:nft-2"));
    const r = rand("range");
    for (let i = 0; i < 200; i++) {
      const n = r.int(3, 5);
      expect(n === 3 || n === 4 || n === 5).toBe(true);
    }
  });

  it("colours come out as #rrggbb", () => {
    expect([hsl(0, 100, 50), hsl(120, 100, 50), hsl(240, 100, 50), hsl(0, 0, 100), hsl(-120, 100, 50)]).toEqual([
      "#ff0000",
      "#00ff00",
      "#0000ff",
      "#ffffff",
      "#0000ff",
    ]);
  });

  it("a data URI escapes what a URI may not hold, and decodes back to the SVG", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff" d="M0 0h1"/></svg>`;
    const uri = svgDataUri(svg);
    expect(uri).toBe("data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3Cpath%20fill='%23fff'%20d='M0%200h1'/%3E%3C/svg%3E");
    expect(decodeURIComponent(uri.slice(19))).toBe(svg.replace(/"/g, "'"));
  });
});
