import { useState } from "react";
import { SignUpPage } from "@/features/auth/components/sign-up-page";
import { DeferredWalletPanel } from "@/components/wallet/deferred-wallet-panel";
import { lazyComponent } from "@/lib/lazy-component";
import type { WalletProof } from "@/features/wallets/components/wallet-sign-up-panel";
import { WALLET_PANEL_TITLES } from "@/lib/wallet/brands";

/** Wallets (wagmi, viem) load only after the page has painted. */
const WalletSignUpPanel = lazyComponent(() => import("@/features/wallets/components/wallet-sign-up-panel"));

/** Where the sign-up form and the wallet variant meet (both /sign-up routes use it). */
export function SignUpWithWallet(props: Omit<Parameters<typeof SignUpPage>[0], "walletProof" | "walletSlot" | "onWalletProofRefused">) {
  const [proof, setProof] = useState<WalletProof | null>(null);
  return (
    <SignUpPage
      {...props}
      walletProof={proof}
      onWalletProofRefused={() => setProof(null)}
      walletSlot={
        <DeferredWalletPanel title={WALLET_PANEL_TITLES.signUp}>
          <WalletSignUpPanel proof={proof} onSigned={setProof} />
        </DeferredWalletPanel>
      }
    />
  );
}
