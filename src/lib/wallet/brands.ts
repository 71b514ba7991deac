import { env } from "@/config/env";

/**
 * The wallets of the 'Connect your wallet to login' panel (accounts-identity.md §2), as data: one
 * row per wallet with what every device needs. Injected ones are found through EIP-6963 by their
 * reverse-DNS id; on a computer a wallet that is not installed shows DOWNLOAD linking to its
 * download page; on a phone, where wallets are apps, a wallet with an in-app browser opens this
 * page inside it (its universal link), the others DOWNLOAD.
 */
export interface WalletBrand {
  name: string;
  /** EIP-6963 rdns, or "walletConnect" for the WalletConnect connector. */
  id: string;
  walletType: "metamask" | "walletconnect" | "okx" | "coin98" | "phantom";
  download: string;
  /** The wallet's colour and letter: its mark until (or unless) the installed wallet announces its own icon. */
  mark: { color: string; letter: string };
  /** The wallet app's link that opens `page` in its in-app browser (the wallet's documented universal link). */
  openIn?: (page: URL) => string;
}

export const WALLET_BRANDS: WalletBrand[] = [
  { name: "Coin98", id: "coin98.com", walletType: "coin98", download: "https://coin98.com/wallet", mark: { color: "#d9b432", letter: "C" } },
  {
    name: "MetaMask",
    id: "io.metamask",
    walletType: "metamask",
    download: "https://metamask.io/download/",
    mark: { color: "#f6851b", letter: "M" },
    // docs.metamask.io: https://link.metamask.io/dapp/{dappUrl}, the URL without its scheme
    openIn: (page) => `https://link.metamask.io/dapp/${page.host}${page.pathname}${page.search}`,
  },
  {
    name: "OKX",
    id: "com.okex.wallet",
    walletType: "okx",
    download: "https://www.okx.com/web3",
    mark: { color: "#111111", letter: "O" },
    // web3.okx.com "App Universal Link": okx://wallet/dapp/url?dappUrl=… inside its download link
    openIn: (page) => `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(page.href)}`)}`,
  },
  {
    name: "WalletConnect",
    id: "walletConnect",
    walletType: "walletconnect",
    download: "https://walletconnect.network/",
    mark: { color: "#3b99fc", letter: "W" },
  },
  {
    name: "Phantom",
    id: "app.phantom",
    walletType: "phantom",
    download: "https://phantom.com/download",
    mark: { color: "#ab9ff2", letter: "P" },
    // docs.phantom.com "Browse": https://phantom.app/ul/browse/<url>?ref=<ref>, both encoded
    openIn: (page) => `https://phantom.app/ul/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`,
  },
];

/** The brand of a wallet connector's id (an EIP-6963 wallet's rdns, or WalletConnect's). */
export const brandOf = (id: string | undefined) => WALLET_BRANDS.find((b) => b.id === id);

/**
 * Wallet apps a phone can hand a WalletConnect pairing link to (the WalletConnect dialog's list):
 * each app's documented link taking the `wc:` URI; any other app through the `wc:` scheme itself,
 * which WalletConnect wallets register with the phone.
 */
export const WALLETCONNECT_APPS: { name: string; mark: WalletBrand["mark"]; link: (uri: string) => string }[] = [
  // docs.metamask.io (WalletConnect deep linking): metamask://wc?uri=<encoded URI>
  { name: "MetaMask", mark: { color: "#f6851b", letter: "M" }, link: (uri) => `metamask://wc?uri=${encodeURIComponent(uri)}` },
  // developer.trustwallet.com (WalletConnect deep link): https://link.trustwallet.com/wc?uri=<encoded URI>
  { name: "Trust Wallet", mark: { color: "#0500ff", letter: "T" }, link: (uri) => `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}` },
  { name: "Another wallet app", mark: { color: "#3b99fc", letter: "W" }, link: (uri) => uri },
];

/**
 * The wallets a player is offered: WalletConnect only with a project id (a release build refuses
 * to build without one; the local stack has none, and offers no button that cannot work).
 */
export const offeredBrands = () => WALLET_BRANDS.filter((b) => b.id !== "walletConnect" || !!env.VITE_WALLETCONNECT_PROJECT_ID);

/** Whether this browser is a phone's (or a tablet's): wallets there are apps with their own browsers. */
export function onPhone(): boolean {
  if (typeof navigator === "undefined") return false;
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return hints?.mobile ?? /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/** The titles of the wallet panels (accounts-identity.md §2). */
export const WALLET_PANEL_TITLES = {
  signIn: "Connect your wallet to login",
  signUp: "Or sign up with your wallet",
  bind: "Connect your wallet",
  mine: "Connect your wallet to mine",
} as const;
