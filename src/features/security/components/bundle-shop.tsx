import { useSuspenseQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { LostAnswer, useLostWrites } from "@/components/lost-answer";
import { Modal } from "@/components/modal";
import { apiError } from "@/lib/api-error";
import { shopQuery, usePurchase, type Bundle } from "../api/two-factor";
import { CodePrompt } from "./code-prompt";
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions";
import { TwoFactorSetup } from "./two-factor-setup";
import "@/features/security/security.css";
import { BusyButton } from "@/components/busy-button";

/**
 * The Security tab: two-factor authentication, the bundle shop of the gaming wallet whose
 * purchases ask for a code when it is on (accounts-identity.md §2 purchase verification modal),
 * and where the account is signed in.
 */
export function SecurityPanel() {
  const { balance, two_factor, recovery_codes_left, bundles } = useSuspenseQuery(shopQuery()).data;
  const purchase = usePurchase();
  const [setupOpen, setSetupOpen] = useState(false);
  // once two-factor is on, the setup's opener is gone: focus goes back to the section's title
  const twoFactorTitle = useRef<HTMLHeadingElement>(null);
  const [buying, setBuying] = useState<Bundle | null>(null);
  // a purchase whose answer never came, per bundle (a purchase of another since keeps it): the
  // balance read since may hold its price already, so the bundle's dialog offers only its retry (the
  // same request) until an answer comes, and a deliberate second purchase is never its replay
  const lostWithCode = useLostWrites(purchase.withCode, (v) => v.body.bundleId ?? "")(buying?.id);
  const lostDirect = useLostWrites(purchase.direct, (v) => v.body.bundleId)(buying?.id);
  const lostHere = !!(lostWithCode ?? lostDirect);
  const LOST = "the purchase may have gone through.";
  return (
    <>
      <section aria-labelledby="two-factor-title" className="security__section">
        <h2 id="two-factor-title" ref={twoFactorTitle} tabIndex={-1}>
          Two-factor authentication
        </h2>
        {two_factor ? (
          <p>Two-factor authentication is on: purchases from your gaming wallet ask for a code from your authenticator app.</p>
        ) : (
          <>
            <p>Protect purchases from your gaming wallet with a code from an authenticator app.</p>
            <button type="button" className="btn btn--primary" onClick={() => setSetupOpen(true)}>
              Set up two-factor authentication
            </button>
          </>
        )}
      </section>
      <section aria-labelledby="shop-title" className="security__section">
        <h2 id="shop-title">Bundle shop</h2>
        <p>
          Gaming wallet: <strong>{balance} PEN</strong>
        </p>
        <ul className="rewards">
          {bundles.map((b) => (
            <li key={b.id} className="rewards__item">
              <strong>{b.name}</strong>
              <span className="muted">{b.description}</span>
              <span>
                {b.price} PEN{b.purchased ? ` · bought ${b.purchased}` : ""}
              </span>
              <BusyButton
                type="button"
                className="btn btn--primary btn--small"
                busy={purchase.direct.isPending}
                aria-label={`Buy ${b.name}`}
                onClick={() => setBuying(b)}
              >
                Buy
              </BusyButton>
            </li>
          ))}
        </ul>
      </section>
      <PasswordSection />
      <SessionsSection />
      <TwoFactorSetup open={setupOpen} onClose={() => setSetupOpen(false)} returnFocus={twoFactorTitle} />
      {/* every purchase is confirmed: what is bought, its price and the balance after; with
          two-factor on, the confirmation is the authenticator's code */}
      <Modal open={buying !== null} onClose={() => setBuying(null)} title="Confirm your purchase">
        {buying && (
          <>
            <p>
              Buy <strong>{buying.name}</strong> for <strong>{buying.price} PEN</strong> from your gaming wallet?
            </p>
            {lostHere ? null : balance >= buying.price ? (
              <p className="muted">Your gaming wallet will hold {balance - buying.price} PEN after it.</p>
            ) : (
              // a wallet that cannot pay is told so before anything is asked: no code is spent on a refusal
              <p id="purchase-short" className="field__error">
                Your gaming wallet holds {balance} PEN, less than the price: you need {buying.price - balance} PEN more.
              </p>
            )}
            {lostDirect ? (
              <LostAnswer
                what={LOST}
                pending={purchase.direct.isPending}
                onRetry={() => purchase.direct.mutate(lostDirect, { onSuccess: () => setBuying(null) })}
              />
            ) : balance < buying.price && !lostHere ? (
              <div className="mine__actions">
                <button type="button" className="btn btn--primary" disabled aria-describedby="purchase-short">
                  {two_factor ? "Confirm purchase" : `Buy for ${buying.price} PEN`}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setBuying(null)}>
                  Cancel
                </button>
              </div>
            ) : two_factor ? (
              <>
                {!lostHere && <p>Enter the 6-digit code from your authenticator app to confirm, or use one of your recovery codes.</p>}
                <CodePrompt
                  submitLabel="Confirm purchase"
                  recovery={{ left: recovery_codes_left }}
                  pending={purchase.withCode.isPending}
                  error={purchase.withCode.isError ? apiError(purchase.withCode.error, "The purchase failed").message : null}
                  onSubmit={(code) => purchase.withCode.mutate({ body: { code, bundleId: buying.id } }, { onSuccess: () => setBuying(null) })}
                  lost={lostWithCode ? { what: LOST, retry: () => purchase.withCode.mutate(lostWithCode, { onSuccess: () => setBuying(null) }) } : undefined}
                />
              </>
            ) : (
              <div className="mine__actions">
                <BusyButton
                  type="button"
                  className="btn btn--primary"
                  busy={purchase.direct.isPending}
                  onClick={() => purchase.direct.mutate({ body: { bundleId: buying.id } }, { onSuccess: () => setBuying(null) })}
                >
                  {purchase.direct.isPending ? "Buying…" : `Buy for ${buying.price} PEN`}
                </BusyButton>
                <button type="button" className="btn btn--ghost" onClick={() => setBuying(null)}>
                  Cancel
                </button>
              </div>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
