import { useSyncExternalStore } from "react";

const subscribe = (changed: () => void) => {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
};

/** Whether the browser says it is offline (a snapshot of navigator.onLine, kept current by its events). */
export const useOffline = () =>
  useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
