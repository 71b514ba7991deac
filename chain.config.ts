import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import brand from "./brand.json" with { type: "json" };

/**
 * The product chain and the local stack's deterministic deployment, in one place for Hardhat,
 * the deploy script, @wagmi/cli, the mock and the build's local defaults (K12: chain id 3344, hex
 * 0xd10, PC, 18 decimals). The app reads the chain from its configuration (src/config/env.ts),
 * never from here: nothing local is compiled into a release build.
 */
export const CHAIN = {
  id: 3344,
  hex: "0xd10",
  name: `${brand.name} Chain`,
  currency: { name: "PC", symbol: "PC", decimals: 18 },
  rpcUrl: "http://127.0.0.1:8545",
} as const;

/** Hardhat's default accounts (its well-known test mnemonic): funded on every local chain, never in a release. */
export const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
/** Their parent key (m/44'/60'/0'/0): the mnemonic's seed is stretched once (PBKDF2, 2048 rounds)
 * instead of once per account: every process that loads this file (each test worker, each
 * script) would otherwise pay for one stretch per account it derives. */
const HARDHAT_PARENT_KEY = mnemonicToAccount(HARDHAT_MNEMONIC, { path: "m/44'/60'/0'/0" }).getHdKey();
const hex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}` as const;
export const HARDHAT_ACCOUNTS = Array.from({ length: 20 }, (_, i) => privateKeyToAccount(hex(HARDHAT_PARENT_KEY.deriveChild(i).privateKey!)).address);

/** Hardhat's first default account deploys at nonce 0, so every fresh local chain has the contract here. */
export const LOCAL_MINING_ADDRESS = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
/** The initial fee of the mining contract: 0.05 PC (K30). */
export const INITIAL_FEE_WEI = 50_000_000_000_000_000n;
