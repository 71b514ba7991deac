/** A wallet's own failure (rejected, no provider, wrong chain): viem's short message, else the fallback. */
export function walletError(error: unknown, fallback: string): string {
  if (error && typeof error === "object" && "shortMessage" in error && typeof error.shortMessage === "string" && error.shortMessage) return error.shortMessage;
  return fallback;
}
