import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Modal } from "@/components/modal";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { StakingTeaser } from "@/features/marketing/components/company-pages";

/** The logged-out staking teaser: Login toggles the login modal, Register goes to /register. */
export const Route = createFileRoute("/stake")({
  component: function Stake() {
    const [open, setOpen] = useState(false);
    const router = useRouter();
    return (
      <>
        <StakingTeaser onLogin={() => setOpen((o) => !o)} />
        <Modal open={open} onClose={() => setOpen(false)} title="Login">
          {open && (
            <SignInForm
              onSignedIn={() => setOpen(false)}
              onReferralUnverified={() => router.history.push("/enter-referral-code")}
              onAccountMissing={() => router.history.push("/sign-up")}
            />
          )}
        </Modal>
      </>
    );
  },
});
