/** A task of its own, queued now (a message to ourselves: it runs after the current task, and after a paint due before it). */
export function queueTask(work: () => void) {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => work();
  port2.postMessage(null);
}

type PostTask = (work: () => void, options: { delay: number }) => Promise<unknown>;

/** `work` in `ms` (the Scheduler API where there is one, a timer elsewhere). */
function later(work: () => void, ms: number) {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (typeof scheduler?.postTask === "function") void scheduler.postTask(work, { delay: ms }).catch(() => undefined);
  else setTimeout(work, ms);
}

/**
 * Runs `work` in a task of its own after the browser's next paint: what an interaction changes at
 * once (a pressed control, a focus, a small state) is painted first, and the long work it starts
 * (a new page's render) comes after, so the tap is answered on screen within a frame
 * (Interaction to Next Paint counts up to that paint). A hidden page paints no frame: there the
 * work runs in the next task, as it does if no frame comes within 100 ms.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  if (typeof document === "undefined" || document.visibilityState === "hidden" || typeof requestAnimationFrame !== "function") {
    queueTask(run);
    return;
  }
  // a frame's callbacks run just before its paint; a task queued there runs just after it
  requestAnimationFrame(() => queueTask(run));
  later(run, 100);
}

/** The moment after the next paint, as a promise: what `afterNextPaint` queued before it has run. */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));
