import { toast } from "sonner";

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

/**
 * A copy button's one way to copy a value: accounts-identity.md §8's toast 'Coppied {email}' (its
 * spelling kept), which the spec uses for every copied value, or COPY_REFUSED when the browser
 * would not copy. Secrets (recovery codes, a WalletConnect pairing link) are not copied through
 * here: a toast would show them again and read them out.
 */
export async function copyWithToast(value: string): Promise<void> {
  if (await copyText(value)) toast.success(`Coppied ${value}`);
  else toast.error(COPY_REFUSED);
}
