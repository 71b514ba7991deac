/**
 * Copies `text` to the clipboard; resolves whether it was copied. The Clipboard API exists only in
 * a secure context (https, or localhost): a page opened over plain http (a phone reaching a
 * developer's machine by its address, say) has no `navigator.clipboard`, and a browser may refuse
 * the write. Neither throws here: the caller says so and offers another way.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** What a copy button says when the browser would not copy. */
export const COPY_REFUSED = "Could not copy here: select the text and copy it yourself.";
