// A browser wallet (EIP-1193, announced through EIP-6963, like MetaMask) in a page of the engines
// project: the suite's own injected wallet (fixtures/evm-wallet.ts), whose key stays in the test
// process. Neither driver can call into the test process from the page, so the page queues what
// needs the key (signatures, transactions) and the test process answers the queue, polled. Put in
// after a page loads (WebKit's classic WebDriver has no preload script): the app asks for wallets
// when its wallet stack loads, on the player's intent.
import { installWallet, walletPageOptions, type InjectedWalletOptions } from "../fixtures/evm-wallet";
import type { EnginePage } from "./page";

export interface KeyHolder {
  address: string;
  handle: (method: string, params: unknown[]) => Promise<unknown>;
}

/** Puts the wallet in the page (again after each full navigation) and answers what needs its key until `stop`. */
export function engineWallet(ui: EnginePage, holder: KeyHolder, o: InjectedWalletOptions = {}) {
  let running = true;
  const answering = (async () => {
    while (running) {
      const asked = await ui.run<{ id: number; method: string; params: unknown[] }[]>("() => (window.__walletQueue ?? []).splice(0)").catch(() => []);
      for (const { id, method, params } of asked) {
        let result: unknown = null;
        let error: string | null = null;
        try {
          result = await holder.handle(method, params);
        } catch (e) {
          error = (e as Error).message;
        }
        // (a page that navigated meanwhile has no such request any more)
        await ui.run("(id, result, error) => window.__walletSettle(id, result, error)", id, result, error).catch(() => undefined);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    /** Installs the wallet in the page now showing (once per document). */
    inject: () => ui.run(`(o) => { if (!window.__wallet) (${installWallet.toString()})(o); }`, walletPageOptions(holder.address, o, "queue")),
    stop: async () => {
      running = false;
      await answering;
    },
  };
}
