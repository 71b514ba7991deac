import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { resendVerifyEmailMutation } from "@generated/api/user/@tanstack/react-query.gen";
import { Modal } from "@/components/modal";

interface Props {
  /** The token of `EMAIL_VERIFICATION:<token>`; null when closed. */
  token: string | null;
  onClose: () => void;
}

/** accounts-identity.md §2: the email verification modal, with resend. */
export function EmailVerificationModal({ token, onClose }: Props) {
  const resend = useMutation({
    ...resendVerifyEmailMutation(),
    onSuccess: (data) => {
      if (data.status) {
        toast.success("Email Sent!");
        onClose();
      } else toast.error("Error sending email.");
    },
    onError: () => toast.error("Error sending email."),
  });
  return (
    <Modal open={token !== null} onClose={onClose} title="You need to validate your email address to login.">
      <p>Click the button below to send a new validation email.</p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={resend.isPending}
        onClick={() => token && resend.mutate({ headers: { Authorization: `Bearer ${token}` } })}
      >
        Send Validation Email
      </button>
    </Modal>
  );
}
