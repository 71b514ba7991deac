import { useSyncExternalStore } from "react";
import { storage, STORAGE_KEYS } from "./storage-keys";

/** Session (accounts-identity.md §3): token and user; status derives from the token. */
export interface Session {
  token: string;
  user: {
    username: string;
    email: string;
    mm_address: string | null;
    extra_data: Record<string, string | null | undefined>;
    wallet?: string | null;
  };
}
export type SessionStatus = "authenticated" | "unauthenticated";

function read(): Session | null {
  const raw = storage.get(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    const user = value?.user;
    const valid = typeof value?.token === "string" && value.token.length > 0 && typeof user?.username === "string" && typeof user.email === "string";
    return valid ? { token: value.token!, user: { ...user!, mm_address: user!.mm_address ?? null, extra_data: user!.extra_data ?? {} } } : null;
  } catch {
    return null;
  }
}

let current: Session | null = typeof window === "undefined" ? null : read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

if (typeof window !== "undefined")
  window.addEventListener("storage", (e) => {
    if (e.key === STORAGE_KEYS.session || e.key === null) {
      current = read();
      emit();
    }
  });

export const session = {
  get: () => current,
  token: () => current?.token ?? null,
  status: (): SessionStatus => (current ? "authenticated" : "unauthenticated"),
  set(next: Session) {
    current = next;
    storage.set(STORAGE_KEYS.session, JSON.stringify(next));
    storage.set(STORAGE_KEYS.bearerTokenBridge, next.token);
    emit();
  },
  /** Signs out locally: the session and every key the specs name. */
  clear() {
    current = null;
    storage.clearAll();
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession() {
  const value = useSyncExternalStore(session.subscribe, session.get, () => null);
  return { session: value, status: (value ? "authenticated" : "unauthenticated") as SessionStatus };
}
