import { useEffect, useMemo, useRef, useState } from "react";
import { SPATIAL_FRAME_READY_MS } from "@/config/constants";
import { session } from "@/lib/session";
import { frameOrigin, frameRequest, type FrameMessage } from "../lib/frame-protocol";
import type { PublicSpace, SpatialProfile } from "../api/spatial";
import "@/features/spatial/spatial.css";

interface SpatialFrameProps {
  /** The 3D world's URL (VITE_SPATIAL_FRAME_URL); its origin is the only one spoken to. */
  src: string;
  space: PublicSpace;
  /** The owner's profile as the viewer may see it (already masked by the server). */
  profile: SpatialProfile;
  viewer: { username: string; avatar: number | null } | null;
}

/**
 * The embedded 3D world (accounts-identity.md §2, §7). When the frame says it is ready the page
 * sends `login-data` (who is looking) and `showPublicSpaceDataRecived` (the space and what the
 * viewer may see of its owner); it answers `getAcessTokenData` with the viewer's token, or none for a
 * visitor. A frame that has not said it is ready in time gets 'Iframe not ready' and a retry.
 */
export function SpatialFrame({ src, space, profile, viewer }: SpatialFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const origin = useMemo(() => frameOrigin(src), [src]);
  const [state, setState] = useState<"loading" | "ready" | "not-ready">("loading");
  const [attempt, setAttempt] = useState(0);
  const url = `${src}${src.includes("?") ? "&" : "?"}space=${encodeURIComponent(space.id)}`;

  // what the frame is told, as text: a change (the viewer signs in, a friendship is accepted) is sent again
  const told = JSON.stringify([
    { type: "login-data", data: { signedIn: !!viewer, username: viewer?.username ?? null, avatar: viewer?.avatar ?? null } },
    {
      type: "showPublicSpaceDataRecived",
      data: {
        owner: profile.username,
        space: { id: space.id, name: space.name, about: space.about },
        profile: { username: profile.username, user_avatar: profile.user_avatar, email: profile.email },
      },
    },
  ] satisfies FrameMessage[]);
  const signedIn = !!viewer;
  /** Each `ready` of the frame (a reload of it says it again) gets the data anew. */
  const [readies, setReadies] = useState(0);

  useEffect(() => {
    const post = (message: FrameMessage) => ref.current?.contentWindow?.postMessage(message, origin);
    const onMessage = (event: MessageEvent) => {
      const request = frameRequest(event, ref.current?.contentWindow, origin);
      if (request?.type === "ready") {
        setState("ready");
        setReadies((n) => n + 1);
      } else if (request?.type === "getAcessTokenData") post({ type: "getAcessTokenData", data: { token: signedIn ? session.token() : null } });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, signedIn]);

  useEffect(() => {
    if (readies === 0) return;
    for (const message of JSON.parse(told) as FrameMessage[]) ref.current?.contentWindow?.postMessage(message, origin);
  }, [readies, told, origin]);

  useEffect(() => {
    if (state !== "loading") return;
    const timer = setTimeout(() => setState("not-ready"), SPATIAL_FRAME_READY_MS);
    return () => clearTimeout(timer);
  }, [state, attempt]);

  return (
    <div className="spatial__frame">
      <iframe
        key={attempt}
        ref={ref}
        src={url}
        title={`${space.name}: ${profile.username}'s 3D space`}
        sandbox="allow-scripts allow-same-origin allow-pointer-lock"
        allow="fullscreen; xr-spatial-tracking"
        referrerPolicy="strict-origin"
      />
      {state === "loading" && <p className="spatial__status">Loading the space…</p>}
      {state === "not-ready" && (
        <div className="spatial__status" role="alert">
          <p>Iframe not ready</p>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              setState("loading");
              setAttempt((a) => a + 1);
            }}
          >
            Retry
          </button>
        </div>
      )}
    </div>
  );
}
