import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { afterNextPaint } from "@/lib/after-paint";
import { raiseToastLayer } from "@/lib/toast-layer";
import "@/components/modal.css";
import { MaskIcon } from "@/components/mask-icon";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /**
   * Where focus goes on closing when what opened the modal is gone or cannot take focus (an item
   * of a menu that closed as the modal opened: the menu's trigger).
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Focus on the first of `targets` still on the page that takes it; never left on the page's body. */
function restoreFocus(...targets: (Element | null | undefined)[]) {
  for (const target of targets) {
    if (!(target instanceof HTMLElement) || target === document.body || !target.isConnected) continue;
    target.focus();
    if (document.activeElement === target) return;
  }
}

/**
 * A modal on the native <dialog>: focus moves in, the page behind is inert, Escape and the
 * close button close it, and focus returns where it was. Closing is the owner's decision: Escape
 * asks `onClose` instead of closing the dialog itself, so a modal can ask first (the recovery codes).
 * Focus returns on every way of closing (Escape, the close button, the backdrop, a submit whose owner
 * closes or stops rendering the modal) to what had it when the modal opened, else to `returnFocus`:
 * the browser's own return covers neither an owner that unmounts the modal nor an opener that is gone.
 */
export function Modal({ open, onClose, title, children, returnFocus }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // a close this component makes (its owner closed or unmounted it) is not reported back as the
  // owner's onClose: the dialog's close event comes a task later, when a modal shown again (React's
  // development double run of effects) would be closed by it
  const closing = useRef(false);
  const titleId = useId();
  // a close hidden but not yet made (below): cancelled when the modal opens again before it is made
  const pendingClose = useRef<(() => void) | null>(null);
  // what had focus when the dialog was shown: kept while it stays open (a close cancelled by an open
  // again, React's development double run of effects), when focus is already inside it
  const shownFrom = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    pendingClose.current?.();
    delete dialog.dataset.closing;
    if (!dialog.open) shownFrom.current = document.activeElement;
    const opener = shownFrom.current;
    const fallback = returnFocus;
    if (!dialog.open) {
      dialog.showModal();
      // a toast raised while the modal is open (a refusal of what it sent) shows above it
      raiseToastLayer();
    }
    // closed by its owner, or unmounted while open: the page behind is no longer inert, then focus returns
    return () => {
      const close = () => {
        pendingClose.current = null;
        delete dialog.dataset.closing;
        if (dialog.open) {
          closing.current = true;
          dialog.close();
        }
        // the fallback as it is when the modal closes (the menu's trigger, rendered all along)
        restoreFocus(opener, fallback?.current);
      };
      // unmounted: the browser closed it as it left the page; focus returns now
      if (!dialog.isConnected) return close();
      // closed by its owner: made transparent at once, so the tap's next paint shows it gone, and
      // closed in a task after that paint (the page behind leaving its inert state restyles the
      // whole page: on the phone, tens of milliseconds that held the tap's paint back). Focus stays
      // in it until then, so the browser's close returns it as it always did (a dialog hidden
      // outright would drop focus to the page's body first)
      dialog.dataset.closing = "";
      let cancelled = false;
      pendingClose.current = () => {
        cancelled = true;
        pendingClose.current = null;
      };
      afterNextPaint(() => {
        if (!cancelled) close();
      });
    };
  }, [open, returnFocus]);
  return (
    // a click on the backdrop closes, as Escape does from the keyboard (the dialog's own cancel)
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- Escape is the keyboard's way
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => {
        if (closing.current) closing.current = false;
        else onClose();
      }}
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
          <MaskIcon name="x" size={20} />
        </button>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
