import type { Page } from "@playwright/test";

export interface InjectedWalletOptions {
  /** A Hardhat default account: the local node holds its key and signs for real. */
  address: string;
  chainIdHex?: string;
  /** Chains the wallet knows before the app asks (wallet_addEthereumChain adds more). */
  knownChains?: string[];
  name?: string;
  rdns?: string;
}

/**
 * An EIP-1193 wallet injected into the page and announced through EIP-6963, like MetaMask or OKX.
 * Accounts and chain are its own; signing goes to the local chain's node (/rpc), which signs with
 * the account's real key. What the app asks of it is recorded on window.__wallet.
 */
export async function injectWallet(page: Page, o: InjectedWalletOptions) {
  await page.addInitScript(
    ({ address, chainIdHex, knownChains, name, rdns }) => {
      const state = { chainId: chainIdHex, known: [...knownChains], added: [] as unknown[], requests: [] as string[], authorized: false };
      (window as unknown as { __wallet: typeof state }).__wallet = state;
      const listeners: Record<string, ((data: unknown) => void)[]> = {};
      const emit = (event: string, data: unknown) => (listeners[event] ?? []).forEach((f) => f(data));
      let id = 0;
      const rpc = async (method: string, params: unknown[]) => {
        const res = await fetch("/rpc", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
        });
        const body = await res.json();
        if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
        return body.result;
      };
      const provider = {
        isMetaMask: rdns === "io.metamask",
        async request({ method, params = [] }: { method: string; params?: unknown[] }) {
          state.requests.push(method);
          switch (method) {
            case "eth_requestAccounts":
              state.authorized = true;
              return [address];
            case "eth_accounts":
              return state.authorized ? [address] : [];
            case "eth_chainId":
              return state.chainId;
            case "net_version":
              return String(parseInt(state.chainId, 16));
            case "wallet_requestPermissions":
            case "wallet_revokePermissions":
              return [];
            case "wallet_switchEthereumChain": {
              const target = (params[0] as { chainId: string }).chainId.toLowerCase();
              if (!state.known.includes(target)) throw Object.assign(new Error("Unrecognized chain ID"), { code: 4902 });
              state.chainId = target;
              emit("chainChanged", target);
              return null;
            }
            case "wallet_addEthereumChain": {
              const chain = params[0] as { chainId: string };
              state.added.push(chain);
              state.known.push(chain.chainId.toLowerCase());
              // like MetaMask: the added chain becomes the current one
              state.chainId = chain.chainId.toLowerCase();
              emit("chainChanged", state.chainId);
              return null;
            }
            default:
              if (state.chainId !== "0xd10")
                throw Object.assign(new Error(`this test wallet signs only on the local chain, not ${state.chainId}`), { code: 4901 });
              return rpc(method, params);
          }
        },
        on(event: string, f: (data: unknown) => void) {
          (listeners[event] ??= []).push(f);
        },
        removeListener(event: string, f: (data: unknown) => void) {
          listeners[event] = (listeners[event] ?? []).filter((g) => g !== f);
        },
      };
      const info = { uuid: `test-${rdns}`, name, icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E", rdns };
      const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }));
      window.addEventListener("eip6963:requestProvider", announce);
      announce();
    },
    {
      address: o.address,
      chainIdHex: o.chainIdHex ?? "0xd10",
      knownChains: o.knownChains ?? [o.chainIdHex ?? "0xd10"],
      name: o.name ?? "MetaMask",
      rdns: o.rdns ?? "io.metamask",
    },
  );
}

/** Hardhat's default accounts (funded, unlocked on the local node). #1 is alice's bound wallet. */
export const ACCOUNTS = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
  "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
  "0x976EA74026E726554dB657fA54763abd0C3a0aa9",
] as const;
