import { useEffect, useState, type FocusEvent } from "react";

/** The player asked for reduced motion (false where there is no window or no matchMedia). */
export const prefersReducedMotion = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Content that moves by itself, one of `count` items every `intervalMs` (WCAG 2.2.2): it can be
 * paused and played again (`toggle`), it holds while hovered or while focus is within it
 * (`holdHandlers` on its box), and a player who asked for reduced motion gets it paused from the
 * start (`reducedMotion` also tells the caller to change without a transition).
 */
export function useRotation(count: number, intervalMs: number) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = !paused && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!moving) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(id);
  }, [moving, count, intervalMs]);
  return {
    index,
    paused,
    reducedMotion,
    toggle: () => setPaused((p) => !p),
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      },
    },
  };
}
