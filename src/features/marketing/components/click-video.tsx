import { useState } from "react";
import { captionsOf } from "../lib/captions";
import "@/features/marketing/marketing.css";
import { MaskIcon } from "@/components/mask-icon";

/** A video that loads and plays only on click (videos start on play click, public-pages-mining.md §4). */
export function ClickVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing)
    return (
      <video className="media" src={src} poster={poster} controls autoPlay muted playsInline aria-label={label} width={640} height={360}>
        <track kind="captions" srcLang="en" label="English" src={captionsOf(src)} default />
      </video>
    );
  return (
    <button
      type="button"
      className="media click-video"
      onClick={() => setPlaying(true)}
      aria-label={`Play ${label}`}
      style={{ backgroundImage: `url(${poster})` }}
    >
      <span className="click-video__play" aria-hidden="true">
        <MaskIcon name="player-play" size={30} />
      </span>
    </button>
  );
}
