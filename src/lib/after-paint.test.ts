import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, nextPaint } from "./after-paint";

/** A page whose frames come when the test says (requestAnimationFrame held), visible unless told. */
function page({ hidden = false, scheduler = true } = {}) {
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
    /** the frame: its callbacks run (just before its paint) */
    frame: () => frames.splice(0).forEach((f) => f(0)),
    /** the fallback's time has come */
    timeUp: () => timers.splice(0).forEach((t) => t()),
  };
}
/** One turn of the task queue (a message posted now has been delivered). */
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe("after the next paint (a tap is painted before its work)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the work in a task of its own after the next frame, not before it and not inside it", async () => {
    const p = page();
    const work = vi.fn();
    afterNextPaint(work);
    await aTask();
    expect(work).not.toHaveBeenCalled(); // no frame yet
    p.frame();
    expect(work).not.toHaveBeenCalled(); // the frame's own callback only queues it: the paint comes first
    await aTask();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("once, though the frame and the fallback both come", async () => {
    const p = page();
    const work = vi.fn();
    afterNextPaint(work);
    expect(p.delays).toEqual([100]);
    p.frame();
    await aTask();
    p.timeUp();
    await aTask();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("no frame within 100 ms (a page whose frames are held): the work runs then, through the Scheduler API where there is one", async () => {
    const p = page();
    const work = vi.fn();
    afterNextPaint(work);
    p.timeUp();
    expect(work).toHaveBeenCalledTimes(1);
    p.frame();
    await aTask();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("without the Scheduler API the fallback is a 100 ms timer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    page({ scheduler: false });
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("a hidden page paints no frame: the work runs in the next task, without waiting for one", async () => {
    const p = page({ hidden: true });
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    await aTask();
    expect(work).toHaveBeenCalledTimes(1);
    expect(p.frames).toEqual([]);
    expect(p.delays).toEqual([]);
  });

  it("outside a browser (no document) it runs in the next task", async () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    await aTask();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("nextPaint resolves once what was queued before it has run", async () => {
    const p = page();
    const order: string[] = [];
    afterNextPaint(() => order.push("work"));
    const painted = nextPaint().then(() => order.push("painted"));
    p.frame();
    await painted;
    expect(order).toEqual(["work", "painted"]);
  });
});
