import type { Page } from "@playwright/test";
import type { tonWallet, tronAccount } from "../mocks/testing/wallets";

/**
 * TronLink as it injects itself (window.tronLink, window.tronWeb); signMessageV2 is done in the
 * test process with the account's real key.
 */
export async function injectTronLink(page: Page, account: ReturnType<typeof tronAccount>, claimedAddress = account.address) {
  await page.exposeFunction("__tronSign", (message: string) => account.sign(message));
  await page.addInitScript((address) => {
    const tronWeb = {
      defaultAddress: { base58: address },
      trx: { signMessageV2: (m: string) => (window as unknown as { __tronSign: (m: string) => Promise<string> }).__tronSign(m) },
    };
    Object.assign(window, {
      tronWeb,
      tronLink: {
        ready: true,
        tronWeb,
        request: async ({ method }: { method: string }) => (method === "tron_requestAccounts" ? { code: 200, message: "ok" } : null),
      },
    });
  }, claimedAddress);
}

/**
 * A TON wallet with a TON Connect JS bridge, injected under Tonkeeper's bridge key as the Tonkeeper
 * extension does. The ton_proof is made in the test process with the wallet's real ed25519 key.
 */
export async function injectTonWallet(page: Page, wallet: ReturnType<typeof tonWallet>) {
  await page.exposeFunction("__tonProof", (domain: string, payload: string) => wallet.proof(domain, payload));
  await page.addInitScript(
    ({ address, publicKey, stateInit }) => {
      const device = {
        platform: "browser",
        appName: "tonkeeper",
        appVersion: "1.0.0",
        maxProtocolVersion: 2,
        features: ["SendTransaction", { name: "SendTransaction", maxMessages: 4 }],
      };
      type ConnectRequest = { items: { name: string; payload?: string }[] };
      Object.assign(window, {
        tonkeeper: {
          tonconnect: {
            deviceInfo: device,
            walletInfo: {
              name: "Tonkeeper",
              app_name: "tonkeeper",
              image: "/tonconnect/tonkeeper.svg",
              about_url: "https://tonkeeper.com",
              platforms: ["chrome"],
            },
            protocolVersion: 2,
            isWalletBrowser: false,
            async connect(_version: number, request: ConnectRequest) {
              const items: unknown[] = [{ name: "ton_addr", address, network: "-239", publicKey, walletStateInit: stateInit }];
              const proof = request.items.find((i) => i.name === "ton_proof");
              if (proof)
                items.push({
                  name: "ton_proof",
                  proof: await (window as unknown as { __tonProof: (d: string, p: string) => Promise<unknown> }).__tonProof(
                    window.location.host,
                    proof.payload!,
                  ),
                });
              return { event: "connect", id: Date.now(), payload: { items, device } };
            },
            async restoreConnection() {
              return { event: "connect_error", id: 0, payload: { code: 0, message: "no session" } };
            },
            async send(request: { id: string }) {
              return { id: request.id, error: { code: 400, message: "not supported by the test wallet" } };
            },
            listen() {
              return () => {};
            },
            disconnect() {},
          },
        },
      });
    },
    { address: wallet.address, publicKey: wallet.publicKey, stateInit: wallet.stateInit },
  );
}
