import { createElement, use, type ComponentType } from "react";

/** React's protocol for a promise it may read synchronously: a settled one says so on itself. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/** The messages of a dynamic import whose file is gone (Chromium, Firefox, WebKit): a new release renamed it. */
const MISSING_MODULE = /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/;

/** The components whose chunk failed, each by its way to forget it (`retryFailedChunks`). */
const failedChunks = new Set<() => void>();
/** The errors of chunks that failed to load, as against a fault of the code they hold. */
const chunkErrors = new WeakSet<object>();

/** Whether an error is a chunk's that could not be loaded (offline, a flaky network, a file gone), not a fault. */
export const isChunkFailure = (error: unknown) => chunkErrors.has(error as object);

/** The file of a chunk that could not be loaded, as the browser names it in its error (Chromium and Firefox do; WebKit does not). */
export const failedChunkUrl = (error: unknown): string | null => (error instanceof Error ? (/https?:\/\/\S+?\.js\b/.exec(error.message)?.[0] ?? null) : null);

/**
 * The page's entry module: the first file of the boot list the build writes into every page it
 * serves (the dev server's pages have none).
 */
export function pageEntryUrl(): string | null {
  try {
    const [entry] = JSON.parse(document.getElementById("prerender-boot")?.textContent ?? "[]") as unknown[];
    return typeof entry === "string" ? new URL(entry, window.location.href).href : null;
  } catch {
    return null;
  }
}

/**
 * What the server says of a chunk that could not be loaded: the status of its file, asked past every
 * cache, or null (no file to ask for, another site's, or no answer). A 404 is a file gone for good
 * (a new release renamed it: the page's code is out of date); a file that is there failed for a
 * moment. A browser says the same of both. Where the browser names no file (WebKit), the page's
 * entry module is asked for instead: a chunk's new name is written into every chunk that imports
 * it, so a release that renamed one renamed the entry too.
 */
export async function chunkOnServer(error: unknown): Promise<number | null> {
  const url = failedChunkUrl(error) ?? pageEntryUrl();
  if (!url || new URL(url).origin !== window.location.origin) return null;
  try {
    return (await fetch(url, { method: "HEAD", cache: "no-store" })).status;
  } catch {
    return null;
  }
}

/** The chunk failures that came again, on a retry of a chunk that had failed before. */
const repeatedErrors = new WeakSet<object>();

/**
 * Whether a chunk's failure came on a retry after an earlier one, online. With the file on the server, a
 * reload is the way on: an engine that keeps a failed module fetch for the page (the HTML
 * standard's older rule, which engines of the supported versions still follow) refuses the file
 * again without asking, and a Try again can never load it there.
 */
export const isRepeatedChunkFailure = (error: unknown) => repeatedErrors.has(error as object);

/**
 * A component in a chunk of its own, its module's export `exportName`, loaded when it first renders:
 * the router's split route components (vite.config.ts makes those use this in place of the
 * router's own `lazyRouteComponent`), and `lazyComponent`'s.
 *
 * The component reads its code with `use()` on every render, the one promise of its chunk, marked
 * settled as React reads it: a render after the chunk arrived reads it at once, and one that
 * suspended keeps calling `use()` when it resumes. The router's own version calls `use()` only
 * while the chunk is missing, which React (19.3) warns of ("called use() to suspend in a previous
 * render but did not call use() when it finished") whenever a pending or error state renders
 * before its chunk has arrived: on a slow network, exactly when they are needed.
 *
 * A chunk that failed is the error of the boundary above (a route's says so); unlike React's
 * `lazy`, which keeps a failure for good, it is asked for again by `preload` (the router's next
 * load of the route: Try again, or a navigation) or after `retryFailedChunks` (a part's own Try
 * again). A route's chunk gone for good after a new release reloads the page once (the router's
 * own rule, with its mark in sessionStorage, which main.tsx keeps from acting offline); a part's
 * (`reloadWhenGone` false) never reloads the page by itself: it loads while the player may have
 * typed on the page, and a browser says the same of a file gone and of a flaky network.
 */
export function lazyExport<P extends object>(importer: () => Promise<Record<string, unknown>>, exportName: string, { reloadWhenGone = true } = {}) {
  let chunk: Tracked<ComponentType<P>> | undefined;
  let failedBefore = false;

  const forget = () => {
    if (chunk?.status === "rejected") chunk = undefined;
  };
  const load = (): Tracked<ComponentType<P>> => {
    if (chunk) return chunk;
    const loading: Tracked<ComponentType<P>> = importer().then(
      (module) => {
        const component = module[exportName] as ComponentType<P>;
        loading.status = "fulfilled";
        loading.value = component;
        return component;
      },
      (error: unknown) => {
        loading.status = "rejected";
        loading.reason = error;
        failedChunks.add(forget);
        if (typeof error === "object" && error !== null) {
          chunkErrors.add(error);
          // offline, a failure is the connection's, whatever came before
          if (failedBefore && navigator.onLine !== false) repeatedErrors.add(error);
        }
        failedBefore = true;
        throw error;
      },
    );
    loading.status = "pending";
    chunk = loading;
    return loading;
  };

  function Lazy(props: P) {
    const loading = load();
    const reloading = loading.status === "rejected" && reloadWhenGone ? reloadForMissingChunk(loading.reason) : null;
    return createElement(use(reloading ?? (loading as Promise<ComponentType<P>>)), props);
  }
  // the router loads a route's chunks before it renders them (and on every load of the route: a
  // failed chunk is asked for again); a failure is the render's to show, never the load's
  Lazy.preload = () => {
    forget();
    return load().then(
      () => undefined,
      () => undefined,
    );
  };
  return Lazy;
}

/**
 * A chunk gone after a new release: the page reloads once, to the release's files; the component
 * stays suspended meanwhile (the promise it reads never settles). Null for any other failure.
 */
function reloadForMissingChunk(error: unknown): Promise<never> | null {
  const message = error instanceof Error ? error.message : "";
  if (!MISSING_MODULE.test(message) || typeof sessionStorage === "undefined") return null;
  const mark = `tanstack_router_reload:${message}`;
  if (sessionStorage.getItem(mark)) return null;
  sessionStorage.setItem(mark, "1");
  window.location.reload();
  return RELOADING;
}
const RELOADING = new Promise<never>(() => undefined);

/** React's `lazy` for a part of a page (a module's default export), with the failure rules of `lazyExport`'s parts. */
export const lazyComponent = <P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) =>
  lazyExport<P>(importer, "default", { reloadWhenGone: false });

/**
 * Forgets every chunk that failed to load (offline, a flaky network): the next render of each
 * component asks for its code again. For a part of a page whose own error state offers Try again.
 */
export function retryFailedChunks() {
  for (const forget of failedChunks) forget();
  failedChunks.clear();
}
