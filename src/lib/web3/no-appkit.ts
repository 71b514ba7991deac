/**
 * In place of `@reown/appkit/core` (aliased in vite.config.ts): WalletConnect's vendor modal is not
 * part of this app. The connector runs with `showQrModal: false` and the app shows the pairing
 * link itself (features/wallets/components/walletconnect-dialog.tsx), so the SDK never asks for the
 * modal; the alias keeps its ~330 kB (gzip) out of the build. Asking for it is a bug.
 */
export function createAppKit(): never {
  throw new Error("WalletConnect's AppKit modal is not part of this app (showQrModal: false)");
}
