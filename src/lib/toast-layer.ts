import { afterNextPaint } from "@/lib/after-paint";

/**
 * The toasts live in a popover (the browser's top layer), so they show above the page's modal
 * dialogs, which are in the top layer too: a layer shown later sits above an earlier one, so each
 * modal raises the toasts again when it opens (components/modal.tsx). Above a modal the toasts are
 * seen and read out (they are announcements), not focused: they close by themselves.
 */
let layer: HTMLElement | null = null;

const supported = (el: HTMLElement) => typeof el.showPopover === "function";

/**
 * Shown after the next paint, not in the commit that mounts it: entering the top layer restyles the
 * page, which in the page's first commit lengthened the longest task of its load.
 */
export function registerToastLayer(el: HTMLElement | null) {
  layer = el;
  if (el && supported(el)) afterNextPaint(() => layer === el && el.isConnected && !el.matches(":popover-open") && el.showPopover());
}

export function raiseToastLayer() {
  if (!layer || !supported(layer)) return;
  if (layer.matches(":popover-open")) layer.hidePopover();
  layer.showPopover();
}
