import type { QueryClient } from "@tanstack/react-query";
import { createBrowserHistory, createRouter, type RouterHistory } from "@tanstack/react-router";
import { afterNextPaint } from "@/lib/after-paint";
import type { Prerender } from "@/config/prerender";
import { session } from "@/lib/session";
import { NotFound, RouteError, RoutePending } from "./layout/route-states";
import { routeTree } from "./route-tree.gen";

/**
 * The browser's history, with every navigation carried out after the next paint. A tap on a link
 * commits the address at once, and the router (which subscribes here) loads and renders the new
 * page in a task of its own after the tap has painted: on the slowed phone of `npm run perf` a tab's
 * render in the tap's own task would hold the tap's Interaction to Next Paint past its target.
 */
export function paintFirstHistory(history: RouterHistory = createBrowserHistory()): RouterHistory {
  const subscribe = history.subscribe.bind(history);
  history.subscribe = (listener) => subscribe((change) => afterNextPaint(() => listener(change)));
  return history;
}

/** The app's router: the browser's (main.tsx) and the page tests' (with a memory history and their own query client). */
export function createAppRouter(queryClient: QueryClient, history: RouterHistory = paintFirstHistory()) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, session },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    defaultNotFoundComponent: NotFound,
  });
  // A link preloads its page on intent (a hover, the focus), after the next paint, not in the
  // handler, where it would hold the pressed look of the control back. A touch is not taken as
  // intent: its tap follows within a tenth of a second, so the preload's work (the page's code and
  // its dependencies put in the document, the route matched, its loader) would run between the
  // touch and the tap and delay the tap's answer on a slow phone more than it brings the page
  // forward. A tap loads its page as it navigates.
  const preload = router.preloadRoute.bind(router);
  router.preloadRoute = ((options) =>
    touch.now()
      ? Promise.resolve(undefined)
      : new Promise((resolve, reject) => afterNextPaint(() => void preload(options).then(resolve, reject)))) as typeof router.preloadRoute;
  return router;
}

/** How long after a touch the mouse events a browser makes of the tap (a hover, a focus) still come from it. */
const TOUCH_ECHO_MS = 1000;

/** Whether a touch is on the screen now, or ended less than TOUCH_ECHO_MS ago (false where there is no document). */
export function recentTouch(target: Pick<Document, "addEventListener"> | null = typeof document === "undefined" ? null : document) {
  let down = false;
  let ended = -Infinity;
  const options = { capture: true, passive: true } as const;
  target?.addEventListener("touchstart", () => (down = true), options);
  for (const type of ["touchend", "touchcancel"] as const)
    target?.addEventListener(
      type,
      (e) => {
        down = (e as TouchEvent).touches.length > 0;
        ended = performance.now();
      },
      options,
    );
  return { now: () => down || performance.now() - ended < TOUCH_ECHO_MS };
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /** What a route may declare besides its behaviour: how the build prerenders it (src/config/prerender.ts). */
  interface StaticDataRouteOption {
    prerender?: Prerender;
  }
}

/** The document's touches, for every router of the page. */
const touch = recentTouch();
