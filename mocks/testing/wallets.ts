import { createHash } from "node:crypto";
import { beginCell, storeStateInit } from "@ton/core";
import { WalletContractV4 } from "@ton/ton";
import nacl from "tweetnacl";
import { Trx, TronWeb } from "tronweb";
import { createSiweMessage } from "viem/siwe";
import { privateKeyToAccount } from "viem/accounts";
import { hexToBigInt, parseSignature, serializeSignature, toHex, type Hex } from "viem";

/** The order of secp256k1, the curve of EVM and Tron signatures. */
export const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * The same ECDSA signature (65 bytes r|s|v) in its other encoding, ECDSA's twin: s as the curve
 * order less s, the recovery bit flipped. It recovers the same signer (ecrecover takes either).
 */
export function otherEncoding(signature: Hex): Hex {
  const { r, s, yParity } = parseSignature(signature);
  return serializeSignature({ r, s: toHex(SECP256K1_N - hexToBigInt(s), { size: 32 }), yParity: 1 - yParity });
}

/** Hardhat's default accounts #1 (alice's bound wallet) and #2: real keys, for tests only. */
export const HARDHAT_KEYS: Hex[] = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
];

export const evmAccount = (index: number) => {
  const key = HARDHAT_KEYS[index];
  if (!key) throw new Error(`Hardhat has no account #${index}`);
  return privateKeyToAccount(key);
};

export const siweMessage = (o: { domain: string; address: Hex; nonce: string; issuedAt?: Date; statement?: string; uri?: string }) =>
  createSiweMessage({
    domain: o.domain,
    address: o.address,
    statement: o.statement ?? "Sign in to Penta",
    uri: o.uri ?? `http://${o.domain}`,
    version: "1",
    chainId: 3344,
    nonce: o.nonce,
    issuedAt: o.issuedAt ?? new Date(),
  });

/** A Tron account with a real key (one per seed; acceptance tests pass a unique seed); signs TIP-191 messages like TronLink's signMessageV2. */
export function tronAccount(seed: number | string = 1) {
  const privateKey = createHash("sha256").update(`penta-test-tron-${seed}`).digest("hex");
  const address = TronWeb.address.fromPrivateKey(privateKey) as string;
  return { address, privateKey, sign: (message: string) => Trx.signMessageV2(message, privateKey) };
}

/** A TON v4R2 wallet with a real ed25519 key (one per seed; on the basechain unless told); makes ton_proof as TON Connect wallets do. */
export function tonWallet(seed: number | string = 1, { workchain = 0 } = {}) {
  const keyPair = nacl.sign.keyPair.fromSeed(createHash("sha256").update(`penta-test-ton-${seed}`).digest());
  const wallet = WalletContractV4.create({ workchain, publicKey: Buffer.from(keyPair.publicKey) });
  const stateInit = beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString("base64");
  const address = wallet.address.toRawString();
  return {
    address,
    publicKey: Buffer.from(keyPair.publicKey).toString("hex"),
    stateInit,
    /** A ton_proof signed by this wallet; `addressHash` is another address's, for a wallet that claims what is not its own. */
    proof(domain: string, payload: string, timestamp = Math.floor(Date.now() / 1000), addressHash: Buffer = wallet.address.hash) {
      const d = Buffer.from(domain, "utf8");
      const wc = Buffer.alloc(4);
      wc.writeInt32BE(workchain);
      const len = Buffer.alloc(4);
      len.writeUInt32LE(d.length);
      const ts = Buffer.alloc(8);
      ts.writeBigUInt64LE(BigInt(timestamp));
      const msg = Buffer.concat([Buffer.from("ton-proof-item-v2/"), wc, addressHash, len, d, ts, Buffer.from(payload)]);
      const full = Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from("ton-connect"), createHash("sha256").update(msg).digest()]);
      const signature = Buffer.from(nacl.sign.detached(createHash("sha256").update(full).digest(), keyPair.secretKey)).toString("base64");
      return { timestamp, domain: { lengthBytes: d.length, value: domain }, payload, signature };
    },
  };
}
