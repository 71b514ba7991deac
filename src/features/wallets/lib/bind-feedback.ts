import { toast } from "sonner";

/** Delay before the bind callback runs, after a successful bind (accounts-identity.md §9: 1 s). */
export const BIND_CALLBACK_DELAY_MS = 1000;

/**
 * The answers of a bind (accounts-identity.md §8): the success text, then the callback after 1 s;
 * on failure the server's message when it says status false, else the fallback.
 */
export function bindFeedback(kind: "MetaMask" | "Tron" | "Ton", onBound: () => void) {
  return {
    onSuccess: () => {
      toast.success(`${kind} Account Bound!`);
      setTimeout(onBound, BIND_CALLBACK_DELAY_MS);
    },
    onError: (error: unknown) => {
      const body = error as { status?: unknown; message?: unknown } | null;
      if (body && body.status === false && typeof body.message === "string") toast.error(body.message);
      else toast.error(`There was an issue binding your ${kind} account.`);
    },
  };
}
