import { bindFailure } from "../api/wallets";

/**
 * A bind's refusal (accounts-identity.md §8's text, or the server's reason), kept beside the
 * binding after the toast has gone: the signing's failure (`signError`, nothing sent) before the
 * bind call's (`bindError`).
 */
export function BindRefusal({ kind, signError, bindError }: { kind: Parameters<typeof bindFailure>[0]; signError?: unknown; bindError: unknown }) {
  const error = signError ?? bindError;
  if (!error) return null;
  return (
    <span role="alert" className="field__error bind-refusal">
      {bindFailure(kind, error, !signError)}
    </span>
  );
}
