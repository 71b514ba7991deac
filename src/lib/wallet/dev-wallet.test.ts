// @vitest-environment jsdom
import { hexToBigInt, recoverMessageAddress, type Hex } from "viem";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chooseDevWallet, createDevWalletProvider, currentDevWallet, DEV_WALLET_ADDRESS, devWalletChoices, newDevWallet } from "./dev-wallet";

/** A local node: balances it keeps, every call it got. */
function node() {
  const balances = new Map<string, bigint>();
  const calls: { method: string; params: unknown[] }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { method, params, id } = JSON.parse(init.body as string) as { method: string; params: unknown[]; id: number };
      calls.push({ method, params });
      const result =
        method === "eth_getBalance"
          ? `0x${(balances.get((params[0] as string).toLowerCase()) ?? 0n).toString(16)}`
          : method === "hardhat_setBalance"
            ? (balances.set((params[0] as string).toLowerCase(), hexToBigInt(params[1] as Hex)), true)
            : null;
      return new Response(JSON.stringify({ jsonrpc: "2.0", id, result }));
    }),
  );
  return { balances, calls };
}

describe("the dev wallet: a wallet of their own for every player, connected only when picked", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("a fresh browser has no authorized account, so nothing reconnects by itself", async () => {
    const wallet = createDevWalletProvider("http://127.0.0.1:1/rpc");
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([]);
  });

  it("connecting gives a new wallet of this browser (not the demo data's), funded with 10,000 PC; later visits reconnect it; disconnecting withdraws it", async () => {
    const { balances } = node();
    const wallet = createDevWalletProvider("http://127.0.0.1:1/rpc");
    const [address] = (await wallet.request({ method: "eth_requestAccounts" })) as string[];
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(address).not.toBe(DEV_WALLET_ADDRESS);
    expect(balances.get(address!.toLowerCase())).toBe(10_000n * 10n ** 18n);
    expect(await createDevWalletProvider("http://127.0.0.1:1/rpc").request({ method: "eth_accounts" })).toEqual([address]);
    await wallet.request({ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] });
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([]);
  });

  it("a wallet the chain has funded already is not funded again", async () => {
    const { calls, balances } = node();
    const address = newDevWallet();
    balances.set(address.toLowerCase(), 5n);
    await createDevWalletProvider("http://127.0.0.1:1/rpc").request({ method: "eth_requestAccounts" });
    expect(calls.map((c) => c.method)).toEqual(["eth_getBalance"]);
  });

  it("signs in the page with the wallet's own key", async () => {
    node();
    const wallet = createDevWalletProvider("http://127.0.0.1:1/rpc");
    const [address] = (await wallet.request({ method: "eth_requestAccounts" })) as string[];
    const signature = (await wallet.request({ method: "personal_sign", params: ["0x68656c6c6f", address] })) as Hex;
    expect(await recoverMessageAddress({ message: "hello", signature })).toBe(address);
  });

  it("the picker: a new wallet each time it is asked for, this browser's wallets newest first, and the demo data's (the node signs for it)", async () => {
    const { calls } = node();
    const first = newDevWallet();
    const second = newDevWallet();
    expect(second).not.toBe(first);
    expect(devWalletChoices().map((c) => c.address)).toEqual([second, first, DEV_WALLET_ADDRESS]);
    expect(currentDevWallet()).toBe(second);
    chooseDevWallet(first);
    expect(currentDevWallet()).toBe(first);
    chooseDevWallet("0x0000000000000000000000000000000000000001"); // not one of the choices: nothing changes
    expect(currentDevWallet()).toBe(first);
    chooseDevWallet(DEV_WALLET_ADDRESS);
    const wallet = createDevWalletProvider("http://127.0.0.1:1/rpc");
    expect(await wallet.request({ method: "eth_requestAccounts" })).toEqual([DEV_WALLET_ADDRESS]);
    await wallet.request({ method: "personal_sign", params: ["0x68", DEV_WALLET_ADDRESS] });
    expect(calls.at(-1)).toEqual({ method: "personal_sign", params: ["0x68", DEV_WALLET_ADDRESS] });
  });
});
