import { createHash, randomBytes } from "node:crypto";
import { Address, Cell, contractAddress, loadStateInit } from "@ton/core";
import nacl from "tweetnacl";
import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { consumeOneTime, findOneTime, storeOneTime } from "./one-time";
import { current, isBase64, isOurDomain, walletRules, walletsOf } from "./wallets";

/** TON wallets: the single-use ton_proof payload and the binding by a proof (TON Connect's rules). */

/** A single-use ton_proof payload; the app refreshes it every 1,200,000 ms (K15). */
export function issueTonPayload(user: UserRecord) {
  const payload = storeOneTime(randomBytes(16).toString("hex"), "ton_payload", user.id, 20 * 60_000);
  return { status: true, nonce: payload, expires_at: new Date(now() + 20 * 60_000).toISOString() };
}

/** The public key of a v3/v4 wallet's data cell: seqno (32 bits), subwallet id (32 bits), then the key. */
function publicKeyFromStateInit(stateInit: string): { key: Buffer; init: ReturnType<typeof loadStateInit> } {
  try {
    const init = loadStateInit(Cell.fromBase64(stateInit).beginParse());
    const data = init.data!.beginParse();
    data.skip(64);
    return { key: data.loadBuffer(32), init };
  } catch {
    throw refuse(422, "The wallet state (state_init) cannot be read");
  }
}

export const PAYLOAD_REFUSED = "The proof payload is unknown, expired or already used";

/** TON binding's promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const tonRules = {
  /** A payload is found while it lives (20 minutes from its issue) and is unused. */
  livePayload: (payload: string) => findOneTime(payload, "ton_payload"),
  /** A proof's payload is live and was issued to the account that binds: it, or a refusal. */
  payloadOfAccount<T extends { userId: string }>(payload: T | null | undefined, user: { id: string }): T {
    if (!payload || payload.userId !== user.id) throw refuse(422, PAYLOAD_REFUSED);
    return payload;
  },
  /** A bind uses its payload up: the same proof is refused from now on. */
  useOnce(payload: { token: string }) {
    consumeOneTime(payload);
  },
};

/** ton_proof as the TON Connect rules define it (our domain, a fresh unused payload, the key in the state). */
export async function bindTon(
  user: UserRecord,
  input: { address: string; signature: string; message: string; public_key: string; timestamp: number; domain: string; state_init?: string },
) {
  // every field's shape first, before any lookup or crypto
  if (!isBase64(input.signature) || Buffer.from(input.signature, "base64").length !== 64)
    throw refuse(422, "The proof signature is not a 64-byte base64 signature");
  if (!/^[0-9a-fA-F]{64}$/.test(input.public_key)) throw refuse(422, "The public key must be 32 bytes in hex");
  if (input.state_init !== undefined && !isBase64(input.state_init)) throw refuse(422, "The wallet state (state_init) cannot be read");
  if (!Number.isSafeInteger(input.timestamp) || input.timestamp < 0) throw refuse(422, "The proof has expired. Please connect again.");
  if (!isOurDomain(input.domain)) throw refuse(422, "The proof was made for another site");
  const payload = tonRules.payloadOfAccount(tonRules.livePayload(input.message), user);
  const age = now() / 1000 - input.timestamp;
  if (age > 15 * 60 || age < -60) throw refuse(422, "The proof has expired. Please connect again.");
  if (!input.state_init) throw refuse(422, "The wallet state (state_init) is required to check the public key");
  let address: Address;
  try {
    address = Address.parse(input.address);
  } catch {
    throw refuse(422, "The address is not a TON address");
  }
  const { key, init } = publicKeyFromStateInit(input.state_init);
  if (key.toString("hex") !== input.public_key.toLowerCase()) throw refuse(422, "The public key does not match the wallet");
  if (!contractAddress(address.workChain, init).equals(address)) throw refuse(422, "The wallet state does not belong to the address");
  const domain = Buffer.from(input.domain, "utf8");
  const wc = Buffer.alloc(4);
  wc.writeInt32BE(address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domain.length);
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64LE(BigInt(input.timestamp));
  const message = Buffer.concat([Buffer.from("ton-proof-item-v2/"), wc, address.hash, domainLength, domain, ts, Buffer.from(input.message)]);
  const full = Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from("ton-connect"), createHash("sha256").update(message).digest()]);
  const valid = nacl.sign.detached.verify(createHash("sha256").update(full).digest(), Buffer.from(input.signature, "base64"), key);
  if (!valid) throw refuse(422, "The proof signature is not valid");
  const raw = address.toRawString();
  walletRules.walletFree(user, (u) => walletsOf(u).ton?.address === raw);
  tonRules.useOnce(payload);
  db.user.update({ where: { id: { equals: user.id } }, data: { externalWalletsJson: JSON.stringify({ ...walletsOf(current(user)), ton: { address: raw } }) } });
  return { status: true, message: "Ton Account Bound!" };
}
