import { Link, useLocation } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useSession } from "@/lib/session";
import "@/app/layout/layout.css";

const SignedInMenu = lazy(() => import("./signed-in-menu"));

/** The right-hand menu (accounts-identity.md §2). */
export function AccountMenu() {
  const { status } = useSession();
  const location = useLocation();
  if (status === "unauthenticated")
    return (
      <Link to="/sign-in" search={{ redirectUrl: location.href }} className="account-icon" aria-label="Login">
        <img src="/brand/account.svg" alt="" width={32} height={32} />
      </Link>
    );
  return (
    <Suspense
      fallback={
        <span className="account-icon" aria-hidden="true">
          <img src="/brand/account.svg" alt="" width={32} height={32} />
        </span>
      }
    >
      <SignedInMenu />
    </Suspense>
  );
}
