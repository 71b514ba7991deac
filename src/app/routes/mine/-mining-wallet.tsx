import type { MiningChain } from "@/features/mining/components/mining-chain-bridge";
import { MiningChainBridge } from "@/features/mining/components/mining-chain-bridge";
import { ConnectPanel } from "@/features/wallets/components/connect-panel";
import { Web3Provider } from "@/features/wallets/components/web3-provider";
import { WALLET_PANEL_TITLES } from "@/features/wallets/lib/brands";

/** The mining home's wallet stack (wagmi, viem): the connect panel and the mining flow's chain side. */
export default function MiningWallet({ player, onChain }: { player: string; onChain: (chain: MiningChain) => void }) {
  return (
    <Web3Provider>
      <ConnectPanel title={WALLET_PANEL_TITLES.mine} />
      <MiningChainBridge player={player} onChain={onChain} />
    </Web3Provider>
  );
}
