import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { Modal } from "@/components/modal";
import { Spinner } from "@/components/spinner";
import { useSignIn } from "@/features/auth/hooks/use-sign-in";
import { StakingTeaser } from "@/features/marketing/components/company-pages";

/** The login form loads when Login is pressed: most visitors of the teaser never open it. */
const SignInForm = lazy(() => import("@/features/auth/components/sign-in-form").then((m) => ({ default: m.SignInForm })));

/** The logged-out staking teaser: Login toggles the login modal, Register goes to /register. */
export const Route = createFileRoute("/stake")({
  staticData: { prerender: { snapshot: "page" } },
  component: function Stake() {
    const [open, setOpen] = useState(false);
    const signIn = useSignIn({ to: "here", onSignedIn: () => setOpen(false) });
    return (
      <>
        <StakingTeaser onLogin={() => setOpen((o) => !o)} />
        <Modal open={open} onClose={() => setOpen(false)} title="Login">
          {open && (
            <Suspense fallback={<Spinner label="Loading the login form" />}>
              <SignInForm signIn={signIn} />
            </Suspense>
          )}
        </Modal>
        {signIn.modal}
      </>
    );
  },
});
