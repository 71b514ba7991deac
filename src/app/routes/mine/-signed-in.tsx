import { useSignedInUser } from "@/features/account/api/user-info";
import { MiningHome } from "@/features/mining/components/mining-home";
import { ConnectPanel } from "@/features/wallets/components/connect-panel";
import { Web3Provider } from "@/features/wallets/components/web3-provider";

/** The signed-in mining home with the wallet stack (a lazy chunk: visitors never load it). */
export default function SignedInMining() {
  const player = useSignedInUser().username;
  return (
    <Web3Provider>
      <MiningHome wallet={<ConnectPanel title="Connect your wallet to mine" />} player={player} />
    </Web3Provider>
  );
}
