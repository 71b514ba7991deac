/**
 * Control characters (C0, DEL, C1) and the bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069: "Trojan Source" spoofing, a name that reads backwards) are removed from text a
 * player gives that others see (names, interests); a line break stays where the text may have
 * several lines. Usernames and handles are ASCII by the contract's patterns, so they never hold any.
 */
export function cleanText(text: string, { multiline = false } = {}): string {
  const controls = multiline
    ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g
    : /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
  return text.replace(controls, "").trim();
}
