import { EvmBind } from "./evm-bind";
import { Web3Provider } from "./web3-provider";

/** The EVM wallet binding with its wallet stack (lazy-loaded by AccountWallets). */
export default function EvmBindPanel() {
  return (
    <Web3Provider>
      <EvmBind />
    </Web3Provider>
  );
}
