import { afterNextPaint } from "./after-paint";

/**
 * The handlers that take a player's intent to use a part of the page, for it to load its code ahead:
 * a mouse or a pen pointing at it, and a tap on it once that tap has painted. A touch alone is not
 * intent: its tap follows within a tenth of a second, and the load's work (fetching and running the
 * code, the render it starts) would run between the touch and the tap and delay the tap's answer on
 * a slow phone, as the router's link preloads would (app/router.ts). Focus, which a tap may give in
 * the same task as its click, is intent after the next paint too.
 */
export function intentHandlers(want: () => void) {
  return {
    onPointerEnter: (e: { pointerType: string }) => {
      if (e.pointerType !== "touch") want();
    },
    onFocus: () => afterNextPaint(want),
    onClick: () => afterNextPaint(want),
  };
}
