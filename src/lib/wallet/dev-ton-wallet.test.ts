import { createHash } from "node:crypto";
import { beginCell, Cell, storeStateInit } from "@ton/core";
import { WalletContractV4 } from "@ton/ton";
import nacl from "tweetnacl";
import { describe, expect, it } from "vitest";
import { tonProof, v4r2Wallet } from "./dev-ton-wallet";

/** The local stack's dev TON wallet builds what Tonkeeper sends, as @ton/core builds it (@ton/core runs in node, not in the browser). */
const keyOf = async (seed: number) => {
  const pair = nacl.sign.keyPair.fromSeed(createHash("sha256").update(`dev-ton-wallet-test-${seed}`).digest());
  // the same key as WebCrypto holds it in the browser (PKCS #8 of the 32-byte seed)
  const pkcs8 = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), Buffer.from(pair.secretKey.slice(0, 32))]);
  const key = await crypto.subtle.importKey("pkcs8", pkcs8, { name: "Ed25519" }, false, ["sign"]);
  return { pair, key };
};
const sha256 = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();

describe("the dev TON wallet", () => {
  it("its v4R2 wallet (state and address) is the one @ton/core makes for the same key, for several keys", async () => {
    for (const seed of [1, 2, 3]) {
      const { pair } = await keyOf(seed);
      const ours = await v4r2Wallet(pair.publicKey);
      const wallet = WalletContractV4.create({ workchain: 0, publicKey: Buffer.from(pair.publicKey) });
      expect(ours.address).toBe(wallet.address.toRawString());
      expect(Buffer.from(ours.hash).equals(wallet.address.hash)).toBe(true);
      // the same cells (a bag of cells may order and flag them its own way): read back, the same tree
      const state = Cell.fromBase64(ours.stateInit);
      expect(state.hash().equals(beginCell().store(storeStateInit(wallet.init)).endCell().hash())).toBe(true);
    }
  });

  it("its ton_proof is TON Connect's: ed25519 over sha256(0xffff, 'ton-connect', sha256(the message)), by the wallet's key", async () => {
    const { pair, key } = await keyOf(4);
    const { hash } = await v4r2Wallet(pair.publicKey);
    const domain = "penta.example";
    const payload = "payload-of-the-backend";
    const proof = await tonProof(key, hash, domain, payload, 1_700_000_000);
    expect(proof).toMatchObject({ timestamp: 1_700_000_000, domain: { lengthBytes: 13, value: domain }, payload });
    const le = (value: bigint | number, size: number) => {
      const b = Buffer.alloc(size);
      if (size === 4) b.writeUInt32LE(Number(value));
      else b.writeBigUInt64LE(BigInt(value));
      return b;
    };
    const message = Buffer.concat([
      Buffer.from("ton-proof-item-v2/"),
      Buffer.alloc(4),
      Buffer.from(hash),
      le(13, 4),
      Buffer.from(domain),
      le(1_700_000_000, 8),
      Buffer.from(payload),
    ]);
    const signed = sha256(Buffer.from([0xff, 0xff]), Buffer.from("ton-connect"), sha256(message));
    expect(nacl.sign.detached.verify(signed, Buffer.from(proof.signature, "base64"), pair.publicKey)).toBe(true);
    // another domain or payload is another proof
    const other = await tonProof(key, hash, "penta.example.evil", payload, 1_700_000_000);
    expect(nacl.sign.detached.verify(signed, Buffer.from(other.signature, "base64"), pair.publicKey)).toBe(false);
  });
});
