// eslint-disable-next-line no-restricted-imports -- the wallet signing a message, not a write: the call it leads to goes through useWrite
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { useAccount, useSignMessage } from "wagmi";
import { productChain } from "@/config/chains";
import { WALLET_LOGIN_DEBOUNCE_MS } from "@/config/constants";
import { apiError } from "@/lib/api-error";
import { useDebouncedCallback } from "@/lib/use-debounced-callback";
import { fetchLoginNonce } from "../api/wallets";
import { LOGIN_STATEMENT, walletMessage } from "../lib/messages";
import { WALLET_PANEL_TITLES } from "@/lib/wallet/brands";
import { ConnectPanel } from "@/components/wallet/connect-panel";
import { Web3Provider } from "@/components/wallet/web3-provider";
import { BusyButton } from "@/components/busy-button";

export interface SignedLogin {
  address: string;
  message: string;
  signature: string;
}

function SignInWithWallet({ onSigned }: { onSigned: (s: SignedLogin) => Promise<void> }) {
  const { address, chainId, isConnected } = useAccount();
  const { signMessageAsync } = useSignMessage();
  const sign = useMutation({
    mutationFn: async () => {
      const message = walletMessage(LOGIN_STATEMENT, { address: address!, chainId: chainId ?? productChain.id, nonce: await fetchLoginNonce() });
      const signature = await signMessageAsync({ message });
      await onSigned({ address: address!, message, signature });
    },
    onError: (error) => toast.error(apiError(error, "The wallet did not sign the message").message),
    onSettled: () => setAsked(false),
  });
  // K06: the wallet-login event is debounced 500 ms, so a double click asks the wallet once; the
  // button says at once that it is on its way
  const [asked, setAsked] = useState(false);
  const login = useDebouncedCallback(() => sign.mutate(), WALLET_LOGIN_DEBOUNCE_MS);
  const busy = asked || sign.isPending;
  return (
    <>
      <ConnectPanel title={WALLET_PANEL_TITLES.signIn} />
      {isConnected && address && (
        <BusyButton
          type="button"
          className="btn btn--primary btn--block"
          // the wallet is asked once: a tap while it signs would ask again after the debounce
          busy={busy}
          onClick={() => {
            setAsked(true);
            login();
          }}
        >
          {busy ? "Waiting for the wallet…" : "Sign in with wallet"}
        </BusyButton>
      )}
    </>
  );
}

/** Wallet sign-in (lazy-loaded): connect, then sign an EIP-4361 message with a backend nonce. */
export default function WalletSignInPanel({ onSigned }: { onSigned: (s: SignedLogin) => Promise<void> }) {
  return (
    <Web3Provider>
      <SignInWithWallet onSigned={onSigned} />
    </Web3Provider>
  );
}
