import { http, HttpResponse } from "msw";
import { analyticsOf, errorReportsOf, recordAnalytics, recordErrorReport } from "../domain/telemetry";

/** The id of the test a request comes from (its `test_id` cookie), if any. */
function testIdOf(request: Request): string | null {
  const match = /(?:^|;\s*)test_id=([A-Za-z0-9_-]{1,80})/.exec(request.headers.get("cookie") ?? "");
  return match?.[1] ?? null;
}

/** Bodies of the stand-ins are small: an event, an envelope. */
const MAX_BODY = 256 * 1024;
async function text(request: Request): Promise<string | Response> {
  const body = await request.text();
  return body.length > MAX_BODY ? HttpResponse.json({ message: "too large" }, { status: 413 }) : body;
}

/**
 * Stand-ins for the analytics service and the error reporter (mocks/domain/telemetry.ts): the app
 * of the local stack sends to them (VITE_ANALYTICS_ENDPOINT, VITE_ERROR_REPORT_TUNNEL), the suite
 * reads what arrived. Plausible's tracker posts text/plain JSON; Sentry posts an envelope.
 */
export const devTelemetryHandlers = [
  http.post("*/__dev/analytics/api/event", async ({ request }) => {
    const body = await text(request);
    if (typeof body !== "string") return body;
    const result = recordAnalytics(body, testIdOf(request));
    return result.ok ? new HttpResponse("ok", { status: 202 }) : HttpResponse.json({ message: result.message }, { status: 400 });
  }),
  http.get("*/__dev/analytics.json", ({ request }) => HttpResponse.json(analyticsOf(new URL(request.url).searchParams.get("test")))),
  http.post("*/__dev/errors", async ({ request }) => {
    const body = await text(request);
    if (typeof body !== "string") return body;
    const result = recordErrorReport(body, testIdOf(request));
    return result.ok ? HttpResponse.json({ id: "ok" }) : HttpResponse.json({ message: result.message }, { status: 400 });
  }),
  http.get("*/__dev/errors.json", ({ request }) => HttpResponse.json(errorReportsOf(new URL(request.url).searchParams.get("test")))),
];
