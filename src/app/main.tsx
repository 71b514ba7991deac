// first: every zod schema of the app is built without eval (the CSP allows none)
import "@/lib/zod-jitless";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { MANIFEST_PATH } from "@/config/brand";
import { afterNextPaint } from "@/lib/after-paint";
import { trackButtonClicks, trackPageview } from "@/lib/analytics";
import { installErrorReports } from "@/lib/error-reports";
import { queryClient } from "@/lib/query-client";
import { prerendering } from "@/lib/prerender";
import { session } from "@/lib/session";
import { isFault } from "./layout/route-states";
import { createAppRouter } from "./router";
import "./styles.css";
import "./snapshot.css";

const router = createAppRouter(queryClient);

// guards read the session from the context: a sign-out, an ended session or another tab's sign-in
// re-runs them, in turn with the navigations (which the router carries out after the next paint):
// a sign-out that goes home is checked on the home page, not on the page it left. A sign-in here
// re-runs what it needs in its one owner (features/auth/hooks/use-start-session.ts).
// Another tab's sign-in may be another account's, whether it replaced this tab's session or came
// after a sign-out: no page (the sign-in widget's "Signed in as" above its Approve among them) may
// go on naming the account that was here. What is not on screen is forgotten (the last account's
// answers among them, kept while signed out); over a session, what is on screen is dropped and
// asked again (a new token of the same account, a password change's, cannot be told from
// another's), and after a sign-out, asked again in place, as after a sign-in here.
let sessionToken = session.token();
session.subscribe((change) => {
  const previous = sessionToken;
  sessionToken = session.token();
  if (change === "elsewhere" && sessionToken && previous !== sessionToken) {
    queryClient.removeQueries({ type: "inactive" });
    void (previous ? queryClient.resetQueries() : queryClient.invalidateQueries());
  }
  if (change !== "start") afterNextPaint(() => void router.invalidate());
});

installErrorReports();

// Offline, a page's code that could not be fetched is said on the app's own error page
// (layout/route-states.tsx, with Try again), not by a reload into the browser's error page:
// TanStack Router reloads once for a chunk that failed (meant for a new release's renamed files),
// unless its own once-per-chunk mark in sessionStorage says it did already; offline, the mark is
// set first, and lifted when the connection is back (a chunk missing then is a new release's).
const offlineMarks = new Set<string>();
window.addEventListener("vite:preloadError", (event) => {
  if (navigator.onLine !== false || !(event.payload instanceof Error)) return;
  const mark = `tanstack_router_reload:${event.payload.message}`;
  if (sessionStorage.getItem(mark)) return;
  sessionStorage.setItem(mark, "1");
  offlineMarks.add(mark);
});
window.addEventListener("online", () => {
  for (const mark of offlineMarks) sessionStorage.removeItem(mark);
  offlineMarks.clear();
});
trackButtonClicks();
// a page view per page, as its route's pattern (/acc/$username): never the player's own address
router.subscribe("onResolved", () => trackPageview(router.state.matches.at(-1)?.fullPath ?? "/"));
const container = document.getElementById("root")!;
// the app's first commit of the page: a prerendered page's comes after the router resolved it
// (TakeOver, below), an app-shell page's before (the router resolves once it is drawn)
let drawPage = () => {};
const pageDrawn = container.hasAttribute("data-prerendered") ? new Promise<void>((done) => (drawPage = done)) : Promise.resolve();
// the brand's typefaces, after the page (its own chunk); the build's snapshots are taken in the
// local faces, which every page starts from
if (!prerendering)
  import("./brand-fonts").then(
    ({ startBrandFonts }) => startBrandFonts(router, pageDrawn),
    () => undefined, // offline: the local faces
  );

// the web app manifest (what installing the site reads), linked once the page is drawn: the browser
// fetches it and its first icon as soon as it is linked, which on a first visit over a slow network
// would share the connection with the page's own code; the build's snapshots leave it out
if (!prerendering) void pageDrawn.then(() => document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: MANIFEST_PATH })));

/**
 * An error a route's boundary caught is on the page already, said in words (layout/route-states.tsx);
 * React 19 also logs every one to the console. Only a fault is logged (and reported, by the boundary):
 * a backend's answer (a player that does not exist) or a call that got no answer (offline) is not
 * the app going wrong.
 */
const rootOptions = { onCaughtError: (error: unknown) => void (isFault(error) && console.error(error)) };
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/** Lifts the snapshot's inertness in the commit that replaces it. */
function TakeOver() {
  useLayoutEffect(() => {
    container.removeAttribute("data-prerendered");
    container.removeAttribute("inert");
    drawPage();
  }, []);
  return null;
}

if (container.hasAttribute("data-prerendered"))
  // A public page prerendered at build time (scripts/build/prerender.ts) is on screen, inert. Load the
  // route's code first, then render in a transition (in slices, no long task) that commits in
  // place of the snapshot: no blank frame, no pending state in between. A failed load still
  // renders: the route's error state replaces the snapshot.
  void router
    .load()
    .catch(() => undefined)
    .then(() =>
      startTransition(() =>
        createRoot(container, rootOptions).render(
          <>
            {app}
            <TakeOver />
          </>,
        ),
      ),
    );
else if (prerendering)
  // The build's snapshot of a page (scripts/build/prerender.ts): every chunk of the page's routes is loaded
  // before the first render, so what the snapshot holds does not race the host's speed: on a starved
  // build host the router showed its pending state before a layout's chunk had arrived, and with
  // the page's data held for the snapshot the layout never came (the build failed on /mine/stats,
  // /account and the other framed pages).
  void loadPageChunks().then(() => createRoot(container, rootOptions).render(app));
else createRoot(container, rootOptions).render(app);

/** The split parts (loaders, components, states) of every route the current address matches, loaded. */
function loadPageChunks(): Promise<unknown> {
  const matches = router.matchRoutes(router.latestLocation);
  return Promise.all(
    matches.flatMap(({ routeId }) => {
      const route = router.routesById[routeId as keyof typeof router.routesById] as { lazyFn?: () => Promise<unknown>; options: object };
      const { loader, component, pendingComponent, errorComponent } = route.options as Record<string, { preload?: () => Promise<unknown> } | undefined>;
      return [route.lazyFn?.(), ...[loader, component, pendingComponent, errorComponent].map((part) => part?.preload?.())];
    }),
  );
}
