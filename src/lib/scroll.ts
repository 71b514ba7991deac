/** What a player does to take the page over from an animated scroll. */
const TAKE_OVER = ["wheel", "touchstart", "keydown", "mousedown"] as const;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window to an element over `durationMs` (the spec's scroll-to-section: 1500 ms),
 * easing in and out, frame by frame, to where the element's `scroll-margin-top` puts it. Where the
 * player asks for reduced motion it jumps at once; a wheel, a touch, a click or a key stops it
 * where it is. Resolves when it arrives or is stopped.
 */
export function scrollToElement(element: Element, durationMs: number): Promise<void> {
  const from = window.scrollY;
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  const to = Math.max(0, Math.min(from + element.getBoundingClientRect().top - margin, bottom));
  if (durationMs <= 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of TAKE_OVER) window.removeEventListener(type, stop);
      resolve();
    };
    for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true });
    const step = () => {
      const t = Math.min(1, (performance.now() - start) / durationMs);
      window.scrollTo(0, from + (to - from) * easeInOut(t));
      if (t < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    frame = requestAnimationFrame(step);
  });
}
