import { TAB_LINK } from "@/components/tab-link";
import { createFileRoute, Link, Outlet } from "@tanstack/react-router";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/components/tabs.css";
import "@/features/account/account.css";

/** /account: own profile; visitors are sent to sign in and brought back. */
export const Route = createFileRoute("/_player/account")({
  component: AccountLayout,
});

function AccountLayout() {
  useDocumentTitle("My account");
  return (
    <section className="account">
      <h1 className="account__title">USER INFO</h1>
      <nav className="tabs" aria-label="Account sections">
        <Link to="/account" activeOptions={{ exact: true }} {...TAB_LINK}>
          Profile
        </Link>
        <Link to="/account/my-referrals" {...TAB_LINK}>
          My Referrals
        </Link>
        <Link to="/account/security" {...TAB_LINK}>
          Security
        </Link>
      </nav>
      <div className="account__panel">
        <Outlet />
      </div>
    </section>
  );
}
