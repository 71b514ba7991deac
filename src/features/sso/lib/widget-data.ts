import { z } from "zod";

/**
 * The widget's `data` parameter (accounts-identity.md §3, §5): base64url (RFC 4648 §5, padding
 * optional) of the JSON `{"client_id": ..., "redirect_uri": ...}`. Anything else is 'Invalid data'.
 */
const widgetData = z.object({
  client_id: z.string().min(1).max(128),
  redirect_uri: z.string().min(1).max(2048),
});
export type WidgetData = z.infer<typeof widgetData>;

export function decodeWidgetData(raw: string | undefined): WidgetData | null {
  if (!raw || raw.length > 4096 || !/^[A-Za-z0-9_-]+={0,2}$/.test(raw)) return null;
  try {
    const binary = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    const json = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = widgetData.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The encoding a partner uses (and the tests). */
export function encodeWidgetData(data: WidgetData): string {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The one message type the widget posts to its opener. */
export const SSO_MESSAGE_TYPE = "sso:result";
