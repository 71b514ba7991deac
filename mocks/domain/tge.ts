import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";

/**
 * The token generation event (airdrop-campaigns.md §7; the calls are designed in openapi/tge.yaml):
 * a badge holder chooses how the $PEN airdrop is received (on-chain to the bound wallet, or a
 * deposit to an exchange account), then verifies the choice once; after that it is final.
 */

/** The TGE's promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const tgeRules = {
  /** A verified TGE choice is final: nothing changes it any more (409). */
  choiceOpen(choice: { verifiedAt: number | null }) {
    if (choice.verifiedAt != null) throw refuse(409, "Your TGE choice is verified and final");
  },
  /**
   * A wallet or an exchange account receives one account's airdrop: a destination that another
   * account's verified choice pays is refused at verify (409), so an unbind and a bind elsewhere, or
   * one exchange UID typed into many accounts, cannot collect it again.
   */
  destinationFree(user: UserRecord, choice: { method: string | null; cexName: string | null; uid: string | null }) {
    if (choice.method === "wallet" && user.mmAddress && db.tgeChoice.findFirst({ where: { walletAddress: { equals: user.mmAddress } } }))
      throw refuse(409, "This wallet already receives another account's airdrop: bind another wallet, or choose your exchange account");
    const sameExchange = choice.method === "cex" && choice.uid ? db.tgeChoice.findMany({ where: { uid: { equals: choice.uid } } }) : [];
    if (sameExchange.some((o) => o.userId !== user.id && o.verifiedAt != null && o.cexName === choice.cexName))
      throw refuse(409, "This exchange account already receives another account's airdrop: save another one, or choose on-chain");
  },
  /** A verified on-chain choice pays the wallet it was verified with: unbinding it or binding another later changes nothing. */
  payoutWallet: (choice: { walletAddress: string | null }, _user: UserRecord): string | null => choice.walletAddress,
};

const tgeOf = (user: UserRecord) =>
  db.tgeChoice.findFirst({ where: { userId: { equals: user.id } } }) ??
  db.tgeChoice.create({ userId: user.id, method: null, cexName: null, uid: null, verifiedAt: null, walletAddress: null });

const eligibleCase = (user: UserRecord) => (db.badgeClaim.count({ where: { userId: { equals: user.id } } }) > 0 ? "badge_holder" : null);

export function tgeStatus(user: UserRecord) {
  const t = db.tgeChoice.findFirst({ where: { userId: { equals: user.id } } });
  return {
    status: true,
    eligible_case: eligibleCase(user),
    airdrop_method: (t?.method ?? null) as "wallet" | "cex" | null,
    verified: t?.verifiedAt != null,
    cex_name: t?.cexName ?? null,
    uid: t?.uid ?? null,
    wallet_address: t ? tgeRules.payoutWallet(t, user) : null,
  };
}

/** The checks every TGE change starts with: eligible, and not verified yet. */
function changeable(user: UserRecord) {
  if (!eligibleCase(user)) throw refuse(403, "You are not eligible for the TGE airdrop: claim a badge first");
  const t = tgeOf(user);
  tgeRules.choiceOpen(t);
  return t;
}

const saveTge = (user: UserRecord, data: Partial<NonNullable<ReturnType<typeof db.tgeChoice.findFirst>>>) =>
  db.tgeChoice.update({ where: { userId: { equals: user.id } }, data });

export function setAirdropMethod(user: UserRecord, method: "wallet" | "cex") {
  changeable(user);
  if (method === "wallet" && !user.mmAddress) throw refuse(400, "Bind a wallet to receive the airdrop on-chain", "airdrop_method");
  saveTge(user, { method });
  return { status: true, message: "Updated!" };
}

export function storeCex(user: UserRecord, input: { cex_name: string; uid: string }) {
  changeable(user);
  saveTge(user, { cexName: input.cex_name, uid: input.uid });
  return { status: true, message: "Updated!" };
}

export function verifyTge(user: UserRecord) {
  const t = changeable(user);
  if (!t.method) throw refuse(400, "Choose how you receive the airdrop first", "airdrop_method");
  if (t.method === "wallet" && !user.mmAddress) throw refuse(400, "Bind a wallet to receive the airdrop on-chain", "airdrop_method");
  if (t.method === "cex" && !(t.cexName && t.uid)) throw refuse(400, "Save your exchange account first", "uid");
  tgeRules.destinationFree(user, t);
  saveTge(user, { verifiedAt: now(), walletAddress: t.method === "wallet" ? user.mmAddress : null });
  return tgeStatus(user);
}
