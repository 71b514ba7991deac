import { db } from "../db";
import { limits, rates } from "../config";
import { refuse } from "../lib/http";
import { limit } from "../lib/rate-limit";
import { consumeOneTime, findOneTime, issueOneTime } from "./one-time";
import { findUserByName, lower } from "./users";

/** The refusal of a referral code that is no campaign's and no player's (ACC-T026). */
export const REFERRAL_UNVERIFIED = "Could not validate referral code";

/** Referral codes of campaigns (accounts-identity.md §9); any username is a referral code too. */
export const CAMPAIGN_CODES = ["borgo2024", "coin98", "airdrop_me3", "hkconnect25", "consensus25", "cryptoknights"];

/** The referral-code check a client may call: limited per client (a code can be a username). */
export function checkReferralCode(code: string, client: string): boolean {
  limit(`referral-check:${client}`, rates.referralCheck);
  return isValidReferralCode(code);
}

export function isValidReferralCode(code: string): boolean {
  const c = lower(code);
  return c.length > 0 && (CAMPAIGN_CODES.includes(c) || !!findUserByName(c));
}

/** The promises the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const referralRules = {
  /** The sign-in's REFERRAL_CODE_UNVERIFIED token submits a valid code once. */
  useToken(record: { token: string }) {
    consumeOneTime(record);
  },
};

/** An unverified referral code is replaced by a valid one; the answer is a single-use login key. */
export function submitReferralCode(input: { code: string; token: string }) {
  const record = findOneTime(input.token, "referral_unverified");
  if (!record) throw refuse(401, "UNAUTHENTICATED_USER");
  const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  const code = lower(input.code);
  if (!isValidReferralCode(code) || code === user.username) throw refuse(422, REFERRAL_UNVERIFIED, "code");
  referralRules.useToken(record);
  db.user.update({ where: { id: { equals: user.id } }, data: { referralVerified: true, referredBy: code } });
  return { status: true, key: issueOneTime("login_key", user.id, limits.loginKeyTtlMs, "tl") };
}
