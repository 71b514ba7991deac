import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Modal } from "@/components/modal";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { useSignIn } from "@/features/auth/hooks/use-sign-in";
import { StakingTeaser } from "@/features/marketing/components/company-pages";

/** The logged-out staking teaser: Login toggles the login modal, Register goes to /register. */
export const Route = createFileRoute("/stake")({
  component: function Stake() {
    const [open, setOpen] = useState(false);
    const navigate = useNavigate();
    const signIn = useSignIn({
      onSignedIn: () => setOpen(false),
      onReferralUnverified: () => void navigate({ to: "/enter-referral-code" }),
      onAccountMissing: () => void navigate({ to: "/sign-up" }),
    });
    return (
      <>
        <StakingTeaser onLogin={() => setOpen((o) => !o)} />
        <Modal open={open} onClose={() => setOpen(false)} title="Login">
          {open && <SignInForm signIn={signIn} />}
        </Modal>
        {signIn.modal}
      </>
    );
  },
});
