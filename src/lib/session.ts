import { useSyncExternalStore } from "react";
import { newSessionEpoch } from "./kept-intents";
import { isNetworkFailure, isStillBeingHandled } from "./network-failure";
import { storage, STORAGE_KEYS, storedFlag, type StorageKey } from "./storage-keys";

/**
 * The session: only the bearer token (accounts-identity.md §3). Who the user is comes from the
 * user-info query (features/account/api), never from a copy kept here. The router context carries
 * this store (`context.session`), so guards read it there.
 */
export type SessionStatus = "authenticated" | "unauthenticated";

function read(): string | null {
  const raw = storage.get(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { token?: unknown } | null;
    return typeof value?.token === "string" && value.token.length > 0 ? value.token : null;
  } catch {
    return null;
  }
}

// (storage reads null where there is none: the build, a test in node)
let current: string | null = read();
/**
 * True once the backend refused the token (expired or revoked), until the next sign-in. Kept in
 * sessionStorage so the sign-in page still says why after a reload of the tab.
 */
const endedStore = storedFlag("session", "session_ended");
let ended = endedStore.get();
/**
 * A call that replaces the token (session.replace): the token it replaces, whether the backend
 * refused that token meanwhile (a refusal the call may have caused, decided by its outcome), whether
 * its answer never came (then its retry, the same request, decides), and whether the player left it
 * (then no retry will come: its outcome, or the lost answer, decides at once).
 */
interface Replacement {
  from: string | null;
  refused: boolean;
  lost: boolean;
  left: boolean;
}
let replacement: Replacement | null = null;
/** The replacement is over: a refusal of its old token meanwhile ends the session, if that token is still the one in use. */
function settle(r: Replacement) {
  if (replacement === r) replacement = null;
  if (r.refused && current !== null && current === r.from) session.end();
}

/**
 * What changed the session: a sign-in in this page (`start`: its one owner re-runs what it needs,
 * features/auth/hooks/use-start-session.ts), a token replaced, a sign-out, an end by the backend,
 * or another tab.
 */
export type SessionChange = "start" | "replace" | "clear" | "end" | "elsewhere";
const listeners = new Set<(change: SessionChange) => void>();
const emit = (change: SessionChange) => listeners.forEach((l) => l(change));

function begin(token: string, change: SessionChange) {
  replacement = null;
  // a new session is not the one a sign-in's kept key was made in (a replaced token is the same session)
  if (change === "start") newSessionEpoch();
  current = token;
  ended = false;
  endedStore.set(false);
  for (const [key, value] of storedSession(token)) storage.set(key, value);
  emit(change);
}

if (typeof window !== "undefined")
  window.addEventListener("storage", (e) => {
    if (e.key === STORAGE_KEYS.session || e.key === null) {
      current = read();
      emit("elsewhere");
    }
  });

/**
 * What a session keeps in the browser's storage: the token (read back at start-up), and the bridge
 * key the spec names. Also how the acceptance suite and the perf run put a session in place.
 */
export const storedSession = (token: string): [StorageKey, string][] => [
  [STORAGE_KEYS.session, JSON.stringify({ token })],
  [STORAGE_KEYS.bearerTokenBridge, token],
];

export const session = {
  token: () => current,
  status: (): SessionStatus => (current ? "authenticated" : "unauthenticated"),
  start: (token: string) => begin(token, "start"),
  /**
   * A call that ends the token in use on the server and answers this device's new one (a password
   * change): its token becomes the session's. A 401 for the old token meanwhile (a read the server
   * answered after ending it, but before the call's own answer was read) waits for the call's
   * outcome (see refused): it ends the session only if the call is refused. When the call's answer
   * never came, its retry decides, until the player gives up on it (see release).
   */
  replace<T>(call: () => Promise<T>, tokenOf: (answer: T) => string): Promise<T> {
    const from = current;
    const mine: Replacement = { from, refused: replacement?.from === from && replacement.refused, lost: false, left: false };
    replacement = mine;
    return call().then(
      (answer) => {
        if (replacement === mine) begin(tokenOf(answer), "replace");
        return answer;
      },
      (error: unknown) => {
        if (replacement === mine) {
          // no outcome yet (no answer, or the first request still running): the retry decides
          if (isNetworkFailure(error) || isStillBeingHandled(error)) mine.lost = true;
          if (!mine.lost || mine.left) settle(mine);
        }
        throw error;
      },
    );
  },
  /**
   * The backend refused `token` (a 401 to a call that carried it): the session ends if it is the one
   * in use, unless a call replacing it is in flight or lost, whose outcome decides (session.replace).
   */
  refused(token: string) {
    if (token !== current) return;
    if (replacement?.from === token) replacement.refused = true;
    else session.end();
  },
  /**
   * The player leaves a replacing call (its section unmounts): no retry will come. A lost one is over
   * now, and one still on its way is over when it answers or is lost (a refusal of the old token
   * meanwhile then ends the session: the backend may have ended it with the call).
   */
  release() {
    const r = replacement;
    if (!r) return;
    r.left = true;
    if (r.lost) settle(r);
  },
  /** Signs out locally: the token and every key the specs name. */
  clear() {
    replacement = null;
    current = null;
    ended = false;
    endedStore.set(false);
    storage.clearAll();
    newSessionEpoch();
    emit("clear");
  },
  /**
   * The backend no longer accepts the token (idle timeout, lifetime, a reset elsewhere): forget it.
   * The player's other stored choices stay; guarded pages send them to sign in and back.
   */
  end() {
    if (!current) return;
    replacement = null;
    current = null;
    ended = true;
    endedStore.set(true);
    storage.remove(STORAGE_KEYS.session);
    storage.remove(STORAGE_KEYS.bearerTokenBridge);
    newSessionEpoch();
    emit("end");
  },
  /** Whether the last session was ended by the backend (the sign-in page says so). */
  wasEnded: () => ended,
  subscribe(listener: (change: SessionChange) => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
export type SessionStore = typeof session;

/** Whether the backend ended the last session (re-renders when it happens). */
export const useSessionEnded = () => useSyncExternalStore(session.subscribe, session.wasEnded, () => false);

export function useSession() {
  const token = useSyncExternalStore(session.subscribe, session.token, () => null);
  return { token, status: (token ? "authenticated" : "unauthenticated") as SessionStatus };
}
