// What jsdom lacks and the shared components use, for their component tests: the modal methods
// of <dialog> and matchMedia (with the player's reduced-motion wish as the test sets it).

/**
 * <dialog>'s showModal and close, as far as the tests need them: the open attribute, focus moved to
 * the first control inside (the dialog focusing steps, as browsers do), and the close event.
 */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (!Object.getOwnPropertyDescriptor(proto, "open"))
    Object.defineProperty(proto, "open", {
      configurable: true,
      get(this: HTMLDialogElement) {
        return this.hasAttribute("open");
      },
    });
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])")?.focus();
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/** matchMedia answering `(prefers-reduced-motion: reduce)` as `reduced`, every other query false. */
export function mockMatchMedia(reduced: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduced && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
