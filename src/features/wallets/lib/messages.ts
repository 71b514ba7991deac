import { createSiweMessage } from "viem/siwe";
import { PRODUCT } from "@/config/brand";

/**
 * The message a wallet signs to bind (openapi/user.yaml, bindMetamask): this site, the kind of
 * wallet, the account, a single-use nonce the backend issued to the account, and the current Unix
 * time in seconds (K13). A signature of it binds this wallet to this account on this site, once.
 */
export const bindMessage = (kind: "wallet" | "Tron wallet", username: string, nonce: string, host = window.location.host) =>
  `${host} asks you to bind this ${kind} to the ${PRODUCT} account ${username}.\n\nNonce: ${nonce}\nIssued At: ${Math.floor(Date.now() / 1000)}`;
/** The fixed phrase of the wallet sign-up (K13): the statement of its EIP-4361 message. */
export const SIGN_UP_PHRASE = `Sign up to ${PRODUCT}`;
/** The login phrase: the statement of the wallet sign-in's EIP-4361 message. */
export const LOGIN_STATEMENT = `Sign in to ${PRODUCT}`;

/**
 * The EIP-4361 message a wallet signs to sign in or sign up (`statement`): this site (its host as
 * the domain, its origin as the URI), the wallet's address and chain, a single-use nonce of the
 * backend (GET /api/v1/user/login/nonce) and the time it is made. A signature of it works once,
 * on this site, within 5 minutes.
 */
export const walletMessage = (statement: string, o: { address: `0x${string}`; chainId: number; nonce: string }, site = window.location) =>
  createSiweMessage({
    domain: site.host,
    address: o.address,
    statement,
    uri: site.origin,
    version: "1",
    chainId: o.chainId,
    nonce: o.nonce,
    issuedAt: new Date(),
  });
