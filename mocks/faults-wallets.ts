import { appOrigins } from "./config";
import type { OneTimeKind } from "./db";
import { oneTimeRecord } from "./domain/one-time";
import { PAYLOAD_REFUSED, tonRules } from "./domain/ton-proof";
import { keepUsed, walletRules } from "./domain/wallets";
import { refuse } from "./lib/http";

/** A bind's use that keeps its signature's key as used and leaves the nonce unused. */
const keepSignatureOnly = (_issued: unknown, key: string) => keepUsed(key);

/** A look-up of single-use values of a kind that finds them unused whatever their age (a lifetime not kept). */
export const unexpiring = (kind: OneTimeKind) => (token: string) => {
  const record = oneTimeRecord(token, kind);
  return record && !record.used ? record : null;
};

/**
 * The fault switches of the wallets' promises (a wallet sign-in's message and nonce, a bind's nonce,
 * signature and wallet), as mocks/faults.ts describes them; it lists them with the others and
 * switches one on.
 */
export const WALLET_FAULTS = {
  "siwe-nonce-reuse": {
    says: "a wallet sign-in or sign-up message (its nonce) works twice",
    apply: () => (walletRules.useSignInNonce = () => {}),
  },
  "bind-foreign-nonce": {
    says: "a bind message is accepted with a nonce issued to another account",
    apply: () =>
      (walletRules.nonceOfAccount = (issued) => {
        if (!issued) throw refuse(422, "The bind message's nonce is unknown, expired or already used. Please sign again.");
      }),
  },
  "bind-signature-bytes-once": {
    says: "a bind's signature is kept as its bytes, not its nonce: the same signature in its other encoding (the other s) binds again",
    apply: () => {
      walletRules.usedKey = (signature) => `bytes:${signature}`;
      walletRules.useOnce = keepSignatureOnly;
    },
  },
  "bind-nonce-reusable": {
    says: "a bind keeps its signature but leaves its nonce unused: the nonce in a message signed anew binds again",
    apply: () => (walletRules.useOnce = keepSignatureOnly),
  },
  "bind-replay": {
    says: "a bind message and its signature work again (the nonce is not used up)",
    apply: () => (walletRules.useOnce = () => {}),
  },
  "wallet-bound-twice": {
    says: "a wallet bound to one account is bound to another as well",
    apply: () => (walletRules.walletFree = () => {}),
  },
  "siwe-domain-any-port": {
    says: "a wallet sign-in or sign-up message's domain is matched by its host name, whatever its port",
    apply: () =>
      (walletRules.signInForUs = (domain) => {
        const name = URL.canParse(`http://${domain}`) ? new URL(`http://${domain}`).hostname : null;
        return appOrigins().some((origin) => new URL(origin).hostname === name);
      }),
  },
  "siwe-nonce-no-expiry": {
    says: "a sign-in nonce signs in after its 5 minutes",
    apply: () => (walletRules.liveSignInNonce = unexpiring("siwe_nonce")),
  },
  "bind-nonce-no-expiry": {
    says: "a bind nonce binds a wallet after its 5 minutes",
    apply: () => (walletRules.liveBindNonce = unexpiring("bind_nonce")),
  },
  "ton-foreign-payload": {
    says: "a TON proof is accepted over a payload issued to another account",
    apply: () =>
      (tonRules.payloadOfAccount = (payload) => {
        if (!payload) throw refuse(422, PAYLOAD_REFUSED);
        return payload;
      }),
  },
  "ton-proof-replay": {
    says: "a TON proof binds again (its payload is not used up)",
    apply: () => (tonRules.useOnce = () => {}),
  },
  "ton-payload-no-expiry": {
    says: "a TON proof payload binds after its 20 minutes",
    apply: () => (tonRules.livePayload = unexpiring("ton_payload")),
  },
} satisfies Record<string, { says: string; apply: () => void }>;
