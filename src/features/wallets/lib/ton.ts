import type { TonConnect, Wallet, WalletInfo } from "@tonconnect/sdk";

let connector: Promise<TonConnect> | null = null;

/**
 * TonConnect, loaded when the user picks TON: the wallets list comes from the app (no outside
 * fetch), analytics off.
 */
export function tonConnector(): Promise<TonConnect> {
  connector ??= import("@tonconnect/sdk").then(
    ({ TonConnect }) =>
      new TonConnect({
        manifestUrl: `${window.location.origin}/tonconnect-manifest.json`,
        walletsListSource: "/tonconnect/wallets-v2.json",
        analytics: { mode: "off" },
      }),
  );
  return connector;
}

export const isInjected = (w: WalletInfo): w is WalletInfo & { jsBridgeKey: string; injected: true } => "jsBridgeKey" in w && "injected" in w && !!w.injected;

/** The ton_proof of a connected wallet, in the shape of the bind_ton call. */
export function proofOf(wallet: Wallet) {
  const item = wallet.connectItems?.tonProof;
  if (!item || !("proof" in item)) return null;
  return {
    address: wallet.account.address,
    signature: item.proof.signature,
    message: item.proof.payload,
    public_key: wallet.account.publicKey ?? "",
    timestamp: item.proof.timestamp,
    domain: item.proof.domain.value,
    state_init: wallet.account.walletStateInit,
  };
}
