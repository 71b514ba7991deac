import { useState, type Dispatch, type SetStateAction } from "react";
import { Field } from "@/components/field";
import { Modal } from "@/components/modal";
import { PRODUCT } from "@/config/brand";
import { apiError } from "@/lib/api-error";
import { useJoinWhitelist } from "../api/spatial";
import { isEmail } from "@/lib/email";
import { BusyButton } from "@/components/busy-button";

export type InviteStep = "invite" | "sent" | "thanks";

interface SpatialInviteProps {
  step: InviteStep | null;
  onStep: Dispatch<SetStateAction<InviteStep | null>>;
  owner: string;
  /** The referral code the page was opened with: the first popup says whose invite it is. */
  code?: string;
  /** A signed-in viewer's address, offered first. */
  email?: string;
}

/**
 * The spatial page's three popups (accounts-identity.md §4): invite (its text differs with a
 * referral code), then link sent, then early-access thanks. The email joins the early-access list
 * once; a refusal is shown in the popup and what was typed stays.
 */
export function SpatialInvite({ step, onStep, owner, code, email: known = "" }: SpatialInviteProps) {
  const [email, setEmail] = useState(known);
  const [error, setError] = useState<string | null>(null);
  const join = useJoinWhitelist();
  // a popup that closes (Escape, ×, or the next one opening) ends the flow only if it was the open one
  const closeFrom = (from: InviteStep) => () => onStep((current) => (current === from ? null : current));
  const submit = () => {
    const value = email.trim();
    if (!isEmail(value)) return setError("Please enter email address");
    setError(null);
    join.mutate(
      { body: { email: value, space_owner: owner, ...(code ? { referral_code: code } : {}) } },
      { onSuccess: () => onStep("sent"), onError: (e) => setError(apiError(e, "Could not join the early-access list. Please try again.").message) },
    );
  };
  return (
    <>
      <Modal open={step === "invite"} onClose={closeFrom("invite")} title="You're invited">
        <p>
          {code
            ? `${owner} invited you to ${PRODUCT} Spaces with the code ${code}. Leave your email and we'll send you your invite link.`
            : `Get early access to ${PRODUCT} Spaces and build a space like ${owner}'s. Leave your email and we'll send you the link.`}
        </p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label="Email" type="email" autoComplete="email" value={email} onValueChange={setEmail} errors={error ? [error] : []} maxLength={254} />
          <BusyButton type="submit" className="btn btn--primary" busy={join.isPending}>
            SEND ME THE LINK
          </BusyButton>
        </form>
      </Modal>
      <Modal open={step === "sent"} onClose={closeFrom("sent")} title="Link sent">
        <p>We sent the link to {email.trim().toLowerCase()}. Open it to create your account.</p>
        <button type="button" className="btn btn--primary" onClick={() => onStep("thanks")}>
          CONTINUE
        </button>
      </Modal>
      <Modal open={step === "thanks"} onClose={closeFrom("thanks")} title="Thanks for joining early access">
        <p>Access is not immediate: we will email you when your space on {PRODUCT} Spaces is ready.</p>
        <button type="button" className="btn btn--primary" onClick={closeFrom("thanks")}>
          DONE
        </button>
      </Modal>
    </>
  );
}
