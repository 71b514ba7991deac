// Builds the brand kit into public/brand-kit/ from brand-kit-src/*.svg and the token marks the app
// shows (public/tokens/: PEN's for the token icon, PC's for the chain token): each item as a 32x32 SVG
// and a 256x256 PNG (rendered in Chromium), and the whole kit as one zip (favicon.ico and the other
// raster icons are the build's: scripts/build/brand-assets.ts). Run it after changing the sources
// (`tsx scripts/dev/build-brand-kit.ts`); the outputs are committed.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import { chromium } from "@playwright/test";

const out = "public/brand-kit";
mkdirSync(out, { recursive: true });
/** Each item's name in the kit and its source. */
const sources = new Map<string, string>([
  ...readdirSync("brand-kit-src")
    .filter((f) => f.endsWith(".svg"))
    .map((f): [string, string] => [f.replace(/\.svg$/, ""), `brand-kit-src/${f}`]),
  ["token-icon", "public/tokens/pen.svg"],
  ["chain-token", "public/tokens/pc.svg"],
]);
const names = [...sources.keys()].sort();
/** A source drawn at 32x32 (the token marks carry only their viewBox). */
const at32 = (svg: string) => svg.replace(/<svg\b[^>]*>/, (tag) => `${tag.slice(0, -1).replace(/\s(width|height)="[^"]*"/g, "")} width="32" height="32">`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 256, height: 256 } });
const files: [string, Buffer][] = [];
for (const name of names) {
  const svg = Buffer.from(at32(readFileSync(sources.get(name)!, "utf8")));
  writeFileSync(`${out}/${name}-32.svg`, svg);
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${svg.toString("base64")}" width="256" height="256"></body></html>`,
  );
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: 256, height: 256 } });
  writeFileSync(`${out}/${name}-256.png`, png);
  files.push([`${name}-32.svg`, svg], [`${name}-256.png`, png]);
}

await browser.close();

/** A zip of stored (uncompressed) entries: local headers, the data, then the central directory. */
function zip(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const n = Buffer.from(name);
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
writeFileSync(`${out}/brand-kit.zip`, zip(files));
console.log(`brand kit: ${names.length} items, ${files.length} files, brand-kit.zip`);
