import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { SignUpWithWallet } from "./-sign-up-with-wallet";
import { stringParams } from "@/lib/search";

/** /sign-up/{username}: the path segment is the referral code. */
export const Route = createFileRoute("/sign-up/$username")({
  staticData: { prerender: { snapshot: "page", values: "any" } },
  validateSearch: stringParams("campaign"),
  component: function SignUpWithCode() {
    const { username } = Route.useParams();
    const { campaign } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <SignUpWithWallet
        referralCode={username}
        campaign={campaign}
        onRegistered={(to) => void navigate({ to: to === "sign-in" ? "/sign-in" : "/validate-email" })}
      />
    );
  },
});
