// A page of the app in another engine, as the engines tests use it: by roles and visible text,
// the same calls in Firefox and WebKit (drivers.ts holds what differs).
import type { EngineDriver, EngineElement } from "./drivers";

/** A name to match: the exact text (whitespace folded) or a pattern. */
export type Name = string | RegExp;
type WireName = { text: string } | { source: string; flags: string };
const wire = (name: Name): WireName => (typeof name === "string" ? { text: name } : { source: name.source, flags: name.flags });

/**
 * Runs in the page: the first visible element of `role` whose accessible name (approximated: its
 * aria-label, aria-labelledby, labels, text, images' alt, placeholder) matches `name`. Self-contained
 * (its source is sent to the page).
 */
function findByRole(role: string, name: WireName | null): Element | null {
  const selectors: Record<string, string> = {
    button: "button, [role=button], input[type=submit], input[type=button], summary",
    link: "a[href], [role=link]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    textbox: "input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=tel], textarea, [role=textbox]",
    checkbox: "input[type=checkbox], [role=checkbox]",
    radio: "input[type=radio], [role=radio]",
    tab: "[role=tab]",
    dialog: "dialog[open], [role=dialog], [role=alertdialog]",
    menuitem: "[role=menuitem]",
    heading1: "h1",
    status: "[role=status], [role=alert], output",
  };
  const fold = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const accessibleName = (el: Element) => {
    const label = el.getAttribute("aria-label");
    if (label) return fold(label);
    const ids = el.getAttribute("aria-labelledby");
    if (ids)
      return fold(
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      const labels = [...(el.labels ?? [])].map((l) => l.textContent).join(" ");
      return fold(labels || el.getAttribute("placeholder") || el.value);
    }
    const alts = [...el.querySelectorAll("img[alt]")].map((i) => i.getAttribute("alt")).join(" ");
    // the rendered text (innerText: a block child on its own line), as accessible names read it
    return fold(`${(el as HTMLElement).innerText ?? el.textContent ?? ""} ${alts}`);
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
  };
  const matches = (text: string) => !name || ("text" in name ? text === fold(name.text) : new RegExp(name.source, name.flags).test(text));
  const candidates = [...document.querySelectorAll(selectors[role] ?? role)];
  return candidates.find((el) => visible(el) && matches(accessibleName(el))) ?? null;
}

/** Runs in the page: whether the visible text of the page (or of its open dialog) contains `name`. */
function hasText(name: WireName, inDialog: boolean): boolean {
  const root = inDialog ? document.querySelector("[role=dialog], dialog[open]") : document.body;
  const text = ((root as HTMLElement | null)?.innerText ?? "").replace(/\s+/g, " ");
  return "text" in name ? text.includes(name.text.replace(/\s+/g, " ").trim()) : new RegExp(name.source, name.flags).test(text);
}

export class EnginePage {
  constructor(
    readonly driver: EngineDriver,
    readonly baseUrl: string,
  ) {}

  get engine() {
    return this.driver.name;
  }

  /** Polls `check` (in the test process) until it is true, or fails with `what` after `ms`. */
  async until(check: () => Promise<boolean>, what: string, ms = 20_000) {
    const deadline = Date.now() + ms;
    let last: unknown;
    while (Date.now() < deadline) {
      try {
        if (await check()) return;
      } catch (error) {
        last = error;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`${this.engine}: ${what} (not within ${ms / 1000} s)${last ? `: ${(last as Error).message}` : ""}`);
  }

  /**
   * Opens a path of the app and returns once the app runs it: a prerendered page is taken over
   * (its inert markup replaced: #root loses data-prerendered), an app page has rendered.
   */
  async goto(path: string) {
    await this.driver.open(new URL(path, this.baseUrl).href);
    await this.until(
      () =>
        this.driver.run<boolean>(
          `() => { const r = document.getElementById("root"); return !!r && !r.hasAttribute("data-prerendered") && r.childElementCount > 0; }`,
        ),
      `the app took over ${path}`,
      45_000,
    );
  }

  /** The element of `role` named `name` once it shows. */
  async get(role: string, name: Name | null = null, ms = 20_000): Promise<EngineElement> {
    let found: EngineElement | null = null;
    await this.until(
      async () => !!(found = await this.driver.element(findByRole.toString(), role, name === null ? null : wire(name))),
      `no visible ${role}${name === null ? "" : ` named ${String(name)}`}`,
      ms,
    );
    return found!;
  }

  /** Whether an element of `role` named `name` shows now. */
  async has(role: string, name: Name | null = null) {
    return !!(await this.driver.element(findByRole.toString(), role, name === null ? null : wire(name)));
  }

  async click(role: string, name: Name) {
    await this.driver.click(await this.get(role, name));
  }

  /** Types into the text box labelled `label`. */
  async fill(label: Name, text: string) {
    const box = await this.get("textbox", label);
    await this.driver.click(box);
    await this.driver.type(box, text);
  }

  /** Waits for `text` on the page (or in its open dialog). */
  async see(text: Name, { inDialog = false, ms = 20_000 } = {}) {
    await this.until(() => this.driver.run<boolean>(hasText.toString(), wire(text), inDialog), `"${String(text)}" is not shown`, ms);
  }

  async path() {
    return this.driver.run<string>("() => location.pathname");
  }

  /** How far the page reaches past the viewport's width (0: no sideways scroll). */
  async overflow() {
    return this.driver.run<number>("() => document.documentElement.scrollWidth - document.documentElement.clientWidth");
  }

  run<T>(fn: string, ...args: unknown[]) {
    return this.driver.run<T>(fn, ...args);
  }

  screenshot(file: string) {
    return this.driver.screenshot(file);
  }
}
