import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { stringParams } from "@/lib/search";
import { SignUpPage } from "@/features/auth/components/sign-up-page";

export const Route = createFileRoute("/sign-up/")({
  validateSearch: stringParams("ref"),
  component: function SignUp() {
    const { ref } = Route.useSearch();
    const navigate = useNavigate();
    return <SignUpPage referralCode={ref} onRegistered={() => void navigate({ to: "/validate-email" })} />;
  },
});
