import { z } from "zod";
import { decodeBase64Url, encodeBase64Url } from "@/lib/base64url";

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
  if (!raw || raw.length > 4096) return null;
  const json = decodeBase64Url(raw);
  if (json === null) return null;
  try {
    const parsed = widgetData.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The encoding a partner uses (and the tests). */
export const encodeWidgetData = (data: WidgetData): string => encodeBase64Url(JSON.stringify(data));

/** The one message type the widget posts to its opener. */
export const SSO_MESSAGE_TYPE = "sso:result";
