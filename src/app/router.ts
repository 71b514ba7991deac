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
  // A link preloads its page on intent (a touch, a hover, the focus): that work (matching the
  // route, its checks, its loader's cache look-up) starts after the touch has painted, not in
  // its handler, where it held the pressed look of the control back.
  const preload = router.preloadRoute.bind(router);
  router.preloadRoute = ((options) =>
    new Promise((resolve, reject) => afterNextPaint(() => void preload(options).then(resolve, reject)))) as typeof router.preloadRoute;
  return router;
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
