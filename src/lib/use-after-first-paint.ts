import { useEffect, useState } from "react";
import { prerendering } from "./prerender";

/**
 * False until the page has painted and the browser is idle (at most 1.5 s later); never true while
 * a page is prerendered. For what the first paint does not need: the wallet stack, say.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (prerendering) return;
    // Safari has no requestIdleCallback: a timer stands in (checked where it is called, so the
    // compatibility lint sees the guard)
    let cancel = () => {};
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === "function") {
        const idle = requestIdleCallback(() => setReady(true), { timeout: 1500 });
        cancel = () => cancelIdleCallback(idle);
      } else {
        const timer = setTimeout(() => setReady(true), 1);
        cancel = () => clearTimeout(timer);
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
  }, []);
  return ready;
}
