import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Config } from "wagmi";
import { WALLET_POLLING_MS } from "@/config/constants";

// the chain's answers (the contract's record of the wallet, the latest block, the start's event) and the server's check, stood in for
const seams = vi.hoisted(() => ({ unused: vi.fn(), notYet: new WeakSet<object>() }));
vi.mock("@generated/contracts", async (original) => ({
  ...(await original<object>()),
  readPentaMiningUserFeeStatus: async () => [1, 0n, 1_000n],
  readPentaMiningResetTime: async () => 86_400n,
}));
vi.mock("wagmi/actions", () => ({
  getBlock: async () => ({ number: 100n, timestamp: 2_000n }),
  getContractEvents: async (_config: unknown, { eventName }: { eventName: string }) =>
    eventName === "MinedWithFee" ? [{ eventName, blockNumber: 90n, logIndex: 0, transactionHash: `0x${"ab".repeat(32)}` }] : [],
}));
vi.mock("./mining", async (original) => ({
  ...(await original<object>()),
  isUnusedMineTx: seams.unused,
  isNotYet: (error: object) => seams.notYet.has(error),
}));

const { unrecordedStartQuery } = await import("./mining-contract");

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const REFERENCE = `0x${"5e".repeat(32)}` as const;
const found = () => {
  const { queryFn } = unrecordedStartQuery({} as Config, ADDRESS, REFERENCE);
  return (queryFn as () => Promise<unknown>)();
};

describe("a start found on the chain (unrecordedStartQuery)", () => {
  beforeEach(() => seams.unused.mockReset());

  it("unused by any start: offered to finish; used: nothing to finish", async () => {
    seams.unused.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await found()).toEqual({ hash: `0x${"ab".repeat(32)}`, address: ADDRESS, mode: "fee" });
    expect(await found()).toBeNull();
  });

  it("the server says to try again later: asked again as while confirming, not taken for used; another failure is thrown", async () => {
    const early = { status: false, message: "The transaction needs 2 more blocks. Please try again in a moment." };
    seams.notYet.add(early);
    seams.unused.mockRejectedValueOnce(early).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await found()).toBe("confirming");
    await expect(found()).rejects.toThrow("Failed to fetch");
    const { refetchInterval } = unrecordedStartQuery({} as Config, ADDRESS, REFERENCE);
    expect((refetchInterval as (q: { state: { data: unknown } }) => unknown)({ state: { data: "confirming" } })).toBe(WALLET_POLLING_MS);
  });
});
