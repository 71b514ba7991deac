// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session } from "@/lib/session";
import { playerWithWallet, renderPage } from "../testing/page";

/** Presses a button as a pointer or keyboard does: focus on it, then the click. */
const press = (button: HTMLElement) => {
  button.focus();
  fireEvent.click(button);
};

describe("focus when the focused button goes away with what it did: on the new state, never the page's body (WCAG 2.4.3)", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("CLAIM BADGE: the badge's claimed state takes focus", async () => {
    await playerWithWallet();
    renderPage("/airdrop/common");
    press(await screen.findByRole("button", { name: "CLAIM BADGE" }, { timeout: 5000 }));
    const claimed = await screen.findByText("CONGRATULATIONS", {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toBe(claimed.closest(".badge-claimed"));
  });

  it("Unbind, confirmed: the wallets' panel takes focus (the bound wallet and its button are gone)", async () => {
    await playerWithWallet();
    renderPage("/account");
    press(await screen.findByRole("button", { name: "Unbind EVM wallet" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Unbind this EVM wallet?" });
    press(within(dialog).getByRole("button", { name: "Yes, unbind" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Unbind EVM wallet" })).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Wallets" }));
  });
});
