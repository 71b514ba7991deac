/**
 * Returns a same-origin path for a `redirectUrl` value, or null. The value arrives already
 * URL-decoded once (by URLSearchParams) and is never decoded again. Anything that a browser
 * would resolve to another origin, or to a non-http scheme, is refused.
 */
export function safeRedirect(value: string | null | undefined, origin = window.location.origin): string | null {
  if (!value) return null;
  // Browsers strip leading/trailing C0 controls and spaces and drop tabs/newlines anywhere in URLs.
  if (/[\u0000-\u001f\u007f]/.test(value) || value !== value.trim()) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
