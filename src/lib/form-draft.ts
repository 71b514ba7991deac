import { useEffect } from "react";

/**
 * Drafts of what a player typed in a form, kept in sessionStorage (this tab only, gone with it) so
 * that a reload, or an ended session that sends the player to sign in and back, loses nothing: the
 * form starts from its draft and clears it once submitted. Never a password.
 */
const key = (name: string) => `draft:${name}`;

export function readDraft<T>(name: string): T | null {
  try {
    const raw = sessionStorage.getItem(key(name));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function clearDraft(name: string) {
  try {
    sessionStorage.removeItem(key(name));
  } catch {
    /* storage unavailable */
  }
}

/** Keeps `values` as the draft of `name` while they change. */
export function useFormDraft<T>(name: string, values: T) {
  const json = JSON.stringify(values);
  useEffect(() => {
    try {
      sessionStorage.setItem(key(name), json);
    } catch {
      /* storage unavailable: the form still works */
    }
  }, [name, json]);
}
