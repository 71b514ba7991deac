// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDraft, readDraft } from "./form-draft";
import { tagged } from "./query-tags";
import { referralLink } from "./referral-link";
import { nextPaint } from "./after-paint";
import { raiseToastLayer, registerToastLayer } from "./toast-layer";

describe("the toasts' layer (above every modal)", () => {
  /** An element with the Popover API, recording what it was asked. */
  const popover = () => {
    let open = false;
    const calls: string[] = [];
    const el = Object.assign(document.createElement("div"), {
      showPopover: () => (calls.push("show"), (open = true)),
      hidePopover: () => (calls.push("hide"), (open = false)),
    });
    vi.spyOn(el, "matches").mockImplementation((selector) => selector === ":popover-open" && open);
    return { el, calls };
  };

  /** A toast as sonner draws it. */
  const toastIn = (el: HTMLElement) => el.appendChild(document.createElement("li")).setAttribute("data-sonner-toast", "");
  /** Lets the layer's MutationObserver run. */
  const observed = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(() => document.body.replaceChildren());
  /** A layer on the page, registered, shown after its paint, with a toast on screen. */
  const shownWithToast = async () => {
    const layer = popover();
    document.body.append(layer.el);
    registerToastLayer(layer.el);
    await nextPaint();
    toastIn(layer.el);
    await observed();
    return layer;
  };

  it("is shown after the next paint once registered, and raised (hidden and shown again) above a modal that opens while a toast is on screen", async () => {
    const { el, calls } = popover();
    document.body.append(el);
    registerToastLayer(el);
    expect(calls).toEqual([]);
    await nextPaint();
    expect(calls).toEqual(["show"]);
    registerToastLayer(el);
    await nextPaint();
    expect(calls).toEqual(["show"]);
    // no toast on screen: a modal opens without raising it (raising restyles the page)
    raiseToastLayer();
    expect(calls).toEqual(["show"]);
    toastIn(el);
    await observed();
    raiseToastLayer();
    expect(calls).toEqual(["show", "hide", "show"]);
  });

  it("a toast that appears while a modal is open is raised above it; without a modal it is not", async () => {
    const { el, calls } = await shownWithToast();
    expect(calls).toEqual(["show"]);
    document.body.append(Object.assign(document.createElement("dialog"), { open: true }));
    toastIn(el);
    await observed();
    expect(calls).toEqual(["show", "hide", "show"]);
    // a toast that goes (another still on screen) raises nothing
    el.querySelector("[data-sonner-toast]")!.remove();
    await observed();
    expect(calls).toEqual(["show", "hide", "show"]);
  });

  it("a layer replaced or removed before the paint is not shown", async () => {
    const first = popover();
    const second = popover();
    document.body.append(first.el, second.el);
    registerToastLayer(first.el);
    registerToastLayer(second.el);
    const removed = popover();
    registerToastLayer(removed.el);
    await nextPaint();
    expect([first.calls, second.calls, removed.calls]).toEqual([[], [], []]);
  });

  it("a closed layer is only shown; a browser without popovers, or no layer, is left alone", async () => {
    const { el, calls } = await shownWithToast();
    el.hidePopover();
    calls.length = 0;
    raiseToastLayer();
    expect(calls).toEqual(["show"]);
    const plain = document.createElement("div");
    expect(() => registerToastLayer(plain)).not.toThrow();
    expect(() => raiseToastLayer()).not.toThrow();
    registerToastLayer(null);
    expect(() => raiseToastLayer()).not.toThrow();
  });
});

describe("form drafts (this tab only)", () => {
  beforeEach(() => sessionStorage.clear());
  it("are read by name from sessionStorage, and cleared", () => {
    sessionStorage.setItem("draft:sign-up", JSON.stringify({ username: "alice" }));
    expect(readDraft("sign-up")).toEqual({ username: "alice" });
    expect(readDraft("other")).toBeNull();
    sessionStorage.setItem("draft:broken", "{");
    expect(readDraft("broken")).toBeNull();
    clearDraft("sign-up");
    expect(sessionStorage.getItem("draft:sign-up")).toBeNull();
  });
});

describe("a tag's filter", () => {
  it("reaches every query of the operations with the tag, whatever their parameters, and no other", async () => {
    const client = new QueryClient();
    // keys in the generated shape (hey-api's createQueryKey with the operation's tags)
    client.setQueryData([{ _id: "getAllPools", baseUrl: "", tags: ["pools"] }], { pools: 1 });
    client.setQueryData([{ _id: "getPoolMembers", baseUrl: "", path: { pool_code: "abc" }, query: { page: 2 }, tags: ["pools"] }], { pools: 2 });
    client.setQueryData([{ _id: "other", tags: ["friends"] }], 3);
    await client.invalidateQueries(tagged("pools"));
    const invalid = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.state.data);
    expect(invalid).toEqual([{ pools: 1 }, { pools: 2 }]);
  });
});

describe("a referral link (K17)", () => {
  it("is the sign-up path on this site with the username as the code", () => {
    expect(referralLink("alice")).toBe(`${window.location.origin}/sign-up/alice`);
    expect(referralLink("a b/c")).toBe(`${window.location.origin}/sign-up/a%20b%2Fc`);
  });
});
