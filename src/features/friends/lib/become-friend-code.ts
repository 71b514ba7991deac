import { useSyncExternalStore } from "react";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * A shared profile link's become-friend code (accounts-identity.md §3, §4), kept in the browser
 * until a session uses it. The app's root follows it: a code stored while a player is signed in
 * (the link opened in a signed-in tab) is used at once, not on the next page.
 */
export const becomeFriendCode = {
  get: () => storage.get(STORAGE_KEYS.becomeFriendAutoCode),
  set(code: string) {
    storage.set(STORAGE_KEYS.becomeFriendAutoCode, code);
    changed();
  },
  clear() {
    storage.remove(STORAGE_KEYS.becomeFriendAutoCode);
    changed();
  },
};

/** The stored become-friend code, or null; re-renders when it is stored or cleared. */
export const useBecomeFriendCode = () => useSyncExternalStore(subscribe, becomeFriendCode.get, () => null);
