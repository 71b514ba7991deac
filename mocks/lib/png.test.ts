import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng, imageInfo } from "./png";

/** The chunks of a PNG after its signature: type, data and whether the CRC is right. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let i = 8; i < png.length;) {
    const length = png.readUInt32BE(i);
    const type = png.toString("ascii", i + 4, i + 8);
    const data = png.subarray(i + 8, i + 8 + length);
    out.push({ type, data, crcOk: png.readUInt32BE(i + 8 + length) === crc32(png.subarray(i + 4, i + 8 + length)) });
    i += 12 + length;
  }
  return out;
}

describe("the PNG encoder of the AI stand-in's pictures", () => {
  it("writes the signature, IHDR (8-bit truecolour), the rows unfiltered in IDAT and IEND, every CRC right", () => {
    // 3x2 pixels, every byte distinct, from an offset inside a larger buffer
    const backing = new Uint8Array(4 + 18).map((_, i) => i * 7);
    const rgb = backing.subarray(4);
    const png = encodePng(3, 2, rgb);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const [ihdr, idat, iend, ...rest] = chunks(png);
    expect(rest).toEqual([]);
    expect(ihdr).toMatchObject({ type: "IHDR", crcOk: true });
    expect([...ihdr!.data]).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
    expect(idat).toMatchObject({ type: "IDAT", crcOk: true });
    expect([...inflateSync(idat!.data)]).toEqual([0, ...rgb.subarray(0, 9), 0, ...rgb.subarray(9)]);
    expect(iend).toMatchObject({ type: "IEND", crcOk: true });
    expect(iend!.data.length).toBe(0);
    expect(imageInfo(png)).toEqual({ type: "png", width: 3, height: 2 });
  });
});

describe("imageInfo: the type and size an uploaded picture really has", () => {
  const png = encodePng(2, 3, new Uint8Array(18));
  /** A JPEG's head: SOI, an APP0 segment, a DHT (not a frame), then `sof` with 40 px high, 30 wide. */
  const jpeg = (sof: number) =>
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2, 0xff, 0xc4, 0, 4, 9, 9, 0xff, sof, 0, 11, 8, 0, 40, 0, 30, 3, 1, 1, 1, 1, 1, 1]);

  it("a PNG: its IHDR's width and height; not without its whole signature, its IHDR or past the header", () => {
    expect(imageInfo(png)).toEqual({ type: "png", width: 2, height: 3 });
    expect(imageInfo(png.subarray(0, 25))).toEqual({ type: "png", width: 2, height: 3 });
    expect(imageInfo(png.subarray(0, 24))).toBeNull();
    const badSignature = Buffer.from(png);
    badSignature[7] = 0;
    expect(imageInfo(badSignature)).toBeNull();
    const noIhdr = Buffer.from(png);
    noIhdr.write("IDAT", 12, "ascii");
    expect(imageInfo(noIhdr)).toBeNull();
  });

  it("a JPEG: the size of its first frame, walking past the segments before it (a DHT is not a frame)", () => {
    for (const sof of [0xc0, 0xc2, 0xcf]) expect(imageInfo(jpeg(sof))).toEqual({ type: "jpeg", width: 30, height: 40 });
    // DHT, JPG and DAC share the range but are no frame: walked past, and nothing after them here
    for (const marker of [0xc4, 0xc8, 0xcc]) expect(imageInfo(jpeg(marker))).toBeNull();
    // a marker just outside the frames' range
    expect(imageInfo(jpeg(0xbf))).toBeNull();
    expect(imageInfo(jpeg(0xd0))).toBeNull();
  });

  it("nothing else: a broken segment, too few bytes, not an image", () => {
    const broken = jpeg(0xc0);
    broken[8] = 0x00; // the second segment does not start with 0xff
    expect(imageInfo(broken)).toBeNull();
    expect(imageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xc0]))).toBeNull();
    expect(imageInfo(Buffer.from([0xff, 0xd9, 0xff, 0xc0, 0, 11, 8, 0, 40, 0, 30, 3, 1]))).toBeNull();
    expect(imageInfo(Buffer.from("GIF89a and more bytes than a header"))).toBeNull();
  });
});
