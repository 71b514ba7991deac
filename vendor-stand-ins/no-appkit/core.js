// See package.json: asking for WalletConnect's vendor modal is a bug in this app.
export function createAppKit() {
  throw new Error("WalletConnect's AppKit modal is not part of this app (showQrModal: false)");
}
