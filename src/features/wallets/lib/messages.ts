import { PRODUCT } from "@/config/brand";

/**
 * The message a wallet signs to bind (openapi/user.yaml, bindMetamask): this site, the kind of
 * wallet, the account, a single-use nonce the backend issued to the account, and the current Unix
 * time in seconds (K13). A signature of it binds this wallet to this account on this site, once.
 */
export const bindMessage = (kind: "wallet" | "Tron wallet", username: string, nonce: string, host = window.location.host) =>
  `${host} asks you to bind this ${kind} to the ${PRODUCT} account ${username}.\n\nNonce: ${nonce}\nIssued At: ${Math.floor(Date.now() / 1000)}`;
/** The fixed phrase of the wallet sign-up (K13). */
export const SIGN_UP_PHRASE = `Sign up to ${PRODUCT}`;
