import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { revalidateLogic, useForm } from "@tanstack/react-form";
import { useId, useRef, useState } from "react";
import { z } from "zod";
import { bind, Field } from "@/components/field";
import { Form } from "@/components/form";
import { Modal } from "@/components/modal";
import { apiError } from "@/lib/api-error";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { boundWalletQuery } from "../api/bound-wallet";
import { CEX_NAMES, tgeStatusQuery, useTgeActions, type AirdropMethod, type CexName } from "../api/campaign";
import "@/components/form.css";
import "@/features/airdrop/airdrop.css";
import { BusyButton } from "@/components/busy-button";

const cexSchema = z.object({
  cex_name: z.enum(CEX_NAMES),
  uid: z
    .string()
    .trim()
    .regex(/^[0-9]{6,20}$/, "The exchange UID is 6 to 20 digits"),
});

const METHODS: { value: AirdropMethod; label: string }[] = [
  { value: "wallet", label: "On-chain, to my bound wallet" },
  { value: "cex", label: "To my exchange account (CEX deposit)" },
];

/**
 * The TGE panel (designed; tge.yaml): eligibility, the airdrop method, the exchange account and a
 * final verification. Every refusal of the server shows here, and what was typed stays.
 */
export function TgePanel() {
  const { data: status } = useSuspenseQuery(tgeStatusQuery());
  const actions = useTgeActions();
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const [confirming, setConfirming] = useState(false);
  const wallet = useQuery({ ...boundWalletQuery(), enabled: confirming || status.airdrop_method === "wallet" });
  // on-chain with no wallet bound (unbound since the choice): nothing to send it to, so nothing to verify yet
  const noWallet = status.airdrop_method === "wallet" && wallet.isSuccess && !wallet.data;
  // the choice shows at once; a refusal puts the saved one back
  const [chosen, setChosen] = useState<AirdropMethod | null>(null);
  const run = (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    return action().then(
      () => true,
      (e: unknown) => {
        setError(apiError(e, fallback).message);
        return false;
      },
    );
  };
  const method = chosen ?? status.airdrop_method ?? null;
  // the choice made final (here, or on another device, which a refused change finds) replaces VERIFY, which had the focus: the line that says where the $PEN goes takes it
  const verifiedLine = useRef<HTMLParagraphElement>(null);
  useRefocusAfterChange(verifiedLine, status.verified);
  const choose = (m: AirdropMethod) => {
    // one change at a time; the radios stay focusable meanwhile (a disabled one would drop the focus of a player moving with the arrow keys)
    if (actions.isPending) return;
    setChosen(m);
    void run(() => actions.setMethod(m), "Could not save the airdrop method").then((ok) => !ok && setChosen(null));
  };
  return (
    <section className="airdrop__panel" aria-labelledby="airdrop-tge">
      <h2 id="airdrop-tge">$PEN TGE</h2>
      {!status.eligible_case && <p>You are not eligible yet: claim a badge to take part in the $PEN airdrop at the TGE.</p>}
      {status.eligible_case && status.verified && (
        // an on-chain choice names the wallet it was verified with: binding another later changes nothing
        <p role="status" className="tge__destination" ref={verifiedLine} tabIndex={-1}>
          Verified: your $PEN will be sent{" "}
          {status.airdrop_method === "cex"
            ? `to your ${status.cex_name} account (UID ${status.uid})`
            : status.wallet_address
              ? `on-chain to ${status.wallet_address}, the wallet you verified with`
              : "to your bound wallet"}
          .
        </p>
      )}
      {status.eligible_case && !status.verified && (
        <>
          <p>You are eligible ({status.eligible_case.replace(/_/g, " ")}). Choose how you receive your $PEN, then verify.</p>
          <fieldset className="tge__methods" aria-describedby={groupId}>
            <legend>Airdrop method</legend>
            {METHODS.map((m) => (
              <label key={m.value} className="tge__method">
                <input
                  type="radio"
                  name="airdrop_method"
                  value={m.value}
                  checked={method === m.value}
                  aria-disabled={actions.isPending || undefined}
                  onChange={() => choose(m.value)}
                />
                {m.label}
              </label>
            ))}
            <p id={groupId} className="muted">
              You can change it until you verify.
            </p>
          </fieldset>
          {method === "cex" && (
            <CexForm
              saved={status.cex_name && status.uid ? { cex_name: status.cex_name, uid: status.uid } : null}
              pending={actions.isPending}
              onSave={(value) => run(() => actions.storeCex(value), "Could not save your exchange account")}
            />
          )}
          {/* not disabled while a change is sent: the confirmation gives the focus back to it, and a refusal leaves it there */}
          <BusyButton type="button" className="btn btn--primary" disabled={!status.airdrop_method} busy={actions.isPending} onClick={() => setConfirming(true)}>
            VERIFY
          </BusyButton>
          {/* VERIFY is final: the player sees where the $PEN will go before it is fixed */}
          <Modal open={confirming} onClose={() => setConfirming(false)} title="Verify where your $PEN goes">
            {noWallet ? (
              <p className="tge__destination">
                No wallet is bound to your account: bind a wallet to receive the airdrop on-chain, or choose your exchange account.{" "}
                <Link to="/account" hash="wallets">
                  Bind a wallet
                </Link>
              </p>
            ) : (
              <p className="tge__destination">{destination(status, wallet.data ?? null)}</p>
            )}
            <p>Verifying is final: after it, the method and the account cannot be changed.</p>
            <div className="tge__confirm">
              <BusyButton
                type="button"
                className="btn btn--primary"
                busy={actions.isPending}
                disabled={noWallet}
                onClick={() => {
                  setConfirming(false);
                  void run(actions.verify, "Could not verify");
                }}
              >
                Verify: send it there
              </BusyButton>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
                Back to change it
              </button>
            </div>
          </Modal>
        </>
      )}
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </section>
  );
}

/** Where the saved choice sends the $PEN, as a sentence naming the exchange and UID, or the wallet. */
function destination(status: { airdrop_method: AirdropMethod | null; cex_name: CexName | null; uid: string | null }, wallet: string | null) {
  if (status.airdrop_method === "cex")
    return status.cex_name && status.uid
      ? `Your $PEN will be deposited to your ${status.cex_name} account, UID ${status.uid}.`
      : "Your $PEN will be deposited to your exchange account: save the exchange and UID first.";
  return wallet ? `Your $PEN will be sent on-chain to your bound wallet ${wallet}.` : "Your $PEN will be sent on-chain to your bound wallet.";
}

/** The exchange account of a CEX deposit: the exchange and its UID, checked here and by the server. */
function CexForm({
  saved,
  pending,
  onSave,
}: {
  saved: { cex_name: CexName; uid: string } | null;
  pending: boolean;
  onSave: (value: { cex_name: CexName; uid: string }) => Promise<boolean>;
}) {
  const id = useId();
  const form = useForm({
    defaultValues: saved ?? { cex_name: "Binance" as CexName, uid: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: cexSchema },
    onSubmit: ({ value }) => onSave({ cex_name: value.cex_name, uid: value.uid.trim() }),
  });
  return (
    <Form onSubmit={() => void form.handleSubmit()} aria-label="Exchange account">
      <form.Field name="cex_name">
        {(field) => (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-cex`}>
              Exchange
            </label>
            <select id={`${id}-cex`} className="field__input" value={field.state.value} onChange={(e) => field.handleChange(e.target.value as CexName)}>
              {CEX_NAMES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
        )}
      </form.Field>
      <form.Field name="uid">{(field) => <Field label="Exchange UID" inputMode="numeric" autoComplete="off" {...bind(field)} />}</form.Field>
      <BusyButton type="submit" className="btn" busy={pending}>
        {saved ? "Update exchange account" : "Save exchange account"}
      </BusyButton>
      {saved && (
        <p className="muted">
          Saved: {saved.cex_name}, UID {saved.uid}
        </p>
      )}
    </Form>
  );
}
