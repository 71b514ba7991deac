import { useState } from "react";
import { toast } from "sonner";
import { Modal } from "@/components/modal";
import { PRODUCT } from "@/config/brand";
import { LINKS } from "@/config/links";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";

const X_URL = LINKS.X;

/**
 * The follow-on-X step of sign-up (accounts-identity.md §2, §5): SUBMIT proceeds only once the
 * player has followed (the flag follow_twitter_completed); otherwise 'Follow on twitter first.'.
 */
export function FollowXModal({ open, onClose, onConfirmed }: { open: boolean; onClose: () => void; onConfirmed: () => void }) {
  // the follow link opened in this page counts even where the browser keeps no storage (private mode)
  const [opened, setOpened] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title={`Follow ${PRODUCT} on X`}>
      <p>Follow us on X to get the news about games, badges and rewards, then continue your sign-up.</p>
      <a
        className="btn btn--ghost"
        href={X_URL}
        target="_blank"
        rel="noreferrer noopener"
        onClick={() => {
          setOpened(true);
          storage.set(STORAGE_KEYS.followTwitterCompleted, "true");
        }}
      >
        Follow on X
      </a>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          if (opened || storage.get(STORAGE_KEYS.followTwitterCompleted) === "true") onConfirmed();
          else toast.error("Follow on twitter first.");
        }}
      >
        Continue
      </button>
    </Modal>
  );
}
