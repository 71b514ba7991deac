import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { SignUpWithWallet } from "./-sign-up-with-wallet";
import { stringParams } from "@/lib/search";

export const Route = createFileRoute("/sign-up/")({
  validateSearch: stringParams("ref", "campaign", "ethermailtoken"),
  component: function SignUp() {
    const { ref, campaign, ethermailtoken } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <SignUpWithWallet
        referralCode={ref}
        campaign={campaign}
        emailWalletToken={ethermailtoken}
        onRegistered={(to) => void navigate({ to: to === "sign-in" ? "/sign-in" : "/validate-email" })}
      />
    );
  },
});
