import { createFileRoute, Link, Outlet } from "@tanstack/react-router";
import { requireSession } from "@/lib/require-session";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /account: own profile; visitors are sent to sign in and brought back. */
export const Route = createFileRoute("/account")({
  beforeLoad: requireSession,
  component: AccountLayout,
});

function AccountLayout() {
  useDocumentTitle("My account");
  return (
    <section className="account">
      <h1 className="account__title">USER INFO</h1>
      <nav className="tabs" aria-label="Account sections">
        <Link
          to="/account"
          activeOptions={{ exact: true }}
          className="tabs__tab"
          activeProps={{ className: "tabs__tab tabs__tab--active", "aria-current": "page" }}
        >
          Profile
        </Link>
        <Link to="/account/my-referrals" className="tabs__tab" activeProps={{ className: "tabs__tab tabs__tab--active", "aria-current": "page" }}>
          My Referrals
        </Link>
        <Link to="/account/security" className="tabs__tab" activeProps={{ className: "tabs__tab tabs__tab--active", "aria-current": "page" }}>
          Security
        </Link>
      </nav>
      <div className="account__panel">
        <Outlet />
      </div>
    </section>
  );
}
