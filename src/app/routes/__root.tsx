import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useLocation } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { isBarePath } from "@/config/menu";
import { APP_FRAME_PATH, prerendering } from "@/lib/prerender";
import { useSession, type SessionStore } from "@/lib/session";
import { useBecomeFriendCode } from "@/features/friends/lib/become-friend-code";
import { registerToastLayer } from "@/lib/toast-layer";
import { Footer } from "../layout/footer";
import { Header } from "../layout/header";
import { OfflineBanner } from "../layout/offline-banner";
import { RoutePending } from "../layout/route-states";

/** The toaster loads with the page's own code, not in the entry: no toast is raised before the app runs. */
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));
/** The automatic become-friend call: its code loads only when a code waits for a session. */
const BecomeFriend = lazy(() => import("@/features/friends/components/become-friend"));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient; session: SessionStore }>()({
  component: RootLayout,
});

function RootLayout() {
  const { pathname } = useLocation();
  const bare = isBarePath(pathname);
  // the app frame snapshot (scripts/build/prerender.ts): the layout around the page skeleton
  const frame = prerendering && pathname === APP_FRAME_PATH;
  const { status } = useSession();
  const storedFriendCode = useBecomeFriendCode();
  const friendCode = status === "authenticated" ? storedFriendCode : null;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <OfflineBanner />
      {!bare && <Header />}
      <main id="main" className="site-main" tabIndex={-1}>
        {frame ? <RoutePending /> : <Outlet />}
      </main>
      {!bare && <Footer />}
      {/* the toasts' layer: above every modal dialog (lib/toast-layer.ts); at the foot of the
          screen, where no page keeps its heading or its main action (at the top they covered a
          phone's page title, and the mining card on a desktop), dark as the site is */}
      <div ref={registerToastLayer} popover="manual" className="toast-layer">
        <Suspense fallback={null}>
          <Toaster position="bottom-center" offset={{ bottom: 24 }} mobileOffset={{ bottom: 12 }} theme="dark" richColors closeButton />
        </Suspense>
      </div>
      <Suspense fallback={null}>{friendCode && <BecomeFriend code={friendCode} />}</Suspense>
    </>
  );
}
