import { useEffect, useId, useRef, type ReactNode } from "react";
import IconX from "@tabler/icons-react/icons/IconX";
import { raiseToastLayer } from "@/lib/toast-layer";
import "@/components/modal.css";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: focus moves in, the page behind is inert, Escape and the
 * close button close it, and focus returns where it was. Closing is the owner's decision: Escape
 * asks `onClose` instead of closing the dialog itself, so a modal can ask first (the recovery codes).
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // a toast raised while the modal is open (a refusal of what it sent) shows above it
      raiseToastLayer();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // a click on the backdrop closes, as Escape does from the keyboard (the dialog's own cancel)
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- Escape is the keyboard's way
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="modal__body">
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
          <IconX aria-hidden="true" size={20} />
        </button>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
