import { createPublicKey, verify } from "node:crypto";
import { base58 } from "@scure/base";

/**
 * The relay's check of a client's `auth` (WalletConnect's relay auth, as @walletconnect/relay-auth
 * makes it): a JWT signed with EdDSA by the client's own ed25519 key, which its `iss` names as a
 * `did:key` (multibase base58btc of the multicodec 0xed01 and the 32-byte public key). That `iss`
 * is the client's id: the relay keeps what it delivered per client.
 */

/** The DER prefix of an ed25519 public key (SubjectPublicKeyInfo) before its 32 raw bytes. */
const ED25519_SPKI = Buffer.from("302a300506032b6570032100", "hex");

/** Base58btc (Bitcoin's alphabet, no checksum), or null for a character outside it. */
function fromBase58(text: string): Uint8Array | null {
  try {
    return base58.decode(text);
  } catch {
    return null;
  }
}

/** The ed25519 public key a `did:key` names, or null when it names none. */
export function publicKeyOfDid(did: string): Buffer | null {
  const m = /^did:key:z([1-9A-HJ-NP-Za-km-z]+)$/.exec(did);
  const bytes = m && fromBase58(m[1]!);
  if (!bytes || bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return null;
  return Buffer.from(bytes.subarray(2));
}

export type AuthCheck = { clientId: string } | { refused: string };

const json = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Whether `jwt` is a client's valid relay auth at `nowSeconds`: its id, or why not. */
export function checkRelayAuth(jwt: string, nowSeconds = Math.floor(Date.now() / 1000)): AuthCheck {
  const parts = jwt.split(".");
  if (parts.length !== 3) return { refused: "auth is not a JWT" };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = json(headerPart);
  const payload = json(payloadPart);
  if (!header || !payload) return { refused: "auth is not a JWT" };
  if (header.alg !== "EdDSA" || header.typ !== "JWT") return { refused: "auth must be signed with EdDSA" };
  const iss = typeof payload.iss === "string" ? payload.iss : "";
  const key = publicKeyOfDid(iss);
  if (!key) return { refused: "auth's iss must be an ed25519 did:key" };
  if (typeof payload.exp !== "number" || payload.exp < nowSeconds) return { refused: "auth has expired" };
  const signature = Buffer.from(signaturePart, "base64url");
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, "utf8");
  const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI, key]), format: "der", type: "spki" });
  if (signature.length !== 64 || !verify(null, signed, publicKey, signature)) return { refused: "auth's signature does not match its iss" };
  return { clientId: iss };
}
