import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, nextPaint } from "./after-paint";

/**
 * Tasks that come when the test says: the messages a task is queued with (MessageChannel) are held,
 * so no timer of the test's own can overtake one on a busy machine.
 */
function heldTasks() {
  const queued: (() => void)[] = [];
  vi.stubGlobal(
    "MessageChannel",
    class {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) };
    },
  );
  /** the queued tasks run, in the order they were queued */
  return () => queued.splice(0).forEach((t) => t());
}

/** A page whose frames and tasks come when the test says (requestAnimationFrame held), visible unless told. */
function page({ hidden = false, scheduler = true } = {}) {
  const task = heldTasks();
  const frames: FrameRequestCallback[] = [];
  const delays: number[] = [];
  const timers: (() => void)[] = [];
  vi.stubGlobal("document", { visibilityState: hidden ? "hidden" : "visible" });
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal(
    "scheduler",
    scheduler
      ? {
          postTask: (work: () => void, { delay }: { delay: number }) => {
            delays.push(delay);
            timers.push(work);
            return Promise.resolve();
          },
        }
      : undefined,
  );
  return {
    frames,
    delays,
    task,
    /** the frame: its callbacks run (just before its paint) */
    frame: () => frames.splice(0).forEach((f) => f(0)),
    /** the fallback's time has come */
    timeUp: () => timers.splice(0).forEach((t) => t()),
  };
}

describe("after the next paint (a tap is painted before its work)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the work in a task of its own after the next frame, not before it and not inside it", () => {
    const p = page();
    const work = vi.fn();
    afterNextPaint(work);
    p.task();
    expect(work).not.toHaveBeenCalled(); // no frame yet
    p.frame();
    expect(work).not.toHaveBeenCalled(); // the frame's own callback only queues it: the paint comes first
    p.task();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("once, though the frame and the fallback both come", () => {
    const p = page();
    const work = vi.fn();
    afterNextPaint(work);
    expect(p.delays).toEqual([100]);
    p.frame();
    p.task();
    p.timeUp();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("no frame within 100 ms (a page whose frames are held): the work runs then, through the Scheduler API where there is one", () => {
    const p = page();
    const work = vi.fn();
    afterNextPaint(work);
    p.timeUp();
    expect(work).toHaveBeenCalledTimes(1);
    p.frame();
    p.task();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("without the Scheduler API the fallback is a 100 ms timer", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    page({ scheduler: false });
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("a hidden page paints no frame: the work runs in the next task, without waiting for one", () => {
    const p = page({ hidden: true });
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    p.task();
    expect(work).toHaveBeenCalledTimes(1);
    expect(p.frames).toEqual([]);
    expect(p.delays).toEqual([]);
  });

  it("outside a browser (no document) it runs in the next task", () => {
    const task = heldTasks();
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    task();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("nextPaint resolves once what was queued before it has run", async () => {
    const p = page();
    const order: string[] = [];
    afterNextPaint(() => order.push("work"));
    const painted = nextPaint().then(() => order.push("painted"));
    p.frame();
    p.task();
    await painted;
    expect(order).toEqual(["work", "painted"]);
  });
});
