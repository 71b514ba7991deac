/**
 * The wallets of the 'Connect your wallet to login' panel (accounts-identity.md §2), in order.
 * Injected ones are found through EIP-6963 by their reverse-DNS id; a wallet that is not installed
 * shows DOWNLOAD linking to its download page.
 */
export interface WalletBrand {
  name: string;
  /** EIP-6963 rdns, or "walletConnect" for the WalletConnect connector. */
  id: string;
  walletType: "metamask" | "walletconnect" | "okx" | "coin98" | "phantom";
  download: string;
}

export const WALLET_BRANDS: WalletBrand[] = [
  { name: "Coin98", id: "coin98.com", walletType: "coin98", download: "https://coin98.com/wallet" },
  { name: "MetaMask", id: "io.metamask", walletType: "metamask", download: "https://metamask.io/download/" },
  { name: "OKX", id: "com.okex.wallet", walletType: "okx", download: "https://www.okx.com/web3" },
  { name: "WalletConnect", id: "walletConnect", walletType: "walletconnect", download: "https://walletconnect.network/" },
  { name: "Phantom", id: "app.phantom", walletType: "phantom", download: "https://phantom.com/download" },
];

/** The titles of the wallet panels (accounts-identity.md §2). */
export const WALLET_PANEL_TITLES = { signIn: "Connect your wallet to login", signUp: "Or sign up with your wallet", bind: "Connect your wallet" } as const;
