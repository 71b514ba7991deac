import { describe, expect, it } from "vitest";
import { db } from "../db";
import { setAirdropMethod, storeCex, verifyTge } from "./tge";
import { testPlayer, withWallet } from "../testing/test-utils";

/** The TGE's rules at the domain level beside campaign.test.ts's: what one account's choice does to another's. */
const badgeHolder = (mmAddress: string | null) => {
  const { user } = testPlayer("tg");
  db.badgeClaim.create({ id: `${user.id}:COMMON`, userId: user.id, badge: "COMMON", createdAt: 1 });
  return db.user.update({ where: { id: { equals: user.id } }, data: { mmAddress } })!;
};

describe("TGE destinations", () => {
  it("a bound wallet that another account's verified choice pays does not hold back that account's exchange deposit", () => {
    const payer = withWallet(badgeHolder(null).id);
    setAirdropMethod(payer, "wallet");
    verifyTge(payer);
    db.user.update({ where: { id: { equals: payer.id } }, data: { mmAddress: null } });
    const other = badgeHolder(payer.mmAddress);
    setAirdropMethod(other, "cex");
    storeCex(other, { cex_name: "Bybit", uid: "66666666" });
    expect(verifyTge(other)).toMatchObject({ verified: true, airdrop_method: "cex", cex_name: "Bybit", uid: "66666666" });
  });
});
