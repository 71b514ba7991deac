import { bindFailure } from "../api/wallets";

/** A bind's refusal (§8's text, or the server's reason), kept beside the binding after the toast has gone. */
export function BindRefusal({ kind, error }: { kind: Parameters<typeof bindFailure>[0]; error: unknown }) {
  if (!error) return null;
  return (
    <span role="alert" className="field__error bind-refusal">
      {bindFailure(kind, error)}
    </span>
  );
}
