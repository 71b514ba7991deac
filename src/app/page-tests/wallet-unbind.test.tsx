// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "@/lib/session";
import { BACKEND, loseFirstAnswer, playerWithWallet, renderPage } from "../testing/page";

const unbindButton = () => screen.findByRole("button", { name: "Unbind EVM wallet" }, { timeout: 5000 });
const askToUnbind = async () => {
  fireEvent.click(await unbindButton());
  return screen.findByRole("dialog", { name: "Unbind this EVM wallet?" });
};

/** Unbinding a wallet (designed: openapi/user.yaml unbindWallet): what the dialog says is what happened. */
describe("Unbind, as it happens", () => {
  beforeEach(() => session.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("a wallet unbound meanwhile in another tab: the refusal says so (a toast: the dialog goes with the wallet), and the panel shows it gone", async () => {
    await playerWithWallet();
    renderPage("/account");
    const dialog = await askToUnbind();
    const elsewhere = await fetch(`${BACKEND}/api/v1/user/unbind_wallet`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${session.token()}` },
      body: JSON.stringify({ kind: "evm" }),
    });
    expect(elsewhere.ok).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, unbind" }));
    // gone from the page, not only hidden behind the dialog
    await waitFor(() => expect(screen.queryByRole("button", { name: "Unbind EVM wallet", hidden: true })).toBeNull(), { timeout: 5000 });
    expect(screen.queryByRole("dialog", { name: "Unbind this EVM wallet?", hidden: true })).toBeNull();
    // said where it stays: the toast (the dialog's alert went with the dialog)
    expect(screen.getByText("No EVM wallet is bound to this account")).toBeTruthy();
  });

  it("an attempt whose answer was lost: its failure is said; asked again, the dialog starts afresh", async () => {
    await playerWithWallet();
    loseFirstAnswer("/unbind_wallet");
    renderPage("/account");
    let dialog = await askToUnbind();
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, unbind" }));
    expect((await within(dialog).findByRole("alert", {}, { timeout: 5000 })).textContent).toMatch(/^The wallet could not be unbound\. /);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    dialog = await askToUnbind();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Yes, unbind" })).toHaveProperty("disabled", false);
  });
});
