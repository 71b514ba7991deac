import { useEffect, useRef, type RefObject } from "react";

/** Whether the focus fell to the page (its control went, or was disabled): nothing of the player's has it. */
export const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * When `state` changes and the change took focus away (the focused control went with the state
 * it belonged to, or was disabled while it worked, and focus fell to the page's body), focus
 * `target`: the new state. A keyboard or screen-reader player stays where they were. Focus that
 * is anywhere else (the player moved on) is left alone; so is the first render.
 */
export function useRefocusAfterChange(target: RefObject<HTMLElement | null>, state: unknown) {
  const last = useRef(state);
  useEffect(() => {
    if (Object.is(last.current, state)) return;
    last.current = state;
    if (focusLost()) target.current?.focus();
  }, [state, target]);
}
