import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { Prerender } from "@/config/prerender";
import { session } from "@/lib/session";
import { NotFound, RouteError, RoutePending } from "./layout/route-states";
import { routeTree } from "./route-tree.gen";

/** The app's router: the browser's (main.tsx) and the page tests' (with a memory history and their own query client). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
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
