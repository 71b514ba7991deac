import type { FirstStepCall } from "./first-steps.ts";

/**
 * How `npm run build` prerenders a page (scripts/build/prerender.ts), declared by its route: the route's
 * `staticData.prerender` (typed in src/app/router.ts). A route without it starts from the app frame (the app shell). From the
 * route tree the build derives everything else (scripts/lib/route-table.ts writes it to
 * `dist/_deploy/routes.json`): the pages to snapshot (`prerenderPlan`) and the host's rules
 * (`hostingRules`: vite preview's middleware and the nginx map are both written from them).
 *
 * - `{ snapshot: "page" }`: the page as a visitor first sees it, written as `dist/<path>/index.html`
 *   (the sign-in, sign-up and forgot-password pages too: they show nothing personal).
 * - `{ snapshot: "frame" }`: a data page whose layout does not wait for its data (its own
 *   pendingComponent: the mining pages' title and navigation, the account's title and tabs), in its
 *   pending state, taken with its API calls held. A page of the signed-in layout (`/_player`) is
 *   hidden from a visitor before the first paint (the app then sends the visitor to sign in).
 * - `{ snapshot: "redirect", to }`: a route that only redirects to a prerendered page: that page's
 *   snapshot, its address changed before the first paint (the staking teaser's /register).
 * - `values` (a route with a parameter): the values to prerender, each its own page, or `"any"`:
 *   one snapshot at `<prefix>/@frame`, served by the host for any value (the page's frame does not
 *   depend on it; where it shows the value, a skeleton the address fills in: the `fillParam` step).
 * - `queryView` (a page of two views, by a query parameter): the snapshot is taken in the view a
 *   visitor who opens the address directly gets (`snapshotWith`: with the parameter, as the reset
 *   mail's link has it); a visitor arriving with the other view has the snapshot's content hidden
 *   before the first paint and gets the app's view.
 * - `early`: a first step the snapshot runs before its first paint (src/config/first-steps.ts): the
 *   app's own first step on that page, taken without waiting for the app's code.
 *   A player page's frame has one of its own: `signIn`, the `_player` layout's redirect of a visitor.
 */
export type Prerender =
  | { snapshot: "page"; values?: readonly string[] | "any"; queryView?: QueryView; early?: FirstStepCall }
  | { snapshot: "frame"; values?: "any" }
  | { snapshot: "redirect"; to: string };

export interface QueryView {
  param: string;
  snapshotWith: boolean;
}

/** A route of the tree as the build reads it: its id (`/_player/mine/pools/$code`) and its declaration. */
export interface DeclaredRoute {
  id: string;
  prerender?: Prerender;
}

/** The frame's own value: no username, referral or pool code can be it (letters, digits and `_.-`). */
export const PARAM_FRAME = "@frame";

/** What the build snapshots, derived from the routes' declarations. */
export interface PrerenderPlan {
  /** pages snapshotted as a visitor sees them (a parameter page's frame among them) */
  pages: string[];
  /** data pages snapshotted in their pending state; `player`: a page of the signed-in layout */
  framed: Record<string, { player: boolean }>;
  /** pages under a parameter prerendered once, at `<prefix>/@frame`, by prefix */
  paramFrames: Record<string, { player: boolean; data: boolean }>;
  queryViews: Record<string, QueryView>;
  /** a redirecting path -> the page whose snapshot it serves */
  redirects: Record<string, string>;
  earlyScripts: Record<string, FirstStepCall>;
}

/** A route id as the address it answers: pathless layouts (`/_player`) and an index's slash dropped. */
export function pathOf(id: string): string {
  return id.replace(/\/_[^/]+/g, "").replace(/\/$/, "") || "/";
}

export function prerenderPlan(routes: readonly DeclaredRoute[]): PrerenderPlan {
  const plan: PrerenderPlan = { pages: [], framed: {}, paramFrames: {}, queryViews: {}, redirects: {}, earlyScripts: {} };
  for (const { id, prerender } of routes) {
    if (!prerender) continue;
    const path = pathOf(id);
    const player = id.startsWith("/_player/");
    if (prerender.snapshot === "redirect") {
      plan.redirects[path] = prerender.to;
      plan.earlyScripts[path] = { step: "address", data: { to: prerender.to } };
      continue;
    }
    const param = /\/\$[^/]+$/.exec(path);
    if (prerender.values && !param) throw new Error(`${id}: values are for a route with a parameter (its last segment)`);
    if (param && !prerender.values) throw new Error(`${id}: a route with a parameter declares its values (a list, or "any")`);
    const prefix = param ? path.slice(0, param.index) : path;
    const paths = !param
      ? [path]
      : prerender.values === "any"
        ? [`${prefix}/${PARAM_FRAME}`]
        : (prerender.values as readonly string[]).map((v) => `${prefix}/${v}`);
    if (prerender.values === "any") plan.paramFrames[prefix] = { player, data: prerender.snapshot === "frame" };
    for (const p of paths) {
      if (prerender.snapshot === "frame") plan.framed[p] = { player };
      else plan.pages.push(p);
      // a player page opened by a visitor goes on to the sign-in before its frame paints
      if (prerender.snapshot === "frame" && player) plan.earlyScripts[p] = { step: "signIn" };
      if (prerender.snapshot === "page" && prerender.queryView) plan.queryViews[p] = prerender.queryView;
      if (prerender.snapshot === "page" && prerender.early) plan.earlyScripts[p] = prerender.early;
    }
  }
  return plan;
}

/**
 * What the host serves for a page's path beyond its own `dist/<path>/index.html`, as a regular
 * expression's source (nginx's map takes it as it is; vite preview compiles it): a parameter
 * page's frame for any one segment under its prefix (a trailing slash allowed), and which paths
 * the app has a route for (the app shell; any other path is a real 404).
 */
export interface HostingRules {
  frames: { pattern: string; file: string }[];
  appRoute: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The host's rules from the routes: a `$param` segment matches any one segment, except a parameter
 * at the root (`/$page`), which is exactly its declared values (else every path would be the app's).
 */
export function hostingRules(routes: readonly DeclaredRoute[], plan: PrerenderPlan = prerenderPlan(routes)): HostingRules {
  const frames = Object.keys(plan.paramFrames).map((prefix) => ({ pattern: `^${escape(prefix)}/[^/]+/?$`, file: `${prefix}/${PARAM_FRAME}/index.html` }));
  const pattern = ({ id, prerender }: DeclaredRoute) => {
    const path = pathOf(id);
    if (/^\/\$[^/]+$/.test(path)) {
      const values = prerender && "values" in prerender ? prerender.values : undefined;
      if (!Array.isArray(values)) throw new Error(`${id}: a parameter at the root declares its values`);
      return `/(?:${(values as readonly string[]).map(escape).join("|")})`;
    }
    return (path === "/" ? "" : path)
      .split("/")
      .map((segment) => (segment.startsWith("$") ? "[^/]+" : escape(segment)))
      .join("/");
  };
  const alternatives = [...new Set(routes.filter(({ id }) => id !== "__root__").map(pattern))].sort();
  return { frames, appRoute: `^(?:${alternatives.join("|")})/?$` };
}

/** The file of the frame the host serves for `pathname` (under dist/), or null when it has none. */
export function paramFrameFor(rules: HostingRules, pathname: string): string | null {
  let matchers = compiled.get(rules);
  if (!matchers) compiled.set(rules, (matchers = rules.frames.map(({ pattern, file }) => ({ regex: new RegExp(pattern), file }))));
  return matchers.find(({ regex }) => regex.test(pathname))?.file ?? null;
}
/** Each set of rules' frame patterns, compiled once (the preview asks on every page request). */
const compiled = new WeakMap<HostingRules, { regex: RegExp; file: string }[]>();
