// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { QrCode } from "./qr-code";

// the encoder's chunk cannot be loaded (offline, a flaky network, the page left while it loaded)
vi.mock("uqr", () => {
  throw new TypeError("error loading dynamically imported module: http://127.0.0.1/assets/dist-x.js");
});

afterEach(cleanup);

test("an encoder that cannot be loaded says so in the code's place, and nothing is left unhandled", async () => {
  render(<QrCode text="https://penta.example/addrpc" label="QR code of the page" />);
  expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The QR code could not be loaded. Check your connection, then reload the page.");
  expect(screen.queryByRole("status", { name: "Drawing the QR code" })).toBeNull();
});
