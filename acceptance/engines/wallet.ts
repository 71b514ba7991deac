// A browser wallet (EIP-1193, announced through EIP-6963, like MetaMask) in a page of the engines
// project. Its key stays in the test process, as fixtures/evm-wallet.ts keeps it: the page queues
// what needs the key (signatures, transactions) and the test process answers the queue, polled,
// since neither driver can call into the test process from the page. Reads go to the chain through
// the app's own /rpc. Injected after a page loads (WebKit's classic WebDriver has no preload
// script): the app asks for wallets when its wallet stack loads, on the player's intent.
import type { EnginePage } from "./page";

export interface KeyHolder {
  address: string;
  handle: (method: string, params: unknown[]) => Promise<unknown>;
}

/** Runs in the page: installs the wallet (once per document) and announces it. Self-contained. */
function install(address: string, chainIdHex: string) {
  const w = window as unknown as {
    __engineWallet?: { queue: { id: number; method: string; params: unknown[] }[]; settle: (id: number, result: unknown, error: string | null) => void };
  };
  if (w.__engineWallet) return;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const queue: { id: number; method: string; params: unknown[] }[] = [];
  let next = 0;
  let authorized = false;
  const keyed = (method: string, params: unknown[]) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      queue.push({ id, method, params });
    });
  w.__engineWallet = {
    queue,
    settle: (id, result, error) => {
      const w8 = waiting.get(id);
      waiting.delete(id);
      if (error) w8?.reject(Object.assign(new Error(error), { code: -32603 }));
      else w8?.resolve(result);
    },
  };
  let rpcId = 0;
  const rpc = async (method: string, params: unknown[]) => {
    const res = await fetch("/rpc", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message: string; code: number } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  };
  const listeners: Record<string, ((data: unknown) => void)[]> = {};
  const provider = {
    isMetaMask: true,
    async request({ method, params = [] }: { method: string; params?: unknown[] }) {
      switch (method) {
        case "eth_requestAccounts":
          authorized = true;
          return [address];
        case "eth_accounts":
          return authorized ? [address] : [];
        case "eth_chainId":
          return chainIdHex;
        case "net_version":
          return String(parseInt(chainIdHex, 16));
        case "wallet_requestPermissions":
        case "wallet_revokePermissions":
          return [];
        case "wallet_switchEthereumChain":
          if ((params[0] as { chainId: string }).chainId.toLowerCase() !== chainIdHex) throw Object.assign(new Error("Unrecognized chain ID"), { code: 4902 });
          return null;
        case "personal_sign":
        case "eth_signTypedData_v4":
        case "eth_sendTransaction":
          return keyed(method, params);
        default:
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
  const info = { uuid: "engines-metamask", name: "MetaMask", icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E", rdns: "io.metamask" };
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}

/**
 * Puts the wallet in the page (again after each full navigation) and answers what needs its key
 * until `stop` is called.
 */
export function engineWallet(ui: EnginePage, holder: KeyHolder, chainIdHex = "0xd10") {
  let running = true;
  const answering = (async () => {
    while (running) {
      const asked = await ui
        .run<{ id: number; method: string; params: unknown[] }[]>("() => window.__engineWallet ? window.__engineWallet.queue.splice(0) : []")
        .catch(() => []);
      for (const { id, method, params } of asked) {
        let result: unknown = null;
        let error: string | null = null;
        try {
          result = await holder.handle(method, params);
        } catch (e) {
          error = (e as Error).message;
        }
        await ui.run("(id, result, error) => window.__engineWallet.settle(id, result, error)", id, result, error);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    /** Installs the wallet in the page now showing. */
    inject: () => ui.run(install.toString(), holder.address, chainIdHex),
    stop: async () => {
      running = false;
      await answering;
    },
  };
}
