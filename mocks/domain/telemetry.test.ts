import { beforeEach, describe, expect, it } from "vitest";
import { analyticsOf, clearTelemetry, errorReportsOf, recordAnalytics, recordErrorReport } from "./telemetry";

/** The stand-ins of the analytics service and the error reporter (mocks/domain/telemetry.ts). */
beforeEach(clearTelemetry);

const event = (n: string, extra: Record<string, unknown> = {}) => JSON.stringify({ n, u: "https://penta.example/mine", d: "penta.example", ...extra });

describe("analytics events (Plausible's event API)", () => {
  it("keeps a valid event with its fields, per test, and says what is wrong with another", () => {
    expect(recordAnalytics(event("pageview", { r: "https://ref.example/", p: { path: "/mine" } }), "t1")).toEqual({ ok: true });
    expect(recordAnalytics(event("click"), "t2")).toEqual({ ok: true });
    expect(analyticsOf("t1")).toEqual([
      {
        testId: "t1",
        name: "pageview",
        url: "https://penta.example/mine",
        domain: "penta.example",
        referrer: "https://ref.example/",
        props: { path: "/mine" },
        raw: event("pageview", { r: "https://ref.example/", p: { path: "/mine" } }),
      },
    ]);
    expect(analyticsOf("t2").map((a) => [a.name, a.referrer, a.props])).toEqual([["click", null, {}]]);
    expect(analyticsOf(null).map((a) => a.name)).toEqual(["pageview", "click"]);
    expect(recordAnalytics("{not json", "t1")).toEqual({ ok: false, message: "the body is not JSON" });
    const invalid = recordAnalytics(JSON.stringify({ n: "", u: "no url", d: "penta.example", p: { a: 1 } }), "t1");
    expect(invalid.ok).toBe(false);
    expect(!invalid.ok && invalid.message.split("; ").map((m) => m.split(":")[0])).toEqual(["n", "u", "p.a"]);
    expect(analyticsOf("t1")).toHaveLength(1);
  });

  it("keeps the last 2000 events", () => {
    for (let i = 0; i < 2001; i++) recordAnalytics(event(`e${i}`), null);
    const kept = analyticsOf(null);
    expect(kept).toHaveLength(2000);
    expect([kept[0]!.name, kept.at(-1)!.name]).toEqual(["e1", "e2000"]);
  });
});

describe("error reports (a Sentry envelope)", () => {
  const envelope = (...lines: string[]) => [JSON.stringify({ event_id: "head-id" }), ...lines].join("\n");

  it("keeps each event item, with its id (else the envelope's), and skips other items", () => {
    const raw = envelope(
      JSON.stringify({ type: "session" }),
      JSON.stringify({ started: 1 }),
      JSON.stringify({ type: "event" }),
      JSON.stringify({ event_id: "ev-1", message: "boom" }),
      JSON.stringify({ type: "event" }),
      JSON.stringify({ message: "no id" }),
    );
    expect(recordErrorReport(raw, "t1")).toEqual({ ok: true, events: 2 });
    expect(errorReportsOf("t1")).toEqual([
      { testId: "t1", eventId: "ev-1", raw, event: { event_id: "ev-1", message: "boom" } },
      { testId: "t1", eventId: "head-id", raw, event: { message: "no id" } },
    ]);
    expect(errorReportsOf("t2")).toEqual([]);
    expect(recordErrorReport([JSON.stringify({}), JSON.stringify({ type: "event" }), JSON.stringify({ a: 1 })].join("\n"), "t2")).toEqual({
      ok: true,
      events: 1,
    });
    expect(errorReportsOf("t2")[0]!.eventId).toBe("");
    expect(errorReportsOf(null)).toHaveLength(3);
  });

  it("says which part of a broken envelope is not JSON, and keeps nothing after it", () => {
    expect(recordErrorReport("not json\n{}", null)).toEqual({ ok: false, message: "the envelope's header is not JSON" });
    expect(recordErrorReport(envelope(JSON.stringify({ type: "x" }), "{}", "broken", "{}"), null)).toEqual({
      ok: false,
      message: "item 2: its header is not JSON",
    });
    expect(recordErrorReport(envelope(JSON.stringify({ type: "event" }), "broken"), null)).toEqual({ ok: false, message: "an event item is not JSON" });
    expect(errorReportsOf(null)).toEqual([]);
  });
});
