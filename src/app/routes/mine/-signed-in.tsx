import { useSignedInUser } from "@/features/account/api/user-info";
import { MiningHome } from "@/features/mining/components/mining-home";

/** The signed-in mining home (a lazy chunk: visitors never load it). */
export default function SignedInMining() {
  const user = useSignedInUser();
  return <MiningHome player={user.username} boundWallet={user.mm_address} />;
}
