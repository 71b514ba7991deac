import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { SignUpPage } from "@/features/auth/components/sign-up-page";

/** /sign-up/{username}: the path segment is the referral code. */
export const Route = createFileRoute("/sign-up/$username")({
  component: function SignUpWithCode() {
    const { username } = Route.useParams();
    const navigate = useNavigate();
    return <SignUpPage referralCode={username} onRegistered={() => void navigate({ to: "/validate-email" })} />;
  },
});
