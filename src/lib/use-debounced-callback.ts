import { useEffect, useRef } from "react";

/**
 * A callback that runs once calls have stopped for `ms` (K06: generate and save 1000 ms, social
 * callbacks 500 ms), with the arguments of the last call. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (...args: A) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current(...args);
    }, ms);
  };
}
