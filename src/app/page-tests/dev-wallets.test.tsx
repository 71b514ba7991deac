// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session } from "@/lib/session";
import { tronAddressOf, devTronKey } from "@/lib/wallet/dev-tron-wallet";
import { localWalletsList, WALLETS_LIST } from "../../../scripts/build/local-ton-wallets";
import { newPlayer, renderPage, signIn } from "../testing/page";

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/**
 * The local stack as the browser sees it: the wallets list with the dev TON wallet (as the dev
 * server serves it), and the binds the panels send, kept. The backend's checks of what the dev
 * wallets sign run in node (scripts/dev/dev-wallets.test.ts): its TronWeb and tweetnacl refuse
 * jsdom's byte arrays, so here the bind is answered as the contract says it succeeds.
 */
function localStack() {
  const realFetch = globalThis.fetch;
  const list = localWalletsList(readFileSync(`public/${WALLETS_LIST}`, "utf8"));
  const binds: { kind: string; body: Record<string, unknown> }[] = [];
  /** payload reads: how many, how many of the first fail, and what a later one waits for */
  const payloads = { asked: 0, failing: 0, held: null as Promise<void> | null };
  globalThis.fetch = async (input, init) => {
    const url = urlOf(input);
    if (url.endsWith("/ton_proof/payload")) {
      if (++payloads.asked <= payloads.failing) throw new TypeError("Failed to fetch");
      if (payloads.asked > 1) await payloads.held;
    }
    if (url.endsWith(`/${WALLETS_LIST}`)) return new Response(list, { headers: { "content-type": "application/json" } });
    const bind = /\/api\/v1\/user\/bind_(tron|ton)$/.exec(url);
    if (!bind) return realFetch(input, init);
    const body = input instanceof Request ? await input.clone().text() : String(init?.body);
    binds.push({ kind: bind[1]!, body: JSON.parse(body) as Record<string, unknown> });
    const message = bind[1] === "tron" ? "Tron Account Bound!" : "Ton Account Bound!";
    return new Response(JSON.stringify({ status: true, message }), { headers: { "content-type": "application/json" } });
  };
  return { binds, payloads, restore: () => void (globalThis.fetch = realFetch) };
}

/** In the local stack every wallet panel offers a stand-in: a player made a minute ago binds Tron and TON in a plain browser. */
describe("the account's wallets in the local stack: the dev Tron and TON wallets", () => {
  let stack: ReturnType<typeof localStack>;
  beforeEach(() => {
    session.clear();
    stack = localStack();
  });
  afterEach(() => {
    stack.restore();
    cleanup();
    for (const key of ["tronLink", "tronWeb", "pentaDevTon"]) delete (window as unknown as Record<string, unknown>)[key];
  });

  it("Tron: beside Connect Tron wallet, Connect Dev Tron wallet (local) signs the bind message with the player's own key at once", async () => {
    const player = await newPlayer("dt");
    await signIn(player);
    renderPage("/account");
    const wallets = await screen.findByRole("region", { name: "Wallets" }, { timeout: 5000 });
    expect(within(wallets).getByRole("button", { name: "Connect Tron wallet" })).toBeTruthy();
    fireEvent.click(within(wallets).getByRole("button", { name: "Connect Dev Tron wallet (local)" }));
    expect(await screen.findByText("Tron Account Bound!", {}, { timeout: 8000 })).toBeTruthy();
    const [bind] = stack.binds;
    expect(bind?.kind).toBe("tron");
    // this player's own key, kept in this browser for the next visit
    expect(bind?.body.address).toBe(tronAddressOf(devTronKey(player.username)));
    expect(bind?.body.message).toMatch(new RegExp(`^\\S+ asks you to bind this Tron wallet to the Penta account ${player.username}\\.\\n\\nNonce: `));
    expect(bind?.body.signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
  }, 15_000);

  it("TON: the list names the Dev TON wallet (local), injected; connecting it sends its ton_proof with the state of its address", async () => {
    await signIn(await newPlayer("dn"));
    renderPage("/account");
    const wallets = await screen.findByRole("region", { name: "Wallets" }, { timeout: 5000 });
    fireEvent.click(within(wallets).getByRole("button", { name: "Connect TON wallet" }));
    const list = await screen.findByRole("list", { name: "TON wallets" }, { timeout: 8000 });
    // the others as before (not injected here: opened in their app)
    expect(within(list).getByRole("button", { name: "Open Tonkeeper" })).toBeTruthy();
    let release = () => {};
    stack.payloads.held = new Promise((resolve) => (release = resolve));
    fireEvent.click(within(list).getByRole("button", { name: "Connect Dev TON wallet (local)" }));
    expect(await screen.findByText("Ton Account Bound!", {}, { timeout: 8000 })).toBeTruthy();
    const [bind] = stack.binds;
    expect(bind?.kind).toBe("ton");
    expect(bind?.body).toMatchObject({
      address: expect.stringMatching(/^0:[0-9a-f]{64}$/),
      domain: window.location.host,
      public_key: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(String(bind?.body.state_init)).toMatch(/^te6cc/); // a bag of cells
    // the bind spent its payload (single use): the next connect (the stand-in's answer bound nothing)
    // waits for a new one, and signs it
    await waitFor(() => expect(stack.payloads.asked).toBe(2), { timeout: 8000 });
    expect(within(wallets).getByText("Loading TON wallets…")).toBeTruthy();
    expect(within(wallets).queryByRole("button", { name: "Connect Dev TON wallet (local)" })).toBeNull();
    release();
    fireEvent.click(await screen.findByRole("button", { name: "Connect Dev TON wallet (local)" }, { timeout: 8000 }));
    await waitFor(() => expect(stack.binds).toHaveLength(2), { timeout: 8000 });
    expect(stack.binds[1]!.body.message).not.toBe(bind?.body.message);
  }, 30_000);

  it("TON: the connect request could not be made: it says so, and Try again makes it", async () => {
    stack.payloads.failing = 1;
    await signIn(await newPlayer("dn"));
    renderPage("/account");
    const wallets = await screen.findByRole("region", { name: "Wallets" }, { timeout: 5000 });
    fireEvent.click(within(wallets).getByRole("button", { name: "Connect TON wallet" }));
    const alert = await within(wallets).findByRole("alert", {}, { timeout: 8000 });
    expect(alert.textContent).toMatch(/^The TON connect request could not be made\. The server could not be reached/);
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "TON wallets" }, { timeout: 8000 })).toBeTruthy();
    expect(stack.payloads.asked).toBe(2);
  }, 20_000);
});
