import { env } from "@/config/env";
import { prerendering } from "@/lib/prerender";
import { scrubDeep } from "@/lib/scrub";

/**
 * Error reports to a Sentry-compatible service (VITE_ERROR_REPORT_DSN; through the site's own
 * tunnel when VITE_ERROR_REPORT_TUNNEL is set). The SDK loads only when the first error happens
 * (as Sentry's lazy loader does), so a page without errors pays nothing for it. Every report is
 * scrubbed first (src/lib/scrub.ts): no token, e-mail, wallet address or query string leaves.
 * Reported: unhandled errors and rejections, errors that reach a route's error boundary, and
 * failed transactions other than the player's own rejection.
 */
type Sentry = typeof import("@sentry/browser");
let sdk: Promise<Sentry | null> | null = null;

const enabled = () => !!env.VITE_ERROR_REPORT_DSN && typeof window !== "undefined" && !prerendering;

function load(): Promise<Sentry | null> {
  sdk ??= import("@sentry/browser").then(
    (Sentry) => {
      Sentry.init({
        dsn: env.VITE_ERROR_REPORT_DSN,
        tunnel: env.VITE_ERROR_REPORT_TUNNEL || undefined,
        environment: __LOCAL_STACK__ ? "local" : "production",
        // our own listeners report (installErrorReports); nothing else is collected
        defaultIntegrations: false,
        integrations: [Sentry.dedupeIntegration(), Sentry.linkedErrorsIntegration()],
        beforeSend: (event) => scrubDeep(event),
        beforeBreadcrumb: (crumb) => scrubDeep(crumb),
      });
      return Sentry;
    },
    () => null,
  );
  return sdk;
}

/** Reports an error (nothing when reports are off). `kind` says where it was caught. */
export function reportError(error: unknown, kind: "unhandled" | "route" | "panel" | "transaction" = "unhandled"): void {
  if (!enabled()) return;
  // the page's address goes along for context; the scrubber drops its query and any username in it
  void load().then((Sentry) => Sentry?.captureException(error, { tags: { kind }, extra: { page: window.location.href } }));
}

/** Errors that are not ours: a browser extension's, or the browser's own noise. */
function foreign(event: ErrorEvent): boolean {
  return /^(chrome|moz|safari)-extension:/.test(event.filename ?? "") || /ResizeObserver loop/.test(event.message ?? "");
}

/** Reports every unhandled error and promise rejection of the page. */
export function installErrorReports(target: Window = window): void {
  target.addEventListener("error", (event) => {
    if (!foreign(event)) reportError(event.error ?? new Error(event.message), "unhandled");
  });
  target.addEventListener("unhandledrejection", (event) => reportError(event.reason, "unhandled"));
}
