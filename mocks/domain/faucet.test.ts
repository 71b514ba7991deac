import { describe, expect, it } from "vitest";
import { getFaucetAllowance } from "../../generated/api/user/sdk.gen";
import { startSession } from "./sessions";
import { createUser, findUserByName } from "./users";
import { createItem } from "./mining";
import { gamingBalance } from "./two-factor";
import { faucet } from "../config";
import { db, type UserRecord } from "../db";
import { auth, expectError } from "../testing/test-utils";

describe("the faucet's allowance (airdrop-campaigns.md §1: 1 $PEN a day; VIP over 10,000 PEN or with a BCSH NFT)", () => {
  const player = () => {
    const name = `faucet_${Math.random().toString(36).slice(2, 8)}`;
    createUser({ username: name, email: `${name}@example.com`, password: "Password1!", userFrom: "web", verified: true });
    return findUserByName(name)!;
  };
  const setGamingBalance = (user: UserRecord, balance: number) => {
    gamingBalance(user); // opens the wallet
    db.gamingWallet.update({ where: { userId: { equals: user.id } }, data: { balance } });
  };
  const allowance = async (user: UserRecord) => (await getFaucetAllowance(auth(startSession(user).token))).data!.result;

  it("a player holding neither: 1 $PEN per 24 hours", async () => {
    expect(await allowance(player())).toEqual({ daily_limit: 1, window_hours: 24, vip: false, vip_reasons: [] });
    expectError(await getFaucetAllowance(), 401);
  });

  it("over 10,000 PEN makes a VIP; exactly 10,000 does not", async () => {
    const user = player();
    setGamingBalance(user, faucet.vipPenOver);
    expect(await allowance(user)).toMatchObject({ daily_limit: 1, vip: false });
    setGamingBalance(user, faucet.vipPenOver + 0.01);
    expect(await allowance(user)).toEqual({ daily_limit: 5, window_hours: 24, vip: true, vip_reasons: ["PEN_OVER_10000"] });
  });

  it("an NFT of the BCSH collection makes a VIP; a BCSH token or another collection's NFT does not", async () => {
    const user = player();
    createItem(user.id, { name: "BCSH token", hashrate: 5, type: "Token", collection: "BCSH" });
    createItem(user.id, { name: "Hero #900", hashrate: 50, type: "NFT", collection: "Heroes" });
    expect(await allowance(user)).toMatchObject({ daily_limit: 1, vip: false });
    createItem(user.id, { name: "Superhero #7", hashrate: 80, type: "NFT", collection: "BCSH" });
    expect(await allowance(user)).toEqual({ daily_limit: 5, window_hours: 24, vip: true, vip_reasons: ["BCSH_NFT"] });
    setGamingBalance(user, 20_000);
    expect((await allowance(user)).vip_reasons).toEqual(["PEN_OVER_10000", "BCSH_NFT"]);
  });
});
