import { defineConfig } from "@wagmi/cli";
import { actions, hardhat, react } from "@wagmi/cli/plugins";
import { CHAIN, LOCAL_MINING_ADDRESS } from "./chain.config.ts";

/** Typed hooks and actions for the contracts, with their addresses per chain. */
export default defineConfig({
  out: "generated/contracts/index.ts",
  plugins: [
    hardhat({
      project: ".",
      artifacts: "artifacts",
      include: ["PentaMining.sol/PentaMining.json"],
      deployments: { PentaMining: { [CHAIN.id]: LOCAL_MINING_ADDRESS } },
      commands: { build: false, clean: false, rebuild: false },
    }),
    actions(),
    react(),
  ],
});
