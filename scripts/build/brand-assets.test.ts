import { describe, expect, test } from "vitest";
import brand from "../../brand.json" with { type: "json" };
import { readFileSync } from "node:fs";
import { APPLE_TOUCH_ICON, brandAssetFiles, iconSvgs, inlineMaskIcons, MANIFEST_ICONS, MARK_SOURCE, maskIconSvgs, tokenColour } from "./brand-assets";
import { MANIFEST_PATH } from "../../src/config/brand";

const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("the installable app: manifest and icons from one mark", () => {
  test("the manifest: the brand's name, the page's colour token, standalone from /, its icons plain and maskable", { timeout: 30_000 }, async () => {
    const files = await brandAssetFiles();
    const manifest = JSON.parse(files.get(MANIFEST_PATH)!.toString()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.name,
      start_url: "/",
      display: "standalone",
      theme_color: tokenColour("bg"),
      background_color: tokenColour("bg"),
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ]),
    );
    for (const { src, size } of MANIFEST_ICONS) expect(sizeOf(files.get(src)!), src).toEqual({ width: size, height: size });
    const apple = files.get(APPLE_TOUCH_ICON)!;
    expect(sizeOf(apple)).toEqual({ width: 180, height: 180 });
    // opaque: every pixel of the Apple icon and the maskable ones is the background or the mark
    const { Resvg } = await import("@resvg/resvg-js");
    const svgs = iconSvgs(readFileSync(MARK_SOURCE, "utf8"), tokenColour("bg"));
    for (const path of [APPLE_TOUCH_ICON, "/icons/maskable-192.png", "/icons/maskable-512.png"]) {
      const pixels = new Resvg(svgs.get(path)!).render().pixels;
      const alphas = new Set(Array.from({ length: pixels.length / 4 }, (_, i) => pixels[i * 4 + 3]));
      expect([...alphas], path).toEqual([255]);
    }
    const ico = files.get("/favicon.ico")!;
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 2]);
  });

  test("the colour token is read where it is defined", () => {
    expect(tokenColour("bg", ":root { --bg: #0D0E1F; }")).toBe("#0d0e1f");
    expect(() => tokenColour("nope", ":root { --bg: #0d0e1f; }")).toThrow(/no --nope/);
  });

  test("every icon the stylesheet masks with is drawn from the icon set and put into the stylesheet", { timeout: 30_000 }, async () => {
    const css = readFileSync("src/components/mask-icon.css", "utf8");
    const masked = [...css.matchAll(/url\("(\/icons\/ui\/[\w-]+\.svg)"\)/g)].map(([, path]) => path!);
    expect(masked.length).toBeGreaterThan(0);
    const svgs = await maskIconSvgs();
    expect([...masked].sort()).toEqual([...svgs.keys()].sort());
    for (const path of masked) expect(svgs.get(path), path).toMatch(/^<svg[^>]*class="tabler-icon[^"]*"/);
    const inlined = inlineMaskIcons(css, svgs);
    expect(inlined).not.toMatch(/\/icons\/ui\//);
    const urls = [...inlined.matchAll(/url\("([^"]+)"\)/g)].map(([, url]) => url!);
    expect(urls).toHaveLength(masked.length);
    // each is the icon's own markup again, once the URL is read
    for (const [i, url] of urls.entries())
      expect(decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ""))).toBe(svgs.get(masked[i]!)!.replaceAll('"', "'"));
    expect(() => inlineMaskIcons('.a { --mask-icon: url("/icons/ui/nope.svg"); }', svgs)).toThrow(/nope\.svg: no such icon/);
  });
});
