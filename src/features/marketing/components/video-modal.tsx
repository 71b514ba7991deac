import { useEffect, useRef } from "react";
import { Modal } from "@/components/modal";
import { VIDEO_MODAL_PLAY_DELAY_MS } from "@/config/constants";
import { captionsOf } from "../lib/captions";
import "@/features/marketing/marketing.css";

/** A modal video player; playback starts 500 ms after it opens (K39). */
export function VideoModal({ open, onClose, src, title }: { open: boolean; onClose: () => void; src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => void video.current?.play().catch(() => undefined), VIDEO_MODAL_PLAY_DELAY_MS);
    // the video unmounts with the modal, which stops it
    return () => clearTimeout(t);
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {open && (
        <video ref={video} className="media" src={src} controls muted playsInline preload="auto" aria-label={title} width={640} height={360}>
          <track kind="captions" srcLang="en" label="English" src={captionsOf(src)} default />
        </video>
      )}
    </Modal>
  );
}
