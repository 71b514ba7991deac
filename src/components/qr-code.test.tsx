// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { encode } from "uqr";
import { afterEach, expect, test } from "vitest";
import { QrCode } from "./qr-code";

afterEach(cleanup);

test("a QR code is drawn as one path of exactly the encoder's dark modules, inside its quiet zone; a blank holds its place until then", async () => {
  const text = "https://penta.example/addrpc";
  render(<QrCode text={text} label="QR code of the page" />);
  expect(screen.getByRole("status", { name: "Drawing the QR code" })).toBeTruthy();
  const svg = await screen.findByRole("img", { name: "QR code of the page" });
  const { size, data } = encode(text, { ecc: "M", border: 0 });
  expect(svg.getAttribute("viewBox")).toBe(`0 0 ${size + 2} ${size + 2}`);
  const drawn = new Set(
    [
      ...svg
        .querySelector("path")!
        .getAttribute("d")!
        .matchAll(/M(\d+) (\d+)/g),
    ].map(([, x, y]) => `${Number(y) - 1},${Number(x) - 1}`),
  );
  const dark = new Set<string>();
  for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (data[row]![col]) dark.add(`${row},${col}`);
  expect(drawn).toEqual(dark);
});
