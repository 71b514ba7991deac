import { primaryKey } from "@mswjs/data";

/** Kept answers of write requests sent with an Idempotency-Key (mocks/lib/idempotency.ts). */
export const idempotencyModels = {
  /**
   * The first answer to a key, for 24 hours: `id` is a hash of the scope (the account, or the client
   * for a request without a session) and the key; `fingerprint` a hash of the method, path and body;
   * `answer` the status, headers and body, sealed (some hold session tokens, SSO and recovery codes).
   */
  keptAnswer: {
    id: primaryKey(String),
    fingerprint: String,
    answer: String,
    createdAt: Number,
  },
};
