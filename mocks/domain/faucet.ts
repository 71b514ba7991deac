import { faucet } from "../config";
import { db, type UserRecord } from "../db";
import { gamingBalance } from "./two-factor";

type VipReason = "PEN_OVER_10000" | "BCSH_NFT";

/**
 * The account's daily allowance at the chain's faucet (airdrop-campaigns.md §1): 1 $PEN per 24
 * hours, raised for a VIP, who holds over 10,000 PEN or an NFT of the BCSH collection.
 */
export function faucetAllowance(user: UserRecord) {
  const reasons: VipReason[] = [];
  if (gamingBalance(user) > faucet.vipPenOver) reasons.push("PEN_OVER_10000");
  const bcsh = db.miningItem.findFirst({
    where: { ownerId: { equals: user.id }, type: { equals: "NFT" }, collection: { equals: faucet.vipCollection } },
  });
  if (bcsh) reasons.push("BCSH_NFT");
  const vip = reasons.length > 0;
  return { daily_limit: vip ? faucet.vipDailyPen : faucet.dailyPen, window_hours: faucet.windowHours, vip, vip_reasons: reasons };
}
