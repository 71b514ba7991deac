import { useState, type Ref } from "react";
import { Modal } from "@/components/modal";
import { shortAddress } from "@/lib/format";
import { useUnbindWallet, type UnbindKind } from "../api/wallets";
import { BusyButton } from "@/components/busy-button";

const NAMES: Record<UnbindKind, string> = { evm: "EVM wallet", tron: "Tron", ton: "TON" };

/**
 * A wallet bound to the account: its address, and Unbind after a confirmation that says what it
 * ends (designed: user.yaml unbindWallet). The account's wallet state follows the answer.
 */
export function BoundWallet({ kind, address, ref }: { kind: UnbindKind; address: string; ref?: Ref<HTMLParagraphElement> }) {
  const [asking, setAsking] = useState(false);
  const unbind = useUnbindWallet();
  const name = NAMES[kind];
  // each asking starts afresh: an earlier attempt's refusal is not this one's
  const open = () => {
    unbind.reset();
    setAsking(true);
  };
  return (
    <div className="bound-wallet">
      {/* focusable from a script only: it takes focus from the bind's button it replaces */}
      <p ref={ref} tabIndex={ref ? -1 : undefined}>
        {name}: <strong title={address}>{shortAddress(address)}</strong>
      </p>
      <button type="button" className="btn btn--ghost btn--small" onClick={open} aria-label={`Unbind ${name}`}>
        Unbind
      </button>
      <Modal open={asking} onClose={() => !unbind.isPending && setAsking(false)} title={`Unbind this ${name}?`}>
        <p>
          <strong>{address}</strong> will no longer be bound to your account.
        </p>
        <p className="muted">
          What it earned stays yours (badges, mining history). Claiming badges and mining need a bound wallet: bind this one or another again with a new
          signature.
        </p>
        {unbind.isError && (
          <p role="alert" className="field__error">
            {unbind.failure}
          </p>
        )}
        <div className="modal__actions">
          <BusyButton
            type="button"
            className="btn btn--primary"
            busy={unbind.isPending}
            onClick={() => unbind.mutate({ body: { kind } }, { onSuccess: () => setAsking(false) })}
          >
            {unbind.isPending ? "Unbinding…" : "Yes, unbind"}
          </BusyButton>
          <BusyButton type="button" className="btn btn--ghost" busy={unbind.isPending} onClick={() => setAsking(false)}>
            Cancel
          </BusyButton>
        </div>
      </Modal>
    </div>
  );
}
