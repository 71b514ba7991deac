import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { SignUpPage } from "@/features/auth/components/sign-up-page";
import { stringParams } from "@/lib/search";

export const Route = createFileRoute("/sign-up/")({
  validateSearch: stringParams("ref", "campaign", "ethermailtoken"),
  component: function SignUp() {
    const { ref, campaign, ethermailtoken } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <SignUpPage
        referralCode={ref}
        campaign={campaign}
        emailWalletToken={ethermailtoken}
        onRegistered={(variant) => void navigate({ to: variant === "email-wallet" ? "/sign-in" : "/validate-email" })}
      />
    );
  },
});
