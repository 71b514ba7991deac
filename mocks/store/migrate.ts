import { randomBytes } from "node:crypto";
import { seal, tokenKey } from "../lib/crypto";
import { deviceName } from "../lib/device";
import { keyRecoveryDigests } from "../domain/two-factor";

export type Models = Record<string, Record<string, unknown>[]>;

/**
 * The saved state's format: raised when the models or the seed change, so an older file is moved
 * aside (with its message) and the mock starts from the new seed instead of missing its data.
 * 2: spaces, social links, point claims, pending emails.
 * 3: the airdrop campaign (badges, tasks, Black assignments, spins, TGE choices, creators).
 * 4: sessions have a public id, a device and a place; session tokens and single-use tokens are
 *    stored as their keys (tokenKey), TOTP secrets sealed (seal).
 * 5: mails' links (they carry verification and reset keys) sealed.
 * 6: captcha answers sealed.
 * 7: a player in one pool at most (the seed had carol in two): a second membership is dropped.
 * 8: a TGE choice keeps the wallet it was verified with. A verified on-chain choice of format 7
 *    gets the wallet bound at the upgrade, the only record there is (none when it was unbound).
 * 9: recovery codes kept as the HMAC under the store's key of the SHA-256 that format 8 kept
 *    (mocks/domain/two-factor.ts), so that a copied state opens none.
 * 10: a friend request keeps when it was answered (a declined sender waits before asking again);
 *    a request of format 9 answered already has no such time, and holds nobody back.
 *    Versions 3 to 9 are read and brought forward.
 */
export const VERSION = 10;

/** Each format's step to the next: the models of version n changed, in place, into those of n + 1. */
const STEPS: Record<number, (models: Models) => void> = {
  3: (models) => {
    const keyed = (row: Record<string, unknown>) => ({ ...row, token: tokenKey(String(row.token)) });
    models.session = (models.session ?? []).map((row) => ({
      id: `ss_${randomBytes(12).toString("base64url")}`,
      device: deviceName(null),
      place: "Unknown",
      ...keyed(row),
    }));
    models.oneTime = (models.oneTime ?? []).map((row) => (row.kind === "used_signature" ? row : keyed(row)));
    const sealed = (value: unknown) => (typeof value === "string" ? seal(value) : value);
    models.twoFactor = (models.twoFactor ?? []).map((row) => ({ ...row, secret: sealed(row.secret), pendingSecret: sealed(row.pendingSecret) }));
  },
  4: (models) => {
    models.mail = (models.mail ?? []).map((row) => ({ ...row, link: seal(String(row.link)) }));
  },
  5: (models) => {
    models.captcha = (models.captcha ?? []).map((row) => ({ ...row, answer: seal(String(row.answer)) }));
  },
  6: (models) => {
    // the membership kept: of a pool the player does not own, then the earliest
    const owners = new Map((models.pool ?? []).map((row) => [String(row.code), String(row.ownerId)]));
    const owns = (row: Record<string, unknown>) => (owners.get(String(row.poolCode)) === String(row.userId) ? 1 : 0);
    const kept = new Set<string>();
    models.poolMember = [...(models.poolMember ?? [])]
      .sort((a, b) => owns(a) - owns(b) || Number(a.joinedAt) - Number(b.joinedAt))
      .filter((row) => !kept.has(String(row.userId)) && kept.add(String(row.userId)) !== undefined);
  },
  7: (models) => {
    const wallets = new Map((models.user ?? []).map((row) => [String(row.id), (row.mmAddress as string | null) ?? null]));
    models.tgeChoice = (models.tgeChoice ?? []).map((row) => ({
      ...row,
      walletAddress: row.method === "wallet" && row.verifiedAt != null ? (wallets.get(String(row.userId)) ?? null) : null,
    }));
  },
  8: (models) => {
    models.twoFactor = (models.twoFactor ?? []).map((row) => ({
      ...row,
      recoveryJson: JSON.stringify(keyRecoveryDigests(JSON.parse(String(row.recoveryJson ?? "[]")) as string[])),
    }));
  },
  9: (models) => {
    models.friendship = (models.friendship ?? []).map((row) => ({ ...row, answeredAt: null }));
  },
};

/** A saved state of an older version brought to this one, where that can be done without loss; anything else as it is. */
export function migrate(value: { version?: unknown; models?: unknown } | null): { version?: unknown; models?: unknown } | null {
  if (typeof value?.version !== "number" || !STEPS[value.version] || typeof value.models !== "object" || value.models === null) return value;
  const models = value.models as Models;
  let version = value.version;
  for (; STEPS[version]; version++) STEPS[version]!(models);
  return { version, models };
}
