import { buildModule } from "@nomicfoundation/hardhat-ignition/modules";
import { INITIAL_FEE_WEI } from "../../chain.config.ts";

/** Deploys the mining contract with a 0.05 PC fee; the deployer is owner and first moderator. */
export default buildModule("PentaMining", (m) => {
  const mining = m.contract("PentaMining", [INITIAL_FEE_WEI]);
  m.call(mining, "addModerator", [m.getAccount(0)]);
  return { mining };
});
