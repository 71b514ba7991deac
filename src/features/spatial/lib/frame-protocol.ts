/**
 * The spatial page's protocol with the embedded 3D world frame (accounts-identity.md §7). The
 * names are the spec's, spelling included. Every message goes to the frame's own origin, never
 * `*`, and only a message from the frame's window at that origin is read.
 */
export type FrameRequest = { type: "ready" } | { type: "getAcessTokenData" };

export type FrameMessage =
  | { type: "login-data"; data: { signedIn: boolean; username: string | null; avatar: number | null } }
  | {
      type: "showPublicSpaceDataRecived";
      data: {
        owner: string;
        space: { id: string; name: string; about: string } | null;
        profile: { username: string; user_avatar: number | null; email: string };
      };
    }
  | { type: "getAcessTokenData"; data: { token: string | null } };

/** The origin of the frame's URL (resolved against the page for a relative one). */
export const frameOrigin = (frameUrl: string, base = window.location.href) => new URL(frameUrl, base).origin;

/** A message from the frame: its window, its origin, a known request. Anything else is ignored. */
export function frameRequest(event: MessageEvent, frame: Window | null | undefined, origin: string): FrameRequest | null {
  if (!frame || event.source !== frame || event.origin !== origin) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  return type === "ready" || type === "getAcessTokenData" ? { type } : null;
}
