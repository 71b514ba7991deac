import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { SignUpWithWallet } from "./-sign-up-with-wallet";
import { stringParams } from "@/lib/search";
import { STORAGE_KEYS, storage } from "@/lib/storage-keys";

export const Route = createFileRoute("/sign-up/")({
  staticData: { prerender: { snapshot: "page" } },
  validateSearch: stringParams("ref", "campaign", "ethermailtoken"),
  component: function SignUp() {
    const { ref, campaign, ethermailtoken } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <SignUpWithWallet
        // a code of the path wins; else an airdrop referral code kept from the badge flow
        referralCode={ref ?? storage.get(STORAGE_KEYS.airdropReferralCode) ?? undefined}
        campaign={campaign}
        emailWalletToken={ethermailtoken}
        onRegistered={(to) => void navigate({ to: to === "sign-in" ? "/sign-in" : "/validate-email" })}
      />
    );
  },
});
