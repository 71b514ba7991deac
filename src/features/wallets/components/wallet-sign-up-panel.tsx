// eslint-disable-next-line no-restricted-imports -- the wallet signing a message, not a write: the call it leads to goes through useWrite
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { useAccount, useSignMessage } from "wagmi";
import { productChain } from "@/config/chains";
import { apiError } from "@/lib/api-error";
import { walletError } from "@/lib/wallet/wallet-error";
import { shortAddress } from "@/lib/format";
import { brandOf, WALLET_PANEL_TITLES } from "@/lib/wallet/brands";
import { fetchLoginNonce } from "../api/wallets";
import { SIGN_UP_PHRASE, walletMessage } from "../lib/messages";
import { ConnectPanel } from "@/components/wallet/connect-panel";
import { Web3Provider } from "@/components/wallet/web3-provider";
import "@/components/form.css";
import { BusyButton } from "@/components/busy-button";

export interface WalletProof {
  mm_address: string;
  /** The EIP-4361 message signed: the sign-up phrase, this site, a single-use nonce (5 minutes). */
  mm_message: string;
  mm_signature: string;
  wallet_type: "metamask" | "walletconnect" | "okx" | "coin98" | "phantom";
}

function SignUpWithWallet({ proof, onSigned }: { proof: WalletProof | null; onSigned: (p: WalletProof) => void }) {
  const { address, chainId, connector, isConnected } = useAccount();
  const { signMessageAsync } = useSignMessage();
  const sign = useMutation({
    mutationFn: async () => {
      const mm_message = walletMessage(SIGN_UP_PHRASE, { address: address!, chainId: chainId ?? productChain.id, nonce: await fetchLoginNonce() });
      const mm_signature = await signMessageAsync({ message: mm_message });
      onSigned({ mm_address: address!.toLowerCase(), mm_message, mm_signature, wallet_type: brandOf(connector?.id)?.walletType ?? "metamask" });
    },
    // the wallet's reason, else the nonce's failure (the server's words, or no answer), else that it did not sign
    onError: (error) => toast.error(walletError(error, apiError(error, "The wallet did not sign").message)),
  });
  if (proof)
    return (
      <p role="status" className="form__note">
        Signed up with wallet <strong>{shortAddress(proof.mm_address)}</strong>: the email is optional.
      </p>
    );
  return (
    <>
      <ConnectPanel title={WALLET_PANEL_TITLES.signUp} />
      {isConnected && (
        <BusyButton type="button" className="btn btn--ghost btn--block" busy={sign.isPending} onClick={() => sign.mutate()}>
          {sign.isPending ? "Waiting for the wallet…" : "Sign with wallet"}
        </BusyButton>
      )}
    </>
  );
}

/** The wallet variant of sign-up (lazy-loaded): connect, then sign the sign-up message (the fixed phrase, this site, a nonce). */
export default function WalletSignUpPanel(props: { proof: WalletProof | null; onSigned: (p: WalletProof) => void }) {
  return (
    <Web3Provider>
      <SignUpWithWallet {...props} />
    </Web3Provider>
  );
}
