import { createRequire } from "node:module";
import hardhatIgnitionViem from "@nomicfoundation/hardhat-ignition-viem";
import hardhatNetworkHelpers from "@nomicfoundation/hardhat-network-helpers";
import hardhatNodeTestRunner from "@nomicfoundation/hardhat-node-test-runner";
import hardhatViem from "@nomicfoundation/hardhat-viem";
import hardhatViemAssertions from "@nomicfoundation/hardhat-viem-assertions";
import { defineConfig } from "hardhat/config";
import { CHAIN } from "./chain.config.ts";

const require = createRequire(import.meta.url);

/** The local chain 3344 (hex 0xd10): the simulated network for tests and `hardhat node`. */
const local = { type: "edr-simulated", chainType: "l1", chainId: CHAIN.id } as const;

/**
 * The local chains (scripts/dev/chain.ts serves this network, as `hardhat node` would) also mine a
 * block every 2 seconds besides automining, so waiting for confirmations finishes by itself, as on a
 * real chain.
 */
const node = { ...local, mining: { auto: true, interval: 2000 } };

export default defineConfig({
  // the plugins the contract tests and the deployment use (the viem toolbox less its keystore and verifier)
  plugins: [hardhatViem, hardhatViemAssertions, hardhatNetworkHelpers, hardhatNodeTestRunner, hardhatIgnitionViem],
  // offline: the npm package solc (solc-js) instead of a downloaded compiler
  solidity: { version: "0.8.37", path: require.resolve("solc/soljson.js") },
  paths: { sources: "./contracts", tests: { nodejs: "./contracts/test" } },
  networks: {
    default: local,
    node,
    // the running local chain (scripts/dev/chain.ts sets CHAIN_RPC_URL for a chain on another port)
    localhost: { type: "http", chainType: "l1", url: process.env.CHAIN_RPC_URL ?? CHAIN.rpcUrl, chainId: CHAIN.id },
  },
});
