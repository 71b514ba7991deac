import { copyText } from "@/lib/clipboard";
import { useEffect, useRef, useState, type RefObject } from "react";
import { PRODUCT_SLUG } from "@/config/brand";
import { useLostWrites } from "@/components/lost-answer";
import { Modal } from "@/components/modal";
import { QrCode } from "@/components/qr-code";
import { Spinner } from "@/components/spinner";
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { useConfirmTwoFactor, useSetupTwoFactor } from "../api/two-factor";
import { CodePrompt } from "./code-prompt";
import "@/features/security/security.css";

/**
 * The 2FA setup modal (accounts-identity.md §2): QR code and key, six boxes, then the recovery
 * codes, once. `returnFocus`: where focus goes on closing once the opener is gone (two-factor on).
 */
export function TwoFactorSetup({ open, onClose, returnFocus }: { open: boolean; onClose: () => void; returnFocus?: RefObject<HTMLElement | null> }) {
  const setup = useSetupTwoFactor();
  const confirm = useConfirmTwoFactor();
  const { mutate } = setup;
  const codes = confirm.data?.recovery_codes;
  const lost = useLostWrites(confirm)();
  // a reopened dialog goes on where it was while a confirmation's outcome is unknown or its codes
  // are unseen: a new setup would replace the key the authenticator holds (or be refused as on)
  const resume = useRef(false);
  useEffect(() => {
    resume.current = !!lost || !!codes;
  });
  useEffect(() => {
    if (open && !resume.current) mutate({});
  }, [open, mutate]);
  // the codes are shown once: closing before saying they are saved asks first, and codes that come
  // after the dialog was closed (a slow Verify) open it again, until the player says they are saved
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState(false);
  const done = () => {
    setSaved(true);
    onClose();
  };
  const close = () => (!codes ? onClose() : asking ? done() : setAsking(true));
  // Try again gives way to the spinner, then to the key: focus stays in the dialog
  const preparing = useRef<HTMLDivElement>(null);
  const keyShown = useRef<HTMLParagraphElement>(null);
  useRefocusAfterChange(preparing, setup.status);
  useRefocusAfterChange(keyShown, setup.isSuccess);
  return (
    <Modal open={open || (!!codes && !saved)} onClose={close} title="Two-factor authentication" returnFocus={returnFocus}>
      {codes && asking ? (
        <>
          <p role="alert">Have you saved your recovery codes? They are not shown again.</p>
          <div className="two-factor__actions">
            <button type="button" className="btn btn--primary" onClick={done}>
              Yes, close
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(false)}>
              Back to the codes
            </button>
          </div>
        </>
      ) : codes ? (
        <RecoveryCodes codes={codes} onSaved={done} />
      ) : setup.isPending || !setup.data ? (
        <div ref={preparing} tabIndex={-1}>
          {setup.isError ? (
            <>
              <p role="alert">{apiError(setup.error, "Two-factor setup could not start").message}</p>
              {/* no answer: a new key can be asked for (none was shown); a refusal (on already) is final */}
              {isNetworkFailure(setup.error) && (
                <button type="button" className="btn btn--primary" onClick={() => mutate({})}>
                  Try again
                </button>
              )}
            </>
          ) : (
            <Spinner label="Preparing your key" />
          )}
        </div>
      ) : (
        <>
          <p ref={keyShown} tabIndex={-1}>
            Scan the QR code with Google Authenticator (or any authenticator app), then enter the 6-digit code it shows.
          </p>
          <QrCode text={setup.data.otpauth_url} label="QR code for your authenticator app" />
          <p>
            Or enter this key: <code className="two-factor__secret">{setup.data.secret}</code>
          </p>
          <CodePrompt
            submitLabel="Verify"
            pending={confirm.isPending}
            error={confirm.isError ? apiError(confirm.error, "The code could not be checked").message : null}
            onSubmit={(code) => confirm.mutate({ body: { code } })}
            lost={lost && { what: "two-factor authentication may be on already.", retry: () => confirm.mutate(lost) }}
          />
        </>
      )}
    </Modal>
  );
}

/** The recovery codes, once: copy them, download them as a text file, then say they are saved. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = `${codes.join("\n")}\n`;
  return (
    <>
      <p role="status">Two-factor authentication is on.</p>
      <p>Keep these recovery codes somewhere safe. Each works once instead of a code; they are shown only now.</p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void copyText(text).then(setCopied)}>
          Copy codes
        </button>
        <a
          className="btn btn--ghost btn--small"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={`${PRODUCT_SLUG}-recovery-codes.txt`}
        >
          Download codes
        </a>
      </div>
      {copied !== null && (
        <p role="status" className="muted">
          {copied ? "Copied: paste them somewhere safe." : "Could not copy here: download them or write them down."}
        </p>
      )}
      <button type="button" className="btn btn--primary" onClick={onSaved}>
        I have saved them
      </button>
    </>
  );
}
