import { lazy } from "react";
import { useSignedInUser } from "@/features/account/api/user-info";
import { MiningHome, type MiningWallet } from "@/features/mining/components/mining-home";
import { DeferredWalletPanel } from "@/features/wallets/components/deferred-wallet-panel";
import { WALLET_PANEL_TITLES } from "@/features/wallets/lib/brands";

/** The connect panel and the mining flow's chain side, under the wallet stack: loaded when wanted. */
const MiningWalletStack = lazy(() => import("./-mining-wallet"));

/** The mining home's wallet panel: a preview until the page or the player wants the wallet stack. */
const MineWallet: MiningWallet = ({ wanted, onWant, onChain }) => (
  <DeferredWalletPanel title={WALLET_PANEL_TITLES.mine} wanted={wanted} onWant={onWant}>
    <MiningWalletStack player={useSignedInUser().username} onChain={onChain} />
  </DeferredWalletPanel>
);

/** The signed-in mining home (a lazy chunk: visitors never load it). */
export default function SignedInMining() {
  return <MiningHome Wallet={MineWallet} player={useSignedInUser().username} />;
}
