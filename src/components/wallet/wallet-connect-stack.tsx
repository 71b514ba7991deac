import { ConnectPanel } from "./connect-panel";
import { Web3Provider } from "./web3-provider";

/** A page's wallet panel under the wallet stack (wagmi, viem): a lazy chunk, the real part of DeferredWalletPanel. */
export default function WalletConnectStack({ title }: { title: string }) {
  return (
    <Web3Provider>
      <ConnectPanel title={title} />
    </Web3Provider>
  );
}
