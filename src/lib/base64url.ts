/**
 * Base64url (RFC 4648 §5, padding optional) of UTF-8 text, both ways: the one helper for what
 * arrives so encoded (Telegram's login data, the sign-in widget's `data`), so a name in Cyrillic
 * or with an emoji survives (`atob` alone reads bytes as Latin-1).
 */
export function decodeBase64Url(raw: string): string | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(raw)) return null;
  try {
    const binary = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
