// The installable app's files, all derived from one source each: the web app manifest (the name from
// brand.json, the colours from the design tokens in src/app/styles.css) and every raster icon
// (favicon.ico, the Apple touch icon, the manifest's 192/512 icons, plain and maskable), rendered
// from the brand mark (public/brand/logo.svg) with resvg.
//
// Rendered by the build (vite build's generateBundle) and served by the dev server from memory,
// never committed: a few PNGs that follow from an SVG in the repository would be binaries to keep in
// step by hand, and the six renders of a 64-unit mark take a few tens of milliseconds.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import brand from "../../brand.json" with { type: "json" };
import { MASK_ICONS } from "../../src/components/mask-icons.ts";
import { MANIFEST_PATH } from "../../src/config/brand.ts";
import { encodePng } from "./png.ts";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The brand mark every icon is drawn from. */
export const MARK_SOURCE = "public/brand/logo.svg";

/** A colour token of src/app/styles.css (`--name: #rrggbb`), read where it is defined. */
export function tokenColour(name: string, css = readFileSync(root("src/app/styles.css"), "utf8")): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(css);
  if (!match?.[1]) throw new Error(`src/app/styles.css: no --${name} colour`);
  return match[1].toLowerCase();
}

/** The icons the manifest names: `any` on transparency, `maskable` full-bleed with the mark in the safe zone. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/maskable-192.png", size: 192, purpose: "maskable" },
  { src: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
] as const;

export const APPLE_TOUCH_ICON = "/apple-touch-icon.png";

export function manifest(background = tokenColour("bg")) {
  return {
    name: brand.name,
    short_name: brand.name,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: background,
    background_color: background,
    icons: MANIFEST_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose })),
  };
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/**
 * The mark on a square canvas of `size` px: `scale` of the side (centred), on `background` or
 * transparent. A maskable icon may be cut to a circle of 80 % of the side: at 0.75 the pentagon's
 * farthest corner (28 of the mark's 64 units from its centre) is at 33 % of the side from the centre.
 */
export function iconSvg(mark: string, size: number, scale: number, background?: string): string {
  const side = size * scale;
  const at = (size - side) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    (background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : "") +
    `<image href="${dataUri(mark)}" x="${at}" y="${at}" width="${side}" height="${side}"/></svg>`
  );
}

/** Premultiplied RGBA (what resvg renders) as straight RGBA (what a PNG holds). */
export function demultiplied(pixels: Uint8Array): Uint8Array {
  const out = Uint8Array.from(pixels);
  for (let i = 0; i < out.length; i += 4) {
    const alpha = out[i + 3]!;
    if (alpha > 0 && alpha < 255) for (let k = i; k < i + 3; k++) out[k] = Math.min(255, Math.round((out[k]! * 255) / alpha));
  }
  return out;
}

/** A PNG from an SVG, at the SVG's own size. */
export async function renderPng(svg: string): Promise<Buffer> {
  const { Resvg } = await import("@resvg/resvg-js");
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return encodePng(image.width, image.height, demultiplied(image.pixels));
}

/** An .ico holding the given PNGs (the format takes PNG images as they are since Windows Vista). */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** Every raster icon as the SVG it is rendered from, by its path on the site (favicon.ico's two sizes aside). */
export function iconSvgs(mark: string, background: string): Map<string, string> {
  const svgs = new Map<string, string>();
  for (const { src, size, purpose } of MANIFEST_ICONS)
    svgs.set(src, purpose === "maskable" ? iconSvg(mark, size, 0.75, background) : iconSvg(mark, size, 0.92));
  // iOS puts its own corners and no transparency on a home-screen icon
  svgs.set(APPLE_TOUCH_ICON, iconSvg(mark, 180, 0.72, background));
  return svgs;
}

/** The icons of src/components/mask-icons.ts, drawn from the site's icon set, by the path the stylesheet names them with: /icons/ui/<name>.svg. */
export async function maskIconSvgs(): Promise<Map<string, string>> {
  const { createElement } = await import("react");
  const { renderToStaticMarkup } = await import("react-dom/server");
  const svgs = new Map<string, string>();
  for (const [name, icon] of Object.entries(MASK_ICONS)) {
    const { default: Icon } = (await import(`@tabler/icons-react/icons/${icon}`)) as { default: import("@tabler/icons-react").TablerIcon };
    svgs.set(`/icons/ui/${name}.svg`, renderToStaticMarkup(createElement(Icon, { size: 24, stroke: 1.75 })));
  }
  return svgs;
}

/** Every file of the installable app, by its path on the site. */
export async function brandAssetFiles(mark = readFileSync(root(MARK_SOURCE), "utf8")): Promise<Map<string, Buffer>> {
  const background = tokenColour("bg");
  const files = new Map<string, Buffer>();
  files.set(MANIFEST_PATH, Buffer.from(`${JSON.stringify(manifest(background), null, 2)}\n`));
  for (const [path, svg] of iconSvgs(mark, background)) files.set(path, await renderPng(svg));
  files.set(
    "/favicon.ico",
    icoOf([
      { size: 16, png: await renderPng(iconSvg(mark, 16, 1)) },
      { size: 32, png: await renderPng(iconSvg(mark, 32, 1)) },
    ]),
  );
  return files;
}

const TYPES: Record<string, string> = { ".webmanifest": "application/manifest+json", ".png": "image/png", ".ico": "image/x-icon", ".svg": "image/svg+xml" };

/** An SVG as a `data:` URL for a stylesheet's url("…"): its quotes made single, the characters a URL cannot hold escaped. */
export const cssSvgUrl = (svg: string) => `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[%#<>{}\n\r\t]/g, encodeURIComponent)}`;

/**
 * The stylesheet's mask icons (src/components/mask-icon.css names them by /icons/ui/<name>.svg) put
 * into it as `data:` URLs: a page's first paint waits for no icon file; refused for a name the
 * icon set does not draw.
 */
export function inlineMaskIcons(css: string, svgs: Map<string, string>): string {
  return css.replace(/url\("(\/icons\/ui\/[\w-]+\.svg)"\)/g, (_, path: string) => {
    const svg = svgs.get(path);
    if (!svg) throw new Error(`${path}: no such icon in src/components/mask-icons.ts`);
    return `url("${cssSvgUrl(svg)}")`;
  });
}

/** The files above in the build (dist/) and, from memory, on the dev server; the mask icons inside the stylesheet. */
export function brandAssets(): Plugin {
  let files: Promise<Map<string, Buffer>> | undefined;
  const rendered = () => (files ??= brandAssetFiles());
  let icons: Promise<Map<string, string>> | undefined;
  return {
    name: "brand-assets",
    async transform(code, id) {
      if (!id.split("?")[0]!.endsWith("/src/components/mask-icon.css")) return null;
      // a failed drawing is not kept: the next transform (a dev server's reload) draws again
      icons ??= maskIconSvgs().catch((error: unknown) => {
        icons = undefined;
        throw error;
      });
      return { code: inlineMaskIcons(code, await icons), map: null };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!(path === MANIFEST_PATH || path === APPLE_TOUCH_ICON || path === "/favicon.ico" || path.startsWith("/icons/"))) return next();
        rendered().then(
          (all) => {
            const body = all.get(path);
            if (!body) return next();
            res.setHeader("Content-Type", TYPES[path.slice(path.lastIndexOf("."))] ?? "application/octet-stream");
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      for (const [path, source] of await rendered()) this.emitFile({ type: "asset", fileName: path.slice(1), source });
    },
  };
}
