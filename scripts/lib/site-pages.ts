// Every page of the site as something to open: the app's routes (the route table of the last
// `npm run build`), with a parameter filled in from the seed (read only) or for a given player.
// Used by the deploy tests (every route behind the production host) and by `npm run perf`.
import { readRouteTable, type RouteTable } from "./route-table.ts";

function table(): RouteTable {
  const built = readRouteTable("dist");
  if (!built) throw new Error("dist/_deploy/routes.json: no route table (npm run build)");
  return built;
}

/** The routes with a parameter, as a visitor can open them (seed data, read only). */
export const VISITOR_DYNAMIC = ["/acc/alice", "/spatial/alice", "/airdrop/common", "/newsletters/a", "/sign-up/alice", "/mine/pools/ALPHA1"];

/** A page of two views (its `queryView`) also as its link opens it: the reset mail's /create-new-password?key=. */
const queryViewLinks = () =>
  Object.entries(table().plan.queryViews)
    .filter(([, view]) => view.snapshotWith)
    .map(([path, view]) => `${path}?${view.param}=from-the-mail`);

/** Pages only a signed-in player sees: a visitor is sent to /sign-in?redirectUrl= (the `_player` layout). */
export const PLAYER_ONLY = /^\/(account|mine\/(stats|history|user-summary|pools))(\/|$)/;

/**
 * The routes without a parameter, index routes (`/airdrop/`) as their page's path (`/airdrop`);
 * `/sso` is the partner widget (a popup, opened with a partner's data).
 */
function staticRoutes(): string[] {
  return table().paths.filter((p) => !p.includes("$") && p !== "/sso");
}

/** Every page a visitor can open, player-only pages included (they answer with the redirect). */
export function everyVisitorPath(): string[] {
  return [...new Set([...table().plan.pages, ...staticRoutes(), "/mine/", ...VISITOR_DYNAMIC, ...queryViewLinks()])];
}

/** Every page as a signed-in player sees it, the player's own profile and space among them. */
export function everyPlayerPath(username: string): string[] {
  const own = VISITOR_DYNAMIC.map((p) => p.replace(/\/alice$/, `/${username}`));
  return [...new Set([...table().plan.pages, ...staticRoutes(), "/mine/", ...own, ...queryViewLinks()])];
}
