/**
 * The local stack's stand-ins for the analytics service (Plausible's event API) and the error
 * reporter (a Sentry envelope endpoint, reached through the site's tunnel). They keep what the app
 * sent, in memory, so the suite can assert each event and report; a test's requests carry its id
 * in the `test_id` cookie (the app sets no cookie of its own).
 */
import { z } from "zod";

export interface AnalyticsRecord {
  testId: string | null;
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, string>;
  /** The body as it arrived, to check that nothing personal is in it anywhere. */
  raw: string;
}
export interface ErrorReportRecord {
  testId: string | null;
  eventId: string;
  /** The envelope as it arrived. */
  raw: string;
  event: Record<string, unknown>;
}

const MAX_KEPT = 2000;
const analytics: AnalyticsRecord[] = [];
const reports: ErrorReportRecord[] = [];
const keep = <T>(list: T[], item: T) => {
  list.push(item);
  if (list.length > MAX_KEPT) list.shift();
};

/** Plausible's event payload (n name, u url, d domain, r referrer, p props). */
const zEvent = z.object({
  n: z.string().min(1).max(120),
  u: z.string().url().max(2000),
  d: z.string().min(1).max(253),
  r: z.string().max(2000).nullable().optional(),
  p: z.record(z.string(), z.string().max(2000)).optional(),
  v: z.number().optional(),
  i: z.boolean().optional(),
  h: z.number().optional(),
  e: z.number().optional(),
  sd: z.number().optional(),
});

export function recordAnalytics(raw: string, testId: string | null): { ok: true } | { ok: false; message: string } {
  let parsed: z.infer<typeof zEvent>;
  try {
    parsed = zEvent.parse(JSON.parse(raw));
  } catch (e) {
    return { ok: false, message: e instanceof z.ZodError ? e.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") : "the body is not JSON" };
  }
  keep(analytics, { testId, name: parsed.n, url: parsed.u, domain: parsed.d, referrer: parsed.r ?? null, props: parsed.p ?? {}, raw });
  return { ok: true };
}

/** A Sentry envelope: a header line, then item headers each followed by its payload. */
export function recordErrorReport(raw: string, testId: string | null): { ok: true; events: number } | { ok: false; message: string } {
  const lines = raw.split("\n");
  let header: { event_id?: string };
  try {
    header = JSON.parse(lines[0] ?? "") as { event_id?: string };
  } catch {
    return { ok: false, message: "the envelope's header is not JSON" };
  }
  let events = 0;
  for (let i = 1; i + 1 < lines.length; i += 2) {
    let itemHeader: { type?: string };
    try {
      itemHeader = JSON.parse(lines[i] ?? "") as { type?: string };
    } catch {
      return { ok: false, message: `item ${(i + 1) / 2}: its header is not JSON` };
    }
    if (itemHeader.type !== "event") continue;
    try {
      const event = JSON.parse(lines[i + 1] ?? "") as Record<string, unknown>;
      keep(reports, { testId, eventId: String(event.event_id ?? header.event_id ?? ""), raw, event });
      events++;
    } catch {
      return { ok: false, message: "an event item is not JSON" };
    }
  }
  return { ok: true, events };
}

export const analyticsOf = (testId: string | null) => analytics.filter((a) => !testId || a.testId === testId);
export const errorReportsOf = (testId: string | null) => reports.filter((r) => !testId || r.testId === testId);
export function clearTelemetry() {
  analytics.length = 0;
  reports.length = 0;
}
