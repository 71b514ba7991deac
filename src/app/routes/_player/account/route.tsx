import { TAB_LINK } from "@/components/tab-link";
import { createFileRoute, Link, Outlet, useLocation } from "@tanstack/react-router";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/components/tabs.css";
import "@/features/account/account.css";

/** /account: own profile; visitors are sent to sign in and brought back. */
export const Route = createFileRoute("/_player/account")({
  component: AccountLayout,
});

/**
 * What each tab holds, said under the tabs: part of the layout, so it is in the tab's prerendered
 * frame and paints before the tab's data (its largest text then, not a data field that comes
 * with the app).
 */
const TAB_INTROS: Record<string, string> = {
  "/account":
    "Your profile: your picture, your email, the wallet bound to your account, and your social accounts (the X and Telegram handles you typed, and the networks you connected).",
  "/account/my-referrals":
    "Share your link: every friend who signs up with it counts as your referral, for the New Friend Badge and on the leaderboards. Here: how many players signed up with your link, and the link to copy.",
  "/account/security":
    "Keep your account safe: two-factor codes protect purchases from your gaming wallet; change your password, and see every device where you are signed in and sign any of them out.",
};

function AccountLayout() {
  useDocumentTitle("My account");
  const pathname = useLocation({ select: (l) => l.pathname.replace(/\/$/, "") });
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
      {TAB_INTROS[pathname] && <p className="account__intro">{TAB_INTROS[pathname]}</p>}
      <div className="account__panel">
        <Outlet />
      </div>
    </section>
  );
}
