import { useEffect } from "react";
import { Modal } from "@/components/modal";
import { QrCode } from "@/components/qr-code";
import { Spinner } from "@/components/spinner";
import { apiError } from "@/lib/api-error";
import { useConfirmTwoFactor, useSetupTwoFactor } from "../api/two-factor";
import { CodePrompt } from "./code-prompt";
import "@/features/security/security.css";

/** The 2FA setup modal (accounts-identity.md §2): QR code and key, six boxes, then the recovery codes, once. */
export function TwoFactorSetup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const setup = useSetupTwoFactor();
  const confirm = useConfirmTwoFactor();
  const { mutate } = setup;
  useEffect(() => {
    if (open) mutate({});
  }, [open, mutate]);
  const codes = confirm.data?.recovery_codes;
  return (
    <Modal open={open} onClose={onClose} title="Two-factor authentication">
      {codes ? (
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
          <button type="button" className="btn btn--primary" onClick={onClose}>
            I have saved them
          </button>
        </>
      ) : setup.isPending || !setup.data ? (
        setup.isError ? (
          <p role="alert">{apiError(setup.error, "Two-factor setup could not start").message}</p>
        ) : (
          <Spinner label="Preparing your key" />
        )
      ) : (
        <>
          <p>Scan the QR code with Google Authenticator (or any authenticator app), then enter the 6-digit code it shows.</p>
          <QrCode text={setup.data.otpauth_url} label="QR code for your authenticator app" />
          <p>
            Or enter this key: <code className="two-factor__secret">{setup.data.secret}</code>
          </p>
          <CodePrompt
            submitLabel="Verify"
            pending={confirm.isPending}
            error={confirm.isError ? apiError(confirm.error, "The code could not be checked").message : null}
            onSubmit={(code) => confirm.mutate({ body: { code } })}
          />
        </>
      )}
    </Modal>
  );
}
