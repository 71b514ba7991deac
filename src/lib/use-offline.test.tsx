// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOffline } from "./use-offline";

/**
 * The offline banner's and the profile form's source: what navigator.onLine says, followed through
 * the window's online and offline events; on the server (the prerender) the page is online.
 */
let online = true;
const goOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? "online" : "offline"));
  });

afterEach(() => {
  online = true;
});

const stubNavigator = () => vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);

describe("useOffline", () => {
  it("is false while the browser is online, true once it goes offline, false again when it comes back", () => {
    stubNavigator();
    const { result } = renderHook(() => useOffline());
    expect(result.current).toBe(false);
    goOnline(false);
    expect(result.current).toBe(true);
    goOnline(true);
    expect(result.current).toBe(false);
  });

  it("is true from the first render when the page opens offline", () => {
    online = false;
    stubNavigator();
    expect(renderHook(() => useOffline()).result.current).toBe(true);
  });

  it("stops listening to both events when the component unmounts", () => {
    stubNavigator();
    const removed = vi.spyOn(window, "removeEventListener");
    const { unmount } = renderHook(() => useOffline());
    unmount();
    const kinds = removed.mock.calls.map(([kind]) => kind);
    expect(kinds).toContain("online");
    expect(kinds).toContain("offline");
    const [, onlineListener] = removed.mock.calls.find(([kind]) => kind === "online")!;
    const [, offlineListener] = removed.mock.calls.find(([kind]) => kind === "offline")!;
    expect(onlineListener).toBe(offlineListener);
  });

  it("is false on the server, whatever the navigator says", () => {
    online = false;
    stubNavigator();
    const Probe = () => createElement("p", null, String(useOffline()));
    expect(renderToString(createElement(Probe))).toBe("<p>false</p>");
  });
});
