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
    // Safari has no requestIdleCallback: a timer stands in
    const hasIdle = typeof requestIdleCallback === "function";
    let idle = 0;
    const frame = requestAnimationFrame(() => {
      idle = hasIdle ? requestIdleCallback(() => setReady(true), { timeout: 1500 }) : (setTimeout(() => setReady(true), 1) as unknown as number);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (hasIdle) cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, []);
  return ready;
}
