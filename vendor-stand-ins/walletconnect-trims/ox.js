// In place of `ox` for @walletconnect/utils in the browser build (vite.config.ts, walletConnectTrims).
// @walletconnect/utils imports ox for one thing: recovering the signer of a one-click-auth CACAO
// (WalletConnect's `authenticate`, session_authenticate), and that import alone brings secp256k1 to
// the WalletConnect path (about 15 kB gzip). The app never asks for one-click auth: wallet sign-in is
// its own EIP-4361 message, signed with personal_sign and verified by the backend. Asking for it here
// is a bug in this app, and says so.
const refuse = () => {
  throw new Error("WalletConnect one-click auth (CACAO) is not part of this app: sign-in is its own EIP-4361 message");
};
export const Signature = { fromHex: refuse };
export const Secp256k1 = { recoverAddress: refuse };
