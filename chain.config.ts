/**
 * The product chain and the local stack's deterministic deployment, in one place for Hardhat,
 * the deploy script, @wagmi/cli and the app (K12: chain id 3344, hex 0xd10, PC, 18 decimals).
 */
export const CHAIN = {
  id: 3344,
  hex: "0xd10",
  name: "Penta Chain",
  currency: { name: "PC", symbol: "PC", decimals: 18 },
  rpcUrl: "http://127.0.0.1:8545",
} as const;

/** Hardhat's first default account deploys at nonce 0, so every fresh local chain gets this address. */
export const LOCAL_DEPLOYER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
export const LOCAL_MINING_ADDRESS = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
/** The initial fee of the mining contract: 0.05 PC (K30). */
export const INITIAL_FEE_WEI = 50_000_000_000_000_000n;
