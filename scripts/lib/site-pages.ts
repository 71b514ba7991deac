// Every page of the site as something to open: the app's routes (read from the generated route
// tree), with a parameter filled in from the seed (read only) or for a given player. Used by the
// deploy tests (every route behind the production host) and by `npm run perf`.
import { PRERENDERED_PATHS, QUERY_VIEWS } from "../../src/config/prerender.ts";
import { appRoutePaths } from "./app-routes.ts";

/** The routes with a parameter, as a visitor can open them (seed data, read only). */
export const VISITOR_DYNAMIC = ["/acc/alice", "/spatial/alice", "/airdrop/common", "/newsletters/a", "/sign-up/alice", "/mine/pools/ALPHA1"];

/** A page of two views (QUERY_VIEWS) also as its link opens it: the reset mail's /create-new-password?key=. */
const QUERY_VIEW_LINKS = Object.entries(QUERY_VIEWS)
  .filter(([, view]) => view.snapshotWith)
  .map(([path, view]) => `${path}?${view.param}=from-the-mail`);

/** Pages only a signed-in player sees: a visitor is sent to /sign-in?redirectUrl= (the `_player` layout). */
export const PLAYER_ONLY = /^\/(account|mine\/(stats|history|user-summary|pools))(\/|$)/;

/**
 * The routes without a parameter, index routes (`/airdrop/`) as their page's path (`/airdrop`);
 * `/sso` is the partner widget (a popup, opened with a partner's data).
 */
function staticRoutes(): string[] {
  const paths = appRoutePaths()
    .filter((p) => !p.includes("$") && p !== "/sso")
    .map((p) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p));
  return [...new Set(paths)];
}

/** Every page a visitor can open, player-only pages included (they answer with the redirect). */
export function everyVisitorPath(): string[] {
  return [...new Set([...PRERENDERED_PATHS, ...staticRoutes(), "/mine/", ...VISITOR_DYNAMIC, ...QUERY_VIEW_LINKS])];
}

/** Every page as a signed-in player sees it, the player's own profile and space among them. */
export function everyPlayerPath(username: string): string[] {
  const own = VISITOR_DYNAMIC.map((p) => p.replace(/\/alice$/, `/${username}`));
  return [...new Set([...PRERENDERED_PATHS, ...staticRoutes(), "/mine/", ...own, ...QUERY_VIEW_LINKS])];
}
