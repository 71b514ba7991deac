import { env } from "@/config/env";
import { offeredBrands, type WalletBrand } from "./brands";

/**
 * The rows of a wallet list, as the preview (before the wallet stack loads) and the real panel
 * both draw them, so nothing changes under the player's pointer when one replaces the other:
 * installed wallets first (announced through EIP-6963), then the others in the spec's order, each
 * with what it offers here (Connect; on a phone, the wallet's own browser or WalletConnect; else
 * DOWNLOAD), then Coinbase, a browser wallet that did not announce itself, and in the local stack
 * the dev wallet.
 */
export type WalletRow =
  /** `installed`: the wallet announced itself here; `action`: what its button does */
  | { kind: "brand"; brand: WalletBrand; installed: boolean; action: "connect" | "walletconnect" | "open" | "download" }
  | { kind: "other"; id: "coinbaseWalletSDK" | "injected" | "devWallet"; name: string };

export interface WalletRowsInput {
  /** The reverse-DNS ids of the wallets that announced themselves (EIP-6963). */
  announced: ReadonlySet<string>;
  phone: boolean;
  /** A provider at window.ethereum (a wallet's own browser, or an extension that did not announce). */
  injected: boolean;
}

export function walletRows({ announced, phone, injected }: WalletRowsInput): WalletRow[] {
  const walletConnect = !!env.VITE_WALLETCONNECT_PROJECT_ID;
  const brands = offeredBrands()
    .map((brand) => {
      // WalletConnect is there wherever it is configured; the others when they announced themselves
      const available = announced.has(brand.id) || (brand.id === "walletConnect" && walletConnect);
      const action = available ? "connect" : phone && brand.openIn ? "open" : phone && walletConnect ? "walletconnect" : "download";
      return { row: { kind: "brand", brand, installed: announced.has(brand.id), action } as const, available };
    })
    .sort((a, b) => Number(!a.available) - Number(!b.available))
    .map(({ row }) => row);
  const others: WalletRow[] = [{ kind: "other", id: "coinbaseWalletSDK", name: "Coinbase Wallet" }];
  if (injected) others.push({ kind: "other", id: "injected", name: "Browser wallet" });
  // only where it is built in (the local stack with VITE_DEV_WALLET; the constant drops it from a release)
  if (__LOCAL_STACK__ && env.VITE_DEV_WALLET === "true") others.push({ kind: "other", id: "devWallet", name: "Dev wallet (local)" });
  return [...brands, ...others];
}
