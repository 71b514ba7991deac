// A page's share card (Open Graph / Twitter summary_large_image): 1200x630, the page's own art in
// a frame on the brand's night sky, the brand mark beside it, and no words (the platforms show the
// page's title and description next to the card). A page without art gets the brand card: the mark
// alone, larger. Rendered to PNG with resvg by the prerender (scripts/build/prerender.ts); a card
// is cached by the hash of its SVG (art and mark included) in .cache/og/, so a build renders only
// the cards whose art changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderPng } from "./brand-assets.ts";

export const CARD = { width: 1200, height: 630 } as const;
const CACHE_DIR = ".cache/og";

/** Where a page's card is on the site: /og/<path>.png (the home page's /og/index.png). */
export const cardPath = (path: string) => `/og/${path === "/" ? "index" : path.slice(1)}.png`;

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** The sky, its glow and a few sparks: the same on every card, so the cards read as one family. */
function sky(glowX: number, glowY: number): string {
  const sparks = [
    [92, 84, 3],
    [318, 58, 2],
    [1128, 72, 3],
    [1062, 574, 2],
    [214, 560, 2.5],
    [610, 40, 2],
    [1160, 330, 2],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#f1f1f8" opacity=".7"/>`)
    .join("");
  return (
    `<defs>` +
    `<linearGradient id="card-sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0c1e"/><stop offset=".6" stop-color="#15123a"/><stop offset="1" stop-color="#2a1a6e"/></linearGradient>` +
    `<radialGradient id="card-glow" cx="${glowX}" cy="${glowY}" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#7c5cff" stop-opacity=".55"/><stop offset="1" stop-color="#7c5cff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="card-mark-glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#22d3ee" stop-opacity=".35"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="card-frame"><rect x="440" y="112" width="720" height="405" rx="28"/></clipPath>` +
    `</defs>` +
    `<rect width="${CARD.width}" height="${CARD.height}" fill="url(#card-sky)"/>` +
    `<rect width="${CARD.width}" height="${CARD.height}" fill="url(#card-glow)"/>` +
    // a low horizon of pentagon shards
    `<path d="M0 630 L0 560 L120 596 L260 548 L380 590 L540 556 L700 600 L860 552 L1020 592 L1200 548 L1200 630 Z" fill="#15172c"/>` +
    `<path d="M0 630 L0 598 L160 618 L340 590 L520 620 L720 594 L900 622 L1080 596 L1200 612 L1200 630 Z" fill="#1b1d36"/>` +
    sparks
  );
}

/** The card of a page with `art` (an SVG's text), or the brand card without. Deterministic: same input, same SVG. */
export function composeCard(mark: string, art?: string): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">`;
  if (!art)
    return (
      open +
      sky(600, 300) +
      `<circle cx="600" cy="300" r="230" fill="url(#card-mark-glow)"/>` +
      `<path d="M600 96 L794 237 L720 465 L480 465 L406 237 Z" fill="none" stroke="#22d3ee" stroke-opacity=".35" stroke-width="2"/>` +
      `<image href="${dataUri(mark)}" x="440" y="140" width="320" height="320"/></svg>`
    );
  return (
    open +
    sky(800, 315) +
    `<circle cx="230" cy="315" r="170" fill="url(#card-mark-glow)"/>` +
    `<image href="${dataUri(mark)}" x="110" y="195" width="240" height="240"/>` +
    `<rect x="440" y="112" width="720" height="405" rx="28" fill="#15172c"/>` +
    `<image href="${dataUri(art)}" x="440" y="112" width="720" height="405" preserveAspectRatio="xMidYMid meet" clip-path="url(#card-frame)"/>` +
    // a thin cyan rim on the frame's upper-left edges, the style's rim light
    `<path d="M440 300 L440 140 Q440 112 468 112 L800 112" fill="none" stroke="#22d3ee" stroke-width="2" stroke-opacity=".8"/>` +
    `</svg>`
  );
}

/** The card as PNG, from the cache when this exact SVG was rendered before. */
export async function renderCard(svg: string, cacheDir = CACHE_DIR): Promise<Buffer> {
  const file = join(cacheDir, `${createHash("sha256").update(svg).digest("hex").slice(0, 32)}.png`);
  if (existsSync(file)) return readFileSync(file);
  const png = await renderPng(svg);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, png);
  return png;
}
