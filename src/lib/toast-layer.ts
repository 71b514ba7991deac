import { afterNextPaint } from "@/lib/after-paint";

/**
 * The toasts live in a popover (the browser's top layer), so they show above the page's modal
 * dialogs, which are in the top layer too: a layer shown later sits above an earlier one, so the
 * toasts are raised again (hidden and shown) when a modal opens while a toast is on screen
 * (components/modal.tsx), and when a toast appears while a modal is open. With no toast on screen a
 * modal opens without it: raising restyles the page. Above a modal the toasts are seen and read out
 * (they are announcements), not focused: they close by themselves.
 */
let layer: HTMLElement | null = null;
let watching: MutationObserver | null = null;

const supported = (el: HTMLElement) => typeof el.showPopover === "function";
/** sonner draws each toast as an item marked so */
const showsToast = (el: HTMLElement) => el.querySelector("[data-sonner-toast]") !== null;
const modalOpen = () => document.querySelector("dialog[open]") !== null;

function raise(el: HTMLElement) {
  if (el.matches(":popover-open")) el.hidePopover();
  el.showPopover();
}

/**
 * Shown after the next paint, not in the commit that mounts it: entering the top layer restyles the
 * page, which in the page's first commit lengthened the longest task of its load.
 */
export function registerToastLayer(el: HTMLElement | null) {
  watching?.disconnect();
  watching = null;
  layer = el;
  if (!el || !supported(el)) return;
  afterNextPaint(() => layer === el && el.isConnected && !el.matches(":popover-open") && el.showPopover());
  watching = new MutationObserver((changes) => {
    if (changes.some((c) => c.addedNodes.length > 0) && modalOpen() && showsToast(el)) raise(el);
  });
  watching.observe(el, { childList: true, subtree: true });
}

/** A modal opened: the toasts on screen stay above it. */
export function raiseToastLayer() {
  if (layer && supported(layer) && showsToast(layer)) raise(layer);
}
