/** The wallets' marks (@web3icons/react), one chunk: a list of wallets loads it once and draws every mark in the same render. */
export { default as MetaMask } from "@web3icons/react/icons/wallets/WalletMetamask";
export { default as OKX } from "@web3icons/react/icons/wallets/WalletOkx";
export { default as Coin98 } from "@web3icons/react/icons/wallets/WalletCoin98";
export { default as Phantom } from "@web3icons/react/icons/wallets/WalletPhantom";
export { default as WalletConnect } from "@web3icons/react/icons/wallets/WalletWalletConnect";
export { default as Coinbase } from "@web3icons/react/icons/wallets/WalletCoinbase";
export { default as Trust } from "@web3icons/react/icons/wallets/WalletTrust";
