import { defineConfig } from "@wagmi/cli";
import { actions, hardhat, react } from "@wagmi/cli/plugins";

/**
 * Typed hooks and actions for the contracts. No addresses: a deployment's addresses come from the
 * app's configuration (VITE_MINING_CONTRACTS, src/config/env.ts), never from the local chain.
 */
export default defineConfig({
  out: "generated/contracts/index.ts",
  plugins: [
    hardhat({
      project: ".",
      artifacts: "artifacts",
      include: ["PentaMining.sol/PentaMining.json"],
      commands: { build: false, clean: false, rebuild: false },
    }),
    actions(),
    react(),
  ],
});
