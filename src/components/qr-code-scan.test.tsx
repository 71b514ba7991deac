// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import jsQR from "jsqr";
import { afterEach, expect, test } from "vitest";
import { QrCode } from "./qr-code";

afterEach(cleanup);

/** The drawn code as a camera would see it: its dark modules at 4 px each, in a quiet zone of 4 modules, read by a QR reader. */
function scan(svg: Element): string | null {
  const box = Number(svg.getAttribute("viewBox")!.split(" ")[2]);
  const scale = 4;
  const quiet = 4;
  const width = (box + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg
    .querySelector("path")!
    .getAttribute("d")!
    .matchAll(/M(\d+) (\d+)/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = (((Number(y) + quiet) * scale + dy) * width + (Number(x) + quiet) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  return jsQR(pixels, width, width)?.data ?? null;
}

test.each([
  ["a page of the site", "https://penta.example/addrpc"],
  ["a two-factor key (accounts-identity.md §8)", "otpauth://totp/Penta:alice?secret=JBSWY3DPEHPK3PXP&issuer=Penta"],
  [
    "a WalletConnect pairing",
    "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000",
  ],
])("the QR code of %s scans back to what it holds", async (_what, text) => {
  render(<QrCode text={text} label="QR code" />);
  expect(scan(await screen.findByRole("img", { name: "QR code" }))).toBe(text);
});
