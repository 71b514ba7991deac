// A PNG encoder for the build's icons: 8-bit RGBA, each row filtered with whichever of the format's
// five filters leaves the smallest bytes (the heuristic the PNG specification suggests), compressed
// at zlib's highest level (resvg's own encoder filters every row alike): a manifest icon is fetched
// as a page loads.
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Row `y` of `pixels` under filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth), as the format defines them. */
function filtered(pixels: Uint8Array, stride: number, y: number, type: number): Uint8Array {
  const row = pixels.subarray(y * stride, (y + 1) * stride);
  const up = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
  const out = new Uint8Array(stride);
  for (let i = 0; i < stride; i++) {
    const a = i >= 4 ? row[i - 4]! : 0;
    const b = up[i]!;
    const c = i >= 4 ? up[i - 4]! : 0;
    const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]!;
    out[i] = (row[i]! - predicted) & 0xff;
  }
  return out;
}

/** A PNG of `width` x `height` pixels given as RGBA bytes, row by row. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const stride = width * 4;
  if (pixels.length !== stride * height) throw new Error(`encodePng: ${pixels.length} bytes for ${width}x${height} RGBA`);
  const rows: Uint8Array[] = [];
  for (let y = 0; y < height; y++) {
    let best: { type: number; bytes: Uint8Array; cost: number } | undefined;
    for (let type = 0; type < 5; type++) {
      const bytes = filtered(pixels, stride, y, type);
      const cost = bytes.reduce((sum, byte) => sum + (byte < 128 ? byte : 256 - byte), 0);
      if (!best || cost < best.cost) best = { type, bytes, cost };
    }
    rows.push(Uint8Array.of(best!.type), best!.bytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9, memLevel: 9 })),
    chunk("IEND", new Uint8Array()),
  ]);
}
