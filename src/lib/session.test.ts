// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "./storage-keys";

/** The session store (accounts-identity.md §3: the bearer token only), loaded fresh per test. */
async function load() {
  vi.resetModules();
  return import("./session");
}

describe("the session store", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("reads the stored token when the app starts; a broken or empty one is no session", async () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: "tok_1" }));
    expect((await load()).session.token()).toBe("tok_1");
    for (const raw of ["not json", "null", JSON.stringify({ token: "" }), JSON.stringify({ token: 5 }), JSON.stringify({})]) {
      localStorage.setItem(STORAGE_KEYS.session, raw);
      const { session } = await load();
      expect(session.token(), raw).toBeNull();
      expect(session.status(), raw).toBe("unauthenticated");
    }
  });

  it("start keeps the token (and the bridge the spec names) and tells every listener; a listener removed hears nothing", async () => {
    const { session } = await load();
    const heard = vi.fn();
    const gone = vi.fn();
    session.subscribe(heard);
    const unsubscribe = session.subscribe(gone);
    unsubscribe();
    session.start("tok_2");
    expect(session.token()).toBe("tok_2");
    expect(session.status()).toBe("authenticated");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toEqual({ token: "tok_2" });
    expect(localStorage.getItem(STORAGE_KEYS.bearerTokenBridge)).toBe("tok_2");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });

  it("end (the backend refused the token) forgets it, keeps the player's other keys, and says so until the next sign-in, across a reload", async () => {
    let { session } = await load();
    session.start("tok_3");
    localStorage.setItem(STORAGE_KEYS.referralCode, "alice");
    const heard = vi.fn();
    session.subscribe(heard);
    session.end();
    expect(session.token()).toBeNull();
    expect(session.wasEnded()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.bearerTokenBridge)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.referralCode)).toBe("alice");
    expect(heard).toHaveBeenCalledTimes(1);
    // a reload of the tab still knows why
    ({ session } = await load());
    expect(session.wasEnded()).toBe(true);
    // ending with no session does nothing
    const again = vi.fn();
    session.subscribe(again);
    session.end();
    expect(again).not.toHaveBeenCalled();
    session.start("tok_4");
    expect(session.wasEnded()).toBe(false);
    ({ session } = await load());
    expect(session.wasEnded()).toBe(false);
  });

  it("clear (sign-out) removes every key the specs name and is not an ended session", async () => {
    const { session } = await load();
    session.start("tok_5");
    session.end();
    session.start("tok_6");
    localStorage.setItem(STORAGE_KEYS.referralCode, "alice");
    session.clear();
    expect(session.token()).toBeNull();
    expect(session.wasEnded()).toBe(false);
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key), key).toBeNull();
  });

  it("follows another tab: a change of the session key, or storage cleared, is read again; other keys are not", async () => {
    const { session } = await load();
    const heard = vi.fn();
    session.subscribe(heard);
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: "tok_other_tab" }));
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.referralCode }));
    expect(session.token()).toBeNull();
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.session }));
    expect(session.token()).toBe("tok_other_tab");
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(session.token()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("a lost password change whose old token was refused, left after another tab signed in: the other tab's session stays", async () => {
    const { session } = await load();
    session.start("token-1");
    await expect(
      session.replace(
        () => Promise.reject(new TypeError("Failed to fetch")),
        (token: string) => token,
      ),
    ).rejects.toThrow();
    session.refused("token-1");
    expect(session.token(), "the retry may still bring the new session").toBe("token-1");
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: "token-3" }));
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.session }));
    session.release();
    expect(session.token()).toBe("token-3");
    expect(session.wasEnded()).toBe(false);
  });

  it("the hooks re-render with the store", async () => {
    const { session, useSession, useSessionEnded } = await load();
    const { result } = renderHook(() => ({ s: useSession(), ended: useSessionEnded() }));
    expect(result.current).toEqual({ s: { token: null, status: "unauthenticated" }, ended: false });
    act(() => session.start("tok_7"));
    expect(result.current).toEqual({ s: { token: "tok_7", status: "authenticated" }, ended: false });
    act(() => session.end());
    expect(result.current).toEqual({ s: { token: null, status: "unauthenticated" }, ended: true });
  });

  it("an ended session cleared by a sign-out is no longer ended, in this tab nor after a reload; the flag lives in the tab's sessionStorage", async () => {
    let { session } = await load();
    session.start("tok_8");
    session.end();
    expect(sessionStorage.getItem("session_ended")).toBe("true");
    expect(localStorage.getItem("session_ended")).toBeNull();
    session.clear();
    expect(session.wasEnded()).toBe(false);
    ({ session } = await load());
    expect(session.wasEnded()).toBe(false);
  });

  it("a sign-in's kept key (write.ts keepWithinSession) lives within one session: a sign-in, a sign-out or an end forgets it, in every tab; a replaced token keeps it, and other kept keys stay", async () => {
    const { session } = await load();
    const { readKept, writeKept } = await import("./kept-intents");
    const keep = () => {
      writeKept("sign-in-link", { key: "k1", digest: "d1" }, true);
      writeKept("sign-up", { key: "k2", digest: "d2" });
    };
    const changes: [string, () => void][] = [
      ["a sign-in", () => session.start("tok_10")],
      ["an end by the backend", () => session.end()],
      ["a sign-out", () => session.clear()],
    ];
    const heard: string[] = [];
    session.subscribe((change) => heard.push(change));
    for (const [what, change] of changes) {
      if (what === "an end by the backend") session.start("tok_11");
      keep();
      expect(readKept("sign-in-link", true), what).toEqual({ key: "k1", digest: "d1", epoch: expect.any(String) });
      change();
      expect(readKept("sign-in-link", true), what).toBeNull();
      expect(readKept("sign-up"), what).toEqual({ key: "k2", digest: "d2" });
    }
    session.start("tok_12");
    keep();
    await session.replace(
      () => Promise.resolve({ token: "tok_13" }),
      (a) => a.token,
    );
    expect(readKept("sign-in-link", true), "a replaced token is the same session").toEqual({ key: "k1", digest: "d1", epoch: expect.any(String) });
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.session }));
    expect(heard, "what each listener hears").toEqual(["start", "start", "end", "clear", "start", "replace", "elsewhere"]);
    // another tab's sign-out (its own module, the same localStorage) forgets this tab's kept sign-in
    const other = await load();
    other.session.clear();
    expect(readKept("sign-in-link", true)).toBeNull();
  });

  it("a prerendered page hydrates as the snapshot was made (no session, not ended), then shows the stored one", async () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: "tok_9" }));
    sessionStorage.setItem("session_ended", "true");
    const { useSession, useSessionEnded } = await load();
    // the snapshot's markup of a component that renders nothing: an empty container
    const container = document.body.appendChild(document.createElement("div"));
    const seen: unknown[] = [];
    renderHook(
      () => {
        const value = { token: useSession().token, ended: useSessionEnded() };
        seen.push(value);
        return value;
      },
      { hydrate: true, container },
    );
    expect(seen[0]).toEqual({ token: null, ended: false });
    expect(seen.at(-1)).toEqual({ token: "tok_9", ended: true });
  });
});
