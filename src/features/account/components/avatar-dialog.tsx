import { useState } from "react";
import { Modal } from "@/components/modal";
import { AVATARS } from "@/config/constants";
import { useSetAvatar } from "../api/profile";
import "@/features/account/account.css";
import { BusyButton } from "@/components/busy-button";

/** The avatar popup (accounts-identity.md §2; K05): eight named characters, 'Avatar updated!'. */
export function AvatarDialog({ open, onClose, current }: { open: boolean; onClose: () => void; current: number | null }) {
  const [picked, setPicked] = useState<number>(current ?? 1);
  const save = useSetAvatar(onClose);
  return (
    <Modal open={open} onClose={onClose} title="Choose your avatar">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ body: { avatar: picked } });
        }}
      >
        <fieldset className="avatar-grid">
          <legend className="visually-hidden">Avatar</legend>
          {AVATARS.map((a) => (
            <label key={a.id} className={`avatar-grid__item${picked === a.id ? " avatar-grid__item--picked" : ""}`}>
              <input type="radio" name="avatar" value={a.id} checked={picked === a.id} onChange={() => setPicked(a.id)} />
              <img src={`/avatars/${a.id}.svg`} alt="" width={64} height={64} />
              <span>{a.name}</span>
            </label>
          ))}
        </fieldset>
        <BusyButton type="submit" className="btn btn--primary" busy={save.isPending}>
          SAVE AVATAR
        </BusyButton>
      </form>
    </Modal>
  );
}
