import { EvmBind } from "./evm-bind";
import { Web3Provider } from "@/components/wallet/web3-provider";

/** The EVM wallet binding with its wallet stack (lazy-loaded by AccountWallets). */
export default function EvmBindPanel({ username }: { username: string }) {
  return (
    <Web3Provider>
      <EvmBind username={username} />
    </Web3Provider>
  );
}
