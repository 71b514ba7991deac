import { createBase58check } from "@scure/base";
import { concat, keccak256, sha256, stringToBytes, toBytes, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount, sign } from "viem/accounts";
import { storedValue } from "@/lib/storage-keys";

/**
 * The local stack's dev Tron wallet: what TronLink injects (window.tronLink, window.tronWeb), over a
 * secp256k1 key of the player's own made in this browser, so a player made a minute ago binds a
 * Tron address no one else has. Only in builds with the local stack's stand-ins (loaded behind
 * `__LOCAL_STACK__`; a release build has none of it, and the release audit looks for its name).
 *
 * It signs as TronLink's TronWeb does (signMessageV2, TIP-191): the key is an Ethereum-style key,
 * the address its Ethereum address with Tron's 0x41 prefix in base58check, the message hashed with
 * the "\x19TRON Signed Message:\n" prefix; the backend checks it with TronWeb's verifyMessageV2.
 */
export const DEV_TRON_WALLET_NAME = "Dev Tron wallet (local)";

/** One key per player (username), so two accounts made in one browser never share a Tron address. */
const keys = storedValue("local", "dev_tron_keys");

function storedKeys(): Record<string, Hex> {
  try {
    const parsed: unknown = JSON.parse(keys.get() ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, Hex] => typeof e[1] === "string" && /^0x[0-9a-f]{64}$/i.test(e[1])));
  } catch {
    return {};
  }
}

/** The player's dev Tron key, made on first use. */
export function devTronKey(username: string): Hex {
  const all = storedKeys();
  const existing = all[username];
  if (existing) return existing;
  const key = generatePrivateKey();
  keys.set(JSON.stringify({ ...all, [username]: key }));
  return key;
}

/** Base58check as Tron (and Bitcoin) write it: the payload, then the first 4 bytes of its double SHA-256. */
const base58check = createBase58check((data) => sha256(data, "bytes"));

/** The key's Tron address (base58check of 0x41 and the last 20 bytes of keccak256 of the public key). */
export function tronAddressOf(key: Hex): string {
  return base58check.encode(toBytes(`0x41${privateKeyToAccount(key).address.slice(2)}`));
}

/** TronWeb's signMessageV2: 65 bytes (r, s, v of 27 or 28) as 0x-hex. */
export async function signTronMessageV2(key: Hex, message: string): Promise<Hex> {
  const bytes = stringToBytes(message);
  const hash = keccak256(concat([stringToBytes("\x19TRON Signed Message:\n"), stringToBytes(String(bytes.length)), bytes]));
  return sign({ hash, privateKey: key, to: "hex" });
}

/**
 * The player's dev wallet as TronLink injects itself ({ tronLink, tronWeb }), so the Tron panel's
 * code connects and signs with it exactly as with TronLink; connecting (tron_requestAccounts)
 * shares the address. It is put on the page's window too, unless a real TronLink is there already
 * (which it must not replace).
 */
export function installDevTronWallet(username: string) {
  const key = devTronKey(username);
  const address = tronAddressOf(key);
  const defaultAddress: { base58: string | false; hex: string | false } = { base58: false, hex: false };
  const tronWeb = {
    isDevWallet: true,
    defaultAddress,
    trx: { signMessageV2: (message: string) => signTronMessageV2(key, message) },
  };
  const tronLink = {
    ready: true,
    tronWeb,
    async request({ method }: { method: string }) {
      if (method !== "tron_requestAccounts") return null;
      Object.assign(defaultAddress, { base58: address, hex: `41${privateKeyToAccount(key).address.slice(2).toLowerCase()}` });
      return { code: 200, message: "The site is connected" };
    },
  };
  const injected = { tronLink, tronWeb };
  const page = window as { tronLink?: unknown; tronWeb?: { isDevWallet?: boolean } };
  if (!page.tronLink || page.tronWeb?.isDevWallet) Object.assign(window, injected);
  return { address, ...injected };
}
