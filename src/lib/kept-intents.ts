/**
 * The keys of unanswered intents kept across a reload (src/lib/write.ts, `keep`), in the tab's
 * sessionStorage by the form's name, beside a digest of the values (never the values). A sign-in's
 * key is kept only within the session it was made in (`withinSession`): each sign-in, sign-out or
 * end of the session draws a new epoch (src/lib/session.ts), in localStorage so that every tab sees
 * it, one that was on another site or in the back/forward cache too, and a key of another epoch is
 * none. So a lost sign-in's key cannot be sent again once another session has come or gone, and get
 * the backend's kept answer (a live session). A token replaced (a password change) is the same session.
 */
export interface KeptIntent {
  key: string;
  digest: string;
  /** The session epoch a sign-in's key was kept in. */
  epoch?: string;
}

const PREFIX = "intent:";
const EPOCH = "intent_epoch";

/** The current session epoch (one is drawn where there is none yet); "" without storage. */
function epoch(): string {
  try {
    let value = localStorage.getItem(EPOCH);
    if (!value) localStorage.setItem(EPOCH, (value = crypto.randomUUID()));
    return value;
  } catch {
    return "";
  }
}

/** A new session: every key kept within the last one is forgotten, in every tab. */
export function newSessionEpoch() {
  try {
    localStorage.setItem(EPOCH, crypto.randomUUID());
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

export function readKept(name: string, withinSession = false): KeptIntent | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + name);
    const kept = raw ? (JSON.parse(raw) as KeptIntent) : null;
    return kept && (!withinSession || kept.epoch === epoch()) ? kept : null;
  } catch {
    return null;
  }
}

export function writeKept(name: string, value: KeptIntent | null, withinSession = false) {
  try {
    if (value) sessionStorage.setItem(PREFIX + name, JSON.stringify(withinSession ? { ...value, epoch: epoch() } : value));
    else sessionStorage.removeItem(PREFIX + name);
  } catch {
    /* storage unavailable: the key lives as long as the page */
  }
}
