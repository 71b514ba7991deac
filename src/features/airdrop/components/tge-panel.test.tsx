// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextPaint } from "@/lib/after-paint";
import { boundWalletQuery } from "../api/bound-wallet";
import { tgeStatusQuery } from "../api/campaign";
import { TgePanel } from "./tge-panel";

// the link to the account's wallets, as a plain anchor (the router has its own tests)
vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, hash, children }: { to: string; hash?: string; children: ReactNode }) => <a href={hash ? `${to}#${hash}` : to}>{children}</a>,
}));

// jsdom has <dialog> without its modal methods
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};

const WALLET = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";
const saved = { status: true, eligible_case: "badge_holder", verified: false, cex_name: null, uid: null, wallet_address: null };

/** The panel over a client that holds `status` and the bound wallet: nothing is read until a change asks for it. */
function mountPanel(status: object, wallet: string | null = WALLET) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(tgeStatusQuery().queryKey, status as never);
  client.setQueryData(boundWalletQuery().queryKey, { status: true, result: { user: { mm_address: wallet } } } as never);
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <TgePanel />
      </Suspense>
    </QueryClientProvider>,
  );
}

/** The panel over a saved choice, with the backend's verify call watched (it answers the final status). */
function renderPanel(choice: { airdrop_method: "wallet" | "cex"; cex_name?: "Bybit"; uid?: string }) {
  const status = { ...saved, ...choice };
  const calls: string[] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    const verified = { ...status, verified: true };
    return Response.json(url.includes("/tge/") ? verified : { status: true, result: { user: { mm_address: WALLET } } });
  });
  mountPanel(status);
  return { verifyCalls: () => calls.filter((u) => u.includes("/tge/verify")), restore: () => fetchSpy.mockRestore() };
}

describe("the TGE panel: VERIFY is final, so it names where the $PEN will go first", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("on-chain: the confirmation names the bound wallet; Back to change it sends nothing", async () => {
    const panel = renderPanel({ airdrop_method: "wallet" });
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    const dialog = await screen.findByRole("dialog", { name: "Verify where your $PEN goes" });
    expect(within(dialog).getByText(`Your $PEN will be sent on-chain to your bound wallet ${WALLET}.`)).toBeTruthy();
    expect(within(dialog).getByText(/Verifying is final/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Back to change it" }));
    expect(panel.verifyCalls()).toHaveLength(0);
    expect(screen.getByRole("radio", { name: "On-chain, to my bound wallet" })).toBeTruthy();
  });

  it("to an exchange: the confirmation names the exchange and UID; confirming verifies once", async () => {
    const panel = renderPanel({ airdrop_method: "cex", cex_name: "Bybit", uid: "12345678" });
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    expect(panel.verifyCalls()).toHaveLength(0);
    const dialog = await screen.findByRole("dialog", { name: "Verify where your $PEN goes" });
    expect(within(dialog).getByText("Your $PEN will be deposited to your Bybit account, UID 12345678.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify: send it there" }));
    await act(nextPaint);
    expect(await screen.findByText("Verified: your $PEN will be sent to your Bybit account (UID 12345678).")).toBeTruthy();
    expect(panel.verifyCalls()).toHaveLength(1);
  });

  it("verified on-chain: the status names the wallet it was verified with, not the one bound now", () => {
    const verifiedWith = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
    mountPanel({ ...saved, airdrop_method: "wallet", verified: true, wallet_address: verifiedWith }, WALLET);
    expect(screen.getByRole("status").textContent).toBe(`Verified: your $PEN will be sent on-chain to ${verifiedWith}, the wallet you verified with.`);
  });

  it("on-chain with no wallet bound (unbound since the choice): the confirmation says so, links to the binding, and cannot verify", async () => {
    const verify = vi.spyOn(globalThis, "fetch");
    mountPanel({ ...saved, airdrop_method: "wallet" }, null);
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    const dialog = await screen.findByRole("dialog", { name: "Verify where your $PEN goes" });
    expect(within(dialog).queryByText(/to your bound wallet/)).toBeNull();
    expect(within(dialog).getByText(/^No wallet is bound to your account/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Bind a wallet" }).getAttribute("href")).toBe("/account#wallets");
    expect(within(dialog).getByRole("button", { name: "Verify: send it there" })).toHaveProperty("disabled", true);
    expect(verify).not.toHaveBeenCalled();
  });

  it("a method change under way keeps the radios focusable (a keyboard player moving with the arrows keeps the focus), and takes no second change meanwhile", async () => {
    const posts: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === "POST") {
        posts.push(await request.text());
        await held;
        return Response.json({ status: true, message: "Saved" });
      }
      return Response.json({ ...saved, airdrop_method: "cex" });
    });
    mountPanel({ ...saved, airdrop_method: "wallet" });
    const cex = screen.getByRole("radio", { name: "To my exchange account (CEX deposit)" });
    cex.focus();
    fireEvent.click(cex);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(cex).toHaveProperty("disabled", false);
    expect(cex.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(cex);
    fireEvent.click(screen.getByRole("radio", { name: "On-chain, to my bound wallet" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts).toHaveLength(1);
    // the choice shown is the one being saved
    expect(cex).toHaveProperty("checked", true);
    release();
  });

  it("a change of method keeps VERIFY waiting until the status is read again, so the confirmation names the new destination", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const status = { ...saved, airdrop_method: "wallet" as const };
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === "POST") return Response.json({ status: true, message: "Saved" });
      await held;
      return Response.json({ ...status, airdrop_method: "cex", cex_name: "Bybit", uid: "12345678" });
    });
    mountPanel(status);
    fireEvent.click(screen.getByRole("radio", { name: "To my exchange account (CEX deposit)" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // waiting, not disabled (a disabled button would drop the focus): a press opens nothing
    expect(screen.getByRole("button", { name: "VERIFY" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    expect(screen.queryByRole("dialog", { name: "Verify where your $PEN goes" })).toBeNull();
    release();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "VERIFY" }).getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    const dialog = await screen.findByRole("dialog", { name: "Verify where your $PEN goes" });
    expect(within(dialog).getByText("Your $PEN will be deposited to your Bybit account, UID 12345678.")).toBeTruthy();
  });
});
