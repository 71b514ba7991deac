import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { PRODUCT } from "@/config/brand";
import { useViewer } from "@/features/account/api/user-info";
import { useLogout } from "@/features/auth/api/session";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { useSignIn } from "@/features/auth/hooks/use-sign-in";
import { loginWidgetMode } from "@/features/auth/lib/after-sign-in";
import { ssoClientQuery } from "@/features/sso/api/sso";
import { SsoWidget } from "@/features/sso/components/sso-widget";
import { decodeWidgetData } from "@/features/sso/lib/widget-data";
import { stringParams } from "@/lib/search";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /sso?data=<base64url JSON {client_id, redirect_uri}>: the sign-in widget a partner site opens in
 * a pop-up (public-pages-mining.md §2, accounts-identity.md §2, §4). No header or footer; the
 * headers refuse framing.
 */
export const Route = createFileRoute("/sso")({
  validateSearch: stringParams("data"),
  loaderDeps: ({ search }: { search: { data?: string } }) => ({ data: search.data }),
  // the partner's registration is asked for with the page's code (invalid data asks nothing)
  loader: ({ context, deps }) => {
    const request = decodeWidgetData(deps.data);
    // nor does a framed widget, which refuses to show itself
    if (request && window.top === window.self) void context.queryClient.prefetchQuery(ssoClientQuery(request));
  },
  component: function SsoPage() {
    const { data } = Route.useSearch();
    const { status } = useSession();
    const navigate = useNavigate();
    useDocumentTitle(`Sign in with ${PRODUCT}`);
    // login-widget mode while the widget is open: signing in keeps the player here, on the approve prompt
    useEffect(() => {
      loginWidgetMode.set(true);
      return () => loginWidgetMode.set(false);
    }, []);
    // in login-widget mode the new session stays here (useStartSession)
    const signIn = useSignIn({ to: {} });
    const toAccount = useCallback(() => void navigate({ to: "/account" }), [navigate]);
    // who would approve, and "Not you?": signing out here keeps the widget open on its login panel
    const { user, failed, retry } = useViewer();
    const logout = useLogout({ stay: true });
    return (
      <section className="auth-card sso">
        <h1 className="auth-card__title">Sign in with {PRODUCT}</h1>
        <SsoWidget
          data={data}
          signedIn={status === "authenticated"}
          account={user && { username: user.username, picture: user.profile_picture, avatar: user.user_avatar }}
          accountFailure={failed ? { error: failed, retry } : null}
          onNotYou={() => logout.mutate({})}
          onInvalid={toAccount}
          loginPanel={
            <>
              <SignInForm signIn={signIn} offerEmailWallet={false} />
              {signIn.modal}
            </>
          }
        />
      </section>
    );
  },
});
