import { parseEther } from "viem";
import { MINING_DEFAULT_FEE_PC } from "@/config/constants";

/** The x2 mode's fee until the contract's is read, and when it cannot be: about 0.05 PC (K30). */
export const DEFAULT_FEE_WEI = parseEther(MINING_DEFAULT_FEE_PC);
