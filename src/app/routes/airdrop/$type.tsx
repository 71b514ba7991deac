import { createFileRoute, Navigate, useNavigate } from "@tanstack/react-router";
import { BADGE_TYPES } from "@/config/content-routes";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { userInfoQuery, useWalletState } from "@/features/account/api/user-info";
import { badgesQuery, badgeTasksQuery, web3TasksQuery } from "@/features/airdrop/api/campaign";
import { useValidateReferralCode } from "@/features/auth/api/registration";
import { BadgePage } from "@/features/airdrop/components/badge-page";
import { badgeOfType, type BadgeInfo } from "@/features/airdrop/lib/badges";
import { stringParams } from "@/lib/search";
import { STORAGE_KEYS, storage } from "@/lib/storage-keys";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /airdrop/{type}: a badge's tasks and claim. `?code=` is an airdrop referral code: a valid one is
 * kept for sign-up (airdrop_referral_code), an invalid one sends the player to /airdrop
 * (airdrop-campaigns.md §2).
 */
export const Route = createFileRoute("/airdrop/$type")({
  staticData: { prerender: { snapshot: "page", values: BADGE_TYPES } },
  validateSearch: stringParams("code"),
  // a player's badge status and the badge's tasks, with the page's code
  loader: ({ context: { queryClient, session }, params }) => {
    const group = badgeOfType(params.type)?.group;
    if (session.status() !== "authenticated") return;
    return Promise.all([
      queryClient.ensureQueryData(userInfoQuery()),
      queryClient.ensureQueryData(badgesQuery()),
      group === "web3" ? queryClient.ensureQueryData(web3TasksQuery()) : group ? queryClient.ensureQueryData(badgeTasksQuery(group)) : null,
    ]);
  },
  component: function AirdropBadgeRoute() {
    const { type } = Route.useParams();
    const badge = badgeOfType(type);
    // an unknown badge type is no page of its own: the badges list
    return badge ? <AirdropBadge badge={badge} /> : <Navigate to="/airdrop" replace />;
  },
});

function AirdropBadge({ badge }: { badge: BadgeInfo }) {
  const { code } = Route.useSearch();
  const navigate = useNavigate();
  const { signedIn, walletBound, username } = useWalletState();
  const validate = useValidateReferralCode();
  const checked = useRef<string | null>(null);
  useDocumentTitle(badge.name, badge.text);
  useEffect(() => {
    if (!code || checked.current === code) return;
    checked.current = code;
    void validate.check(code).then((check) => {
      if (check === "valid") return storage.set(STORAGE_KEYS.airdropReferralCode, code);
      // no answer says nothing of the code: the page stays, and a reload checks it again
      if (check !== "invalid") return void toast.error("Could not validate referral code", { description: check.failure });
      toast.error("This airdrop referral code is not valid");
      void navigate({ to: "/airdrop", replace: true });
    });
  }, [code, validate, navigate]);
  return <BadgePage badge={badge} signedIn={signedIn} walletBound={walletBound} username={username} />;
}
