import { lazy, Suspense, useState } from "react";
import { SignUpPage } from "@/features/auth/components/sign-up-page";
import type { WalletProof } from "@/features/wallets/components/wallet-sign-up-panel";

/** Wallets (wagmi, viem) load only after the form is on screen. */
const WalletSignUpPanel = lazy(() => import("@/features/wallets/components/wallet-sign-up-panel"));

/** Where the sign-up form and the wallet variant meet (both /sign-up routes use it). */
export function SignUpWithWallet(props: Omit<Parameters<typeof SignUpPage>[0], "walletProof" | "walletSlot">) {
  const [proof, setProof] = useState<WalletProof | null>(null);
  return (
    <SignUpPage
      {...props}
      walletProof={proof}
      walletSlot={
        <Suspense fallback={null}>
          <WalletSignUpPanel proof={proof} onSigned={setProof} />
        </Suspense>
      }
    />
  );
}
