// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { TRON_FOUND, TRON_LOADING, TRON_LOCAL_NOTE, TRON_NOT_FOUND, TronBind } from "./tron-bind";

const renderTron = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TronBind bound={null} username="tron_player" />
    </QueryClientProvider>,
  );

/** The Tron section's ready state (accounts-identity.md §2: Loading, NotFound, Found), said as sentences with the way on. */
describe("Connect Tron wallet", () => {
  afterEach(() => {
    cleanup();
    delete (window as { tronLink?: unknown }).tronLink;
  });

  it("in the local stack the Dev Tron wallet (local) is offered beside Connect Tron wallet, before any look for TronLink", () => {
    renderTron();
    expect(screen.getByRole("button", { name: "Connect Tron wallet" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connect Dev Tron wallet (local)" })).toBeTruthy();
  });

  it("without TronLink: Loading, then a sentence saying it was not found, with Download TronLink and Try again; never the bare state", async () => {
    renderTron();
    fireEvent.click(screen.getByRole("button", { name: "Connect Tron wallet" }));
    expect(screen.getByRole("status").textContent).toBe(TRON_LOADING);
    // the look for TronLink takes about 2 s of timers, which a busy machine stretches: the wait is
    // for its states, not its speed
    expect(await screen.findByText(TRON_NOT_FOUND, {}, { timeout: 15_000 })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NotFound/);
    expect(screen.getByRole("link", { name: "Download TronLink" }).getAttribute("href")).toBe("https://www.tronlink.org/");
    // the local stack's stand-in for TronLink, offered where TronLink is missing
    expect(screen.getByText(TRON_LOCAL_NOTE)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connect Dev Tron wallet (local)" })).toBeTruthy();
    // installed meanwhile: Try again finds it
    (window as { tronLink?: unknown }).tronLink = {};
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(TRON_FOUND, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connect and sign with TronLink" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Found\./);
  }, 45_000);
});
