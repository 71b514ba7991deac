// The mock backend's single-use tokens and keys: found while unused and unexpired, revoked for one account alone (accounts-identity.md §4–§6).
import { describe, expect, it } from "vitest";
import {
  consumeOneTime,
  findOneTime,
  issueEmailWalletToken,
  issueOneTime,
  KEPT_PAST_EXPIRY_MS,
  oneTimeRecord,
  revokeAllOneTimes,
  revokeOneTimes,
} from "./one-time";
import { holdClock, testPlayer } from "../testing/test-utils";

const HOUR = 60 * 60_000;

describe("single-use tokens", () => {
  it("a new link revokes the account's open tokens of its kind alone: not its other kinds, not another account's", () => {
    const a = testPlayer("once").user;
    const b = testPlayer("once").user;
    const first = issueOneTime("reset_password", a.id, HOUR, "rt");
    const second = issueOneTime("reset_password", a.id, HOUR, "rt");
    const loginKey = issueOneTime("login_key", a.id, HOUR, "lk");
    const others = issueOneTime("reset_password", b.id, HOUR, "rt");
    revokeOneTimes("reset_password", a.id);
    expect(findOneTime(first, "reset_password")).toBeNull();
    expect(findOneTime(second, "reset_password")).toBeNull();
    expect(findOneTime(loginKey, "login_key")?.userId).toBe(a.id);
    expect(findOneTime(others, "reset_password")?.userId).toBe(b.id);
  });

  it("a password reset revokes every open token of the account, whatever its kind, and no other account's", () => {
    const a = testPlayer("once").user;
    const b = testPlayer("once").user;
    const mine = [issueOneTime("reset_password", a.id, HOUR, "rt"), issueOneTime("login_key", a.id, HOUR, "lk")];
    const others = issueOneTime("login_key", b.id, HOUR, "lk");
    revokeAllOneTimes(a.id);
    expect(findOneTime(mine[0], "reset_password")).toBeNull();
    expect(findOneTime(mine[1], "login_key")).toBeNull();
    expect(oneTimeRecord(mine[1], "login_key")?.used).toBe(true);
    expect(findOneTime(others, "login_key")?.userId).toBe(b.id);
  });

  it("holds until the last millisecond of its lifetime, and not one after", () => {
    const T = 1_900_000_000_000;
    holdClock(T);
    const user = testPlayer("once").user;
    const key = issueOneTime("login_key", user.id, HOUR, "lk");
    holdClock(T + HOUR);
    expect(findOneTime(key, "login_key")?.userId).toBe(user.id);
    holdClock(T + HOUR + 1);
    expect(findOneTime(key, "login_key")).toBeNull();
  });

  it("a row is kept a week past its end (a used link still answers as used), then removed when new ones are stored, at most once a minute", () => {
    const T = 1_950_000_000_000;
    holdClock(T);
    const user = testPlayer("once").user;
    const used = issueOneTime("verify_email", user.id, HOUR, "ev");
    const open = issueOneTime("login_key", user.id, 30 * 24 * HOUR, "lk");
    // a week past its end, to the millisecond: kept
    holdClock(T + HOUR + KEPT_PAST_EXPIRY_MS);
    issueOneTime("login_key", user.id, HOUR, "lk");
    expect(oneTimeRecord(used, "verify_email")).not.toBeNull();
    // one millisecond later, but within the minute of the last purge: still kept
    holdClock(T + HOUR + KEPT_PAST_EXPIRY_MS + 1);
    issueOneTime("login_key", user.id, HOUR, "lk");
    expect(oneTimeRecord(used, "verify_email")).not.toBeNull();
    // the next minute's store removes it; a row still open stays
    holdClock(T + HOUR + KEPT_PAST_EXPIRY_MS + 60_000);
    issueOneTime("login_key", user.id, HOUR, "lk");
    expect(oneTimeRecord(used, "verify_email")).toBeNull();
    expect(findOneTime(open, "login_key")?.userId).toBe(user.id);
  });

  it("a used verification link is kept past the week (it answers that the address is verified whenever clicked again); an unused one goes", () => {
    const T = 1_960_000_000_000;
    holdClock(T);
    const user = testPlayer("once").user;
    const used = issueOneTime("verify_email", user.id, HOUR, "ev");
    const unused = issueOneTime("verify_email", user.id, HOUR, "ev");
    consumeOneTime(findOneTime(used, "verify_email")!);
    holdClock(T + HOUR + KEPT_PAST_EXPIRY_MS + 120_000);
    issueOneTime("login_key", user.id, HOUR, "lk");
    expect(oneTimeRecord(used, "verify_email")?.used).toBe(true);
    expect(oneTimeRecord(unused, "verify_email")).toBeNull();
  });

  it("the email-wallet stand-in's token is of no account yet and keeps the address in lower case", () => {
    const token = issueEmailWalletToken("0x00000000000000000000000000000000000000AB");
    expect(token.startsWith("em_")).toBe(true);
    const record = findOneTime(token, "ethermail");
    expect(record?.userId).toBe("");
    expect(record?.data).toBe("0x00000000000000000000000000000000000000ab");
  });
});
