import { Modal } from "@/components/modal";
import { Spinner } from "@/components/spinner";
import { useResendVerificationEmail } from "../api/registration";
import { BusyButton } from "@/components/busy-button";

interface Props {
  /** The token of `EMAIL_VERIFICATION:<token>`; null when closed. */
  token: string | null;
  onClose: () => void;
}

/** accounts-identity.md §2: the email verification modal, with resend. */
export function EmailVerificationModal({ token, onClose }: Props) {
  // sent, or the sign-in expired (the toast says to sign in again): the form is the way on
  const resend = useResendVerificationEmail(onClose, onClose);
  return (
    <Modal open={token !== null} onClose={onClose} title="You need to validate your email address to login.">
      <p>Click the button below to send a new validation email.</p>
      <BusyButton type="button" className="btn btn--primary" busy={resend.isPending} onClick={() => token && resend.send(token)}>
        {resend.isPending ? <Spinner label="Sending" shown /> : "Send Validation Email"}
      </BusyButton>
    </Modal>
  );
}
