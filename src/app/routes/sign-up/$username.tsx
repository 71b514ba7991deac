import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { SignUpPage } from "@/features/auth/components/sign-up-page";
import { stringParams } from "@/lib/search";

/** /sign-up/{username}: the path segment is the referral code. */
export const Route = createFileRoute("/sign-up/$username")({
  validateSearch: stringParams("campaign"),
  component: function SignUpWithCode() {
    const { username } = Route.useParams();
    const { campaign } = Route.useSearch();
    const navigate = useNavigate();
    return <SignUpPage referralCode={username} campaign={campaign} onRegistered={() => void navigate({ to: "/validate-email" })} />;
  },
});
