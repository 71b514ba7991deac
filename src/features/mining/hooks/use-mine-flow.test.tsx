// @vitest-environment jsdom
// The mine flow's states (public-pages-mining.md §4, §8): idle -> wallet (signing) -> pending
// (confirming, with the hash) -> replaced (sped up in the wallet: the new hash) -> registering -> confirmed, and each way it fails;
// a start kept across a reload (resume) and one found on the chain (finish). The chain and the
// wallet are stood in for at the flow's seams (the account, the cooldown read, the transactor, the
// server's registration); the transactor and the contract calls have tests of their own.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_CHAIN_ID } from "@/config/env";
import { TxError } from "@/lib/web3/use-transactor";
import type { MiningItem } from "../api/mining";
import { pendingStart, type PendingStart } from "../lib/pending-start";
import { useMineFlow, type MinePhase } from "./use-mine-flow";

/** What a wait allows on a busy host (vi.waitFor's own second is a quiet machine's). */
const LOADED_HOST = { timeout: 10_000 };

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const HASH = `0x${"ab".repeat(32)}` as const;
/** The signed-in account's reference (GET /mining/reference), which the transaction names. */
const REFERENCE = `0x${"5e".repeat(32)}` as const;

const seams = vi.hoisted(() => ({
  account: { address: undefined as string | undefined, chainId: undefined as number | undefined, isConnected: false },
  cooldown: vi.fn(),
  send: vi.fn(),
  follow: vi.fn(),
  register: vi.fn(),
  addAndSwitch: vi.fn(),
  fee: undefined as bigint | undefined,
  refetchFee: vi.fn(),
  reference: vi.fn(),
  offChain: vi.fn(),
  /** the errors the server's registration marked "try again later", with their Retry-After seconds */
  notYet: new WeakMap<object, number | undefined>(),
}));
vi.mock("wagmi", () => ({ useAccount: () => seams.account }));
vi.mock("../api/mining-contract", () => ({
  mineTransaction: (mode: string, _account: string, fee: bigint, reference: string) => ({ mode, fee, reference }),
  useMiningCooldown: () => seams.cooldown,
  useMiningFee: () => ({ data: seams.fee, refetch: seams.refetchFee }),
}));
vi.mock("@/lib/web3/use-transactor", async (real) => ({
  ...(await real<object>()),
  useTransactor: () => seams.send,
  useFollowTransaction: () => seams.follow,
}));
vi.mock("@/lib/web3/use-add-and-switch-chain", () => ({ useAddAndSwitchChain: () => ({ addAndSwitch: seams.addAndSwitch }) }));
vi.mock("../api/mining", () => ({
  registerOnChainStart: seams.register,
  isNotYet: (error: object) => seams.notYet.has(error),
  retryAfterSeconds: (error: object) => seams.notYet.get(error),
  useStartOffChain: () => ({ mutateAsync: seams.offChain }),
  useRefreshMining: () => () => undefined,
  miningReferenceQuery: (player: string, address: string) => ({
    queryKey: ["mining-reference", player, address],
    queryFn: () => seams.reference(player, address),
  }),
}));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const items: MiningItem[] = [{ id: "nft-1", type: "NFT", name: "Hero", hashrate: 10, image: "" } as unknown as MiningItem];

function flow() {
  const phases: MinePhase["step"][] = [];
  // a new cache per flow: a reference kept by one test is not another's
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const hook = renderHook(
    () => {
      const f = useMineFlow("ada");
      if (phases.at(-1) !== f.phase.step) phases.push(f.phase.step);
      return f;
    },
    { wrapper },
  );
  return { hook, phases };
}

describe("the mine flow's states", () => {
  beforeEach(() => {
    Object.assign(seams.account, { address: ADDRESS, chainId: PRODUCT_CHAIN_ID, isConnected: true });
    seams.cooldown.mockResolvedValue({ blocked: false });
    seams.register.mockResolvedValue({ status: true });
    seams.fee = undefined;
    seams.reference.mockResolvedValue(REFERENCE);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it("idle -> wallet -> pending (with the hash) -> registering -> idle: confirmed, public-pages-mining.md §8's success, the start registered with the hash", async () => {
    let confirm!: () => void;
    seams.send.mockImplementation(async (_write: unknown, options: { onHash: (h: string) => void; confirmations: number }) => {
      expect(options.confirmations).toBe(3); // 2 new blocks after the one that holds it
      options.onHash(HASH);
      await new Promise<void>((r) => (confirm = r));
      return { hash: HASH };
    });
    const { hook, phases } = flow();
    expect(hook.result.current.phase).toEqual({ step: "idle" });
    let done!: Promise<boolean>;
    act(() => void (done = hook.result.current.mine(items, "no_fee")));
    await vi.waitFor(() => expect(hook.result.current.phase).toEqual({ step: "confirming", hash: HASH, sentAt: expect.any(Number) }), LOADED_HOST);
    let registered!: () => void;
    seams.register.mockImplementation(() => new Promise<void>((r) => (registered = r)));
    act(() => confirm());
    await vi.waitFor(() => expect(hook.result.current.phase).toEqual({ step: "registering" }), LOADED_HOST);
    await act(async () => {
      registered();
      expect(await done).toBe(true);
    });
    expect(phases).toEqual(["idle", "signing", "confirming", "registering", "idle"]);
    // one success message, once the server started the mining: public-pages-mining.md §8's, and
    // what started in words
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith("Onchain PC mainnet Mine Successfully", {
      description: "Mining started: your 1 NFT or token mine with 1.5x hashrate for the next 24 hours.",
    });
    expect(seams.register).toHaveBeenCalledWith({ nfts: ["nft-1"], tokens: [], address: ADDRESS, txHash: HASH, mode: "no_fee" });
  });

  it("without a wallet: nothing is sent, the player is asked to connect", async () => {
    Object.assign(seams.account, { address: undefined, isConnected: false });
    const { hook, phases } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(false));
    expect(toast.error).toHaveBeenCalledWith("Please connect your wallet to mine");
    expect(seams.send).not.toHaveBeenCalled();
    expect(phases).toEqual(["idle"]);
  });

  it("the transaction names the signed-in account's reference; when the reference cannot be read, nothing is sent and the toast says so", async () => {
    seams.send.mockResolvedValueOnce({ hash: HASH });
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "no_fee")).toBe(true));
    expect(seams.reference).toHaveBeenCalledWith("ada", ADDRESS);
    expect(seams.send).toHaveBeenCalledWith({ mode: "no_fee", fee: expect.any(BigInt), reference: REFERENCE }, expect.anything());
    seams.send.mockClear();
    const second = flow();
    seams.reference.mockRejectedValueOnce({ status: false, message: "Service unavailable" });
    await act(async () => expect(await second.hook.result.current.mine(items, "no_fee")).toBe(false));
    expect(toast.error).toHaveBeenLastCalledWith("There was an error starting participation", { description: "Service unavailable" });
    expect(seams.send).not.toHaveBeenCalled();
    expect(second.hook.result.current.phase).toEqual({ step: "idle" });
    expect(pendingStart.read("ada")).toBeNull();
  });

  it("on another chain the product chain is added and switched to first; a refusal ends the flow with the chain's message", async () => {
    Object.assign(seams.account, { chainId: 1 });
    seams.addAndSwitch.mockRejectedValue(new Error("user rejected"));
    const locks = vi.spyOn(pendingStart, "setActive");
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "no_fee")).toBe(false));
    expect(seams.addAndSwitch).toHaveBeenCalledWith(PRODUCT_CHAIN_ID);
    expect(seams.send).not.toHaveBeenCalled();
    // under way (the NFTs locked) while the wallet was asked, then idle again: nothing stays locked
    expect(locks.mock.calls).toEqual([[true], [false]]);
    expect(hook.result.current.phase).toEqual({ step: "idle" });
  });

  it("a second tap while the wallet switches chains starts nothing: one switch, one transaction", async () => {
    Object.assign(seams.account, { chainId: 1 });
    let switched!: () => void;
    seams.addAndSwitch.mockImplementation(() => new Promise<void>((r) => (switched = r)));
    seams.send.mockImplementation(async (_write: unknown, options: { onHash: (h: string) => void }) => {
      options.onHash(HASH);
      return { hash: HASH };
    });
    const { hook, phases } = flow();
    let first!: Promise<boolean>;
    act(() => void (first = hook.result.current.mine(items, "no_fee")));
    expect(hook.result.current.phase).toEqual({ step: "switching" });
    await act(async () => expect(await hook.result.current.mine(items, "no_fee")).toBe(false));
    await act(async () => {
      switched();
      expect(await first).toBe(true);
    });
    expect(seams.addAndSwitch).toHaveBeenCalledTimes(1);
    expect(seams.send).toHaveBeenCalledTimes(1);
    expect(seams.register).toHaveBeenCalledTimes(1);
    expect(phases).toEqual(["idle", "switching", "idle"]);
  });

  it("two taps in one frame (before the page shows the first) are one start", async () => {
    seams.send.mockImplementation(async (_write: unknown, options: { onHash: (h: string) => void }) => {
      options.onHash(HASH);
      return { hash: HASH };
    });
    const { hook } = flow();
    const { mine } = hook.result.current;
    await act(async () => expect(await Promise.all([mine(items, "fee"), mine(items, "fee")])).toEqual([true, false]));
    expect(seams.send).toHaveBeenCalledTimes(1);
    expect(seams.register).toHaveBeenCalledTimes(1);
  });

  it("within 24 hours of a start (the contract's clock): refused before the wallet is asked, with the hours left", async () => {
    seams.cooldown.mockResolvedValue({ blocked: true, hours: 5 });
    const { hook, phases } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(false));
    expect(toast.error).toHaveBeenCalledWith(`This address ${ADDRESS} is already mining. Please switch to another address`, {
      description: "You can start again in 5 hours.",
    });
    expect(seams.send).not.toHaveBeenCalled();
    expect(phases.at(-1)).toBe("idle");
  });

  it("failed in the wallet (the player rejects): public-pages-mining.md §8's wallet error, nothing registered, back to idle", async () => {
    seams.send.mockRejectedValue(new TxError({ kind: "rejected" }));
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(false));
    expect(toast.error).toHaveBeenCalledWith("Onchain PC mainnet Mine with boosted Error");
    expect(seams.register).not.toHaveBeenCalled();
    expect(hook.result.current.phase).toEqual({ step: "idle" });
  });

  it("failed on chain (a decoded revert): public-pages-mining.md §8's chain error with the reason in words", async () => {
    seams.send.mockRejectedValue(new TxError({ kind: "reverted", errorName: "AlreadyMining", args: [] }));
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "no_fee")).toBe(false));
    expect(toast.error).toHaveBeenCalledWith("There was an error Onchain PC mainnet Mine", {
      description: "This wallet started mining less than 24 hours ago.",
    });
  });

  it("the fee changed on the contract (WrongFee): the toast asks for a try again, and the fee is read anew so that try pays the new one", async () => {
    seams.fee = 50n;
    seams.refetchFee.mockImplementation(async () => void (seams.fee = 60n));
    seams.send.mockRejectedValueOnce(new TxError({ kind: "reverted", errorName: "WrongFee", args: [60n, 50n] }));
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(false));
    expect(toast.error).toHaveBeenCalledWith("There was an error Onchain PC mainnet Mine with boosted", { description: "The fee changed: please try again." });
    expect(seams.refetchFee).toHaveBeenCalledTimes(1);
    hook.rerender();
    seams.send.mockResolvedValueOnce({ hash: HASH });
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(true));
    expect(seams.send).toHaveBeenLastCalledWith({ mode: "fee", fee: 60n, reference: REFERENCE }, expect.anything());
    // another revert leaves the fee as it was read
    seams.send.mockRejectedValueOnce(new TxError({ kind: "reverted", errorName: "AlreadyMining", args: [] }));
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(false));
    expect(seams.refetchFee).toHaveBeenCalledTimes(1);
  });

  it("replaced: a sped-up transaction is followed (pending on the new hash), and the start is registered with the hash that was mined", async () => {
    const NEW = `0x${"cd".repeat(32)}` as const;
    let mined!: () => void;
    seams.send.mockImplementation(async (_write: unknown, options: { onHash: (h: string) => void; onReplaced: (r: unknown) => void }) => {
      options.onHash(HASH);
      await new Promise<void>((r) => (mined = r));
      options.onReplaced({ reason: "repriced", hash: NEW });
      await new Promise<void>((r) => (mined = r));
      return { hash: NEW };
    });
    const { hook, phases } = flow();
    let done!: Promise<boolean>;
    act(() => void (done = hook.result.current.mine(items, "fee")));
    await vi.waitFor(() => expect(hook.result.current.phase).toEqual({ step: "confirming", hash: HASH, sentAt: expect.any(Number) }), LOADED_HOST);
    act(() => mined());
    await vi.waitFor(() => expect(hook.result.current.phase).toEqual({ step: "replaced", hash: NEW, replaces: HASH, sentAt: expect.any(Number) }), LOADED_HOST);
    await act(async () => {
      mined();
      expect(await done).toBe(true);
    });
    // (registering is passed through within the same act: the registration answers at once here)
    expect(phases.slice(0, 4)).toEqual(["idle", "signing", "confirming", "replaced"]);
    expect(phases.at(-1)).toBe("idle");
    expect(seams.register).toHaveBeenCalledWith(expect.objectContaining({ txHash: NEW }));
  });

  it("replaced by a cancellation in the wallet: public-pages-mining.md §8's chain error saying so, nothing registered", async () => {
    seams.send.mockRejectedValue(new TxError({ kind: "replaced", reason: "cancelled", hash: HASH }));
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "no_fee")).toBe(false));
    expect(toast.error).toHaveBeenCalledWith("There was an error Onchain PC mainnet Mine", {
      description: "The transaction was cancelled in your wallet, so mining did not start.",
    });
    expect(seams.register).not.toHaveBeenCalled();
  });

  it("the x2 mode pays the contract's fee, or about 0.05 PC when it cannot be read (K30)", () => {
    expect(flow().hook.result.current.feeWei).toBe(50_000_000_000_000_000n);
    cleanup();
    seams.fee = 123n;
    expect(flow().hook.result.current.feeWei).toBe(123n);
  });

  it("the sent transaction is kept in this browser from its hash until the server registered it, the sped-up one replacing it", async () => {
    const NEW = `0x${"cd".repeat(32)}` as const;
    let kept: unknown[] = [];
    seams.send.mockImplementation(async (_write: unknown, options: { onHash: (h: string) => void; onReplaced: (r: unknown) => void }) => {
      options.onHash(HASH);
      kept.push(pendingStart.read("ada"));
      options.onReplaced({ reason: "repriced", hash: NEW });
      kept.push(pendingStart.read("ada")?.hash);
      return { hash: NEW };
    });
    seams.register.mockImplementation(async () => kept.push(pendingStart.read("ada")?.hash));
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(true));
    expect(kept).toEqual([{ player: "ada", hash: HASH, address: ADDRESS, mode: "fee", nfts: ["nft-1"], tokens: [], sentAt: expect.any(Number) }, NEW, NEW]);
    expect(pendingStart.read("ada")).toBeNull(); // registered: forgotten
    // the server not reached: kept for the next visit; the server refusing it: forgotten
    kept = [];
    seams.register.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(false));
    expect(pendingStart.read("ada")?.hash).toBe(NEW);
    seams.register.mockRejectedValueOnce({ status: false, message: "This transaction was already used to start mining" });
    await act(async () => expect(await hook.result.current.mine(items, "fee")).toBe(false));
    expect(pendingStart.read("ada")).toBeNull();
  });

  it("on the chain but the server not reached: the flow says it is unregistered, and its Try again (resume) registers the same transaction once, without the wallet", async () => {
    seams.send.mockImplementation(async (_write: unknown, options: { onHash: (h: string) => void }) => {
      options.onHash(HASH);
      return { hash: HASH };
    });
    seams.register.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.mine(items, "no_fee")).toBe(false));
    expect(hook.result.current.unregistered).toBe(true);
    const kept = pendingStart.read("ada")!;
    expect(kept.hash).toBe(HASH);
    seams.follow.mockImplementation(async (hash: string) => ({ hash }));
    let results!: boolean[];
    await act(async () => {
      const { resume } = hook.result.current;
      results = await Promise.all([resume(kept, { retry: true }), resume(kept, { retry: true })]);
    });
    expect(results).toEqual([true, false]);
    expect(seams.send).toHaveBeenCalledTimes(1);
    expect(seams.register).toHaveBeenCalledTimes(2);
    expect(seams.register).toHaveBeenLastCalledWith({ nfts: ["nft-1"], tokens: [], address: ADDRESS, txHash: HASH, mode: "no_fee" });
    expect(hook.result.current.unregistered).toBe(false);
    expect(pendingStart.read("ada")).toBeNull();
  });

  /** A registration answered "try again later" (marked as the server's answer would be), waiting `seconds` or none said. */
  const notYetAnswer = (seconds?: number) => {
    const answer = { status: false, message: "The transaction needs 2 more blocks. Please try again in a moment." };
    seams.notYet.set(answer, seconds);
    return answer;
  };
  const sendsHash = () =>
    seams.send.mockImplementation(async (_write: unknown, options: { onHash: (h: string) => void }) => {
      options.onHash(HASH);
      return { hash: HASH };
    });

  it("on the chain, and the server says to try again later with no wait said (or one too long to wait here): the start is kept for its Try again, not forgotten", async () => {
    sendsHash();
    for (const answer of [notYetAnswer(), notYetAnswer(31)]) {
      seams.register.mockRejectedValueOnce(answer);
      const { hook } = flow();
      await act(async () => expect(await hook.result.current.mine(items, "no_fee")).toBe(false));
      expect(toast.error).toHaveBeenLastCalledWith("There was an error starting participation", { description: answer.message });
      expect(hook.result.current.unregistered).toBe(true);
      expect(pendingStart.read("ada")?.hash).toBe(HASH);
      cleanup();
    }
    expect(seams.register).toHaveBeenCalledTimes(2);
  });

  it("the server says to try again in N s: the wait is shown and the same start asked again by itself, once the wait is over; one success, no error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    // the flow's promises run to the next wait, with no time passing (vi.waitFor would move the faked clock)
    const until = async (check: () => void) => {
      for (let turn = 0; turn < 50; turn++) {
        try {
          return check();
        } catch {
          await act(() => vi.advanceTimersByTimeAsync(0));
        }
      }
      check();
    };
    try {
      sendsHash();
      seams.register.mockRejectedValueOnce(notYetAnswer(4)).mockRejectedValueOnce(notYetAnswer(2));
      const { hook } = flow();
      let done!: Promise<boolean>;
      act(() => void (done = hook.result.current.mine(items, "no_fee")));
      await until(() => expect(hook.result.current.phase).toMatchObject({ step: "waiting", attempt: 1 }));
      const waiting = hook.result.current.phase as Extract<MinePhase, { step: "waiting" }>;
      expect(waiting.retryAt - Date.now()).toBe(4_000);
      expect(waiting.reason).toBe("The transaction needs 2 more blocks. Please try again in a moment.");
      // nothing asked before the wait is over, and the start stays kept through it (a reload resumes it)
      await act(() => vi.advanceTimersByTimeAsync(3_999));
      expect(seams.register).toHaveBeenCalledTimes(1);
      expect(pendingStart.read("ada")?.hash).toBe(HASH);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await until(() => expect(hook.result.current.phase).toMatchObject({ step: "waiting", attempt: 2 }));
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await act(async () => expect(await done).toBe(true));
      expect(hook.result.current.phase).toEqual({ step: "idle" });
      expect(seams.register).toHaveBeenCalledTimes(3);
      for (const call of seams.register.mock.calls) expect(call[0]).toEqual({ nfts: ["nft-1"], tokens: [], address: ADDRESS, txHash: HASH, mode: "no_fee" });
      expect(toast.error).not.toHaveBeenCalled();
      expect(toast.success).toHaveBeenCalledTimes(1);
      expect(pendingStart.read("ada")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("Try again now ends the wait at once; after 5 automatic tries the player's Try again is left, the start kept", async () => {
    sendsHash();
    seams.register.mockImplementation(() => Promise.reject(notYetAnswer(30)));
    const { hook } = flow();
    let done!: Promise<boolean>;
    act(() => void (done = hook.result.current.mine(items, "no_fee")));
    for (let attempt = 1; attempt <= 5; attempt++) {
      await vi.waitFor(() => expect(hook.result.current.phase).toMatchObject({ step: "waiting", attempt }), LOADED_HOST);
      act(() => hook.result.current.retryNow());
    }
    await act(async () => expect(await done).toBe(false));
    expect(seams.register).toHaveBeenCalledTimes(6);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(hook.result.current.unregistered).toBe(true);
    expect(pendingStart.read("ada")?.hash).toBe(HASH);
  });

  it("the page gone while it waits to ask again: nothing more is asked or said, and the start stays kept for the next visit", async () => {
    sendsHash();
    seams.register.mockRejectedValueOnce(notYetAnswer(30));
    const { hook } = flow();
    let done!: Promise<boolean>;
    act(() => void (done = hook.result.current.mine(items, "no_fee")));
    await vi.waitFor(() => expect(hook.result.current.phase).toMatchObject({ step: "waiting", attempt: 1 }), LOADED_HOST);
    hook.unmount();
    expect(await done).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(seams.register).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(pendingStart.read("ada")?.hash).toBe(HASH);
  });

  it("a page back while its start is still being registered waits for that registration: one request, one success message", async () => {
    sendsHash();
    let answer!: () => void;
    seams.register.mockImplementationOnce(() => new Promise<void>((r) => (answer = r)));
    const first = flow();
    let started!: Promise<boolean>;
    act(() => void (started = first.hook.result.current.mine(items, "no_fee")));
    await vi.waitFor(() => expect(first.hook.result.current.phase).toEqual({ step: "registering" }), LOADED_HOST);
    // the player went to another page and back: the new page resumes the kept start
    first.hook.unmount();
    seams.follow.mockImplementation(async (hash: string) => ({ hash }));
    const again = flow();
    let resumed!: Promise<boolean>;
    act(() => void (resumed = again.hook.result.current.resume(pendingStart.read("ada")!)));
    await vi.waitFor(() => expect(again.hook.result.current.phase).toEqual({ step: "registering" }), LOADED_HOST);
    await act(async () => {
      answer();
      expect(await Promise.all([started, resumed])).toEqual([true, true]);
    });
    expect(seams.register).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(again.hook.result.current.phase).toEqual({ step: "idle" });
    expect(pendingStart.read("ada")).toBeNull();
  });

  it("tokens alone start off chain under way like any start: registering while sent, a second start then does nothing, idle after", async () => {
    const tokens = [{ id: "pen", type: "Token", name: "PEN", hashrate: 5, image: "" } as unknown as MiningItem];
    let answered!: () => void;
    seams.offChain.mockImplementation(() => new Promise<void>((r) => (answered = r)));
    const { hook, phases } = flow();
    let done!: Promise<boolean>;
    act(() => void (done = hook.result.current.startOffChain(tokens)));
    expect(hook.result.current.phase).toEqual({ step: "registering" });
    await act(async () => {
      expect(await hook.result.current.startOffChain(tokens)).toBe(false);
      expect(await hook.result.current.mine(items, "no_fee")).toBe(false);
    });
    await act(async () => {
      answered();
      expect(await done).toBe(true);
    });
    expect(seams.offChain).toHaveBeenCalledTimes(1);
    expect(seams.offChain).toHaveBeenCalledWith({ body: { nfts: [], tokens: ["pen"] } });
    expect(seams.send).not.toHaveBeenCalled();
    expect(phases).toEqual(["idle", "registering", "idle"]);
    // refused (its toast is the write's own): idle again, nothing kept
    seams.offChain.mockRejectedValueOnce({ status: false, message: "You are already mining" });
    await act(async () => expect(await hook.result.current.startOffChain(tokens)).toBe(false));
    expect(hook.result.current).toMatchObject({ phase: { step: "idle" }, unregistered: false });
  });

  it("resume of a transaction the chain does not know (cancelled in the wallet since): public-pages-mining.md §8's chain error saying so, the kept start forgotten", async () => {
    const kept: PendingStart = { player: "ada", hash: HASH, address: ADDRESS, mode: "no_fee", nfts: ["nft-7"], tokens: [], sentAt: Date.now() };
    pendingStart.save(kept);
    seams.follow.mockRejectedValue(new TxError({ kind: "unknown" }));
    const { hook } = flow();
    await act(async () => expect(await hook.result.current.resume(kept)).toBe(false));
    expect(toast.error).toHaveBeenCalledWith("There was an error Onchain PC mainnet Mine", {
      description:
        "Your transaction is not on the chain: it was cancelled or replaced in your wallet, or dropped. If your wallet sped it up, connect it here to finish the start.",
    });
    expect(seams.register).not.toHaveBeenCalled();
    expect(pendingStart.read("ada")).toBeNull();
    expect(hook.result.current).toMatchObject({ phase: { step: "idle" }, unregistered: false });
  });

  it("resume after a reload: the kept transaction is followed (no wallet, no second send) and registered once with its items", async () => {
    const sentAt = Date.now() - 20_000; // sent 20 s before the reload
    const kept: PendingStart = { player: "ada", hash: HASH, address: ADDRESS, mode: "no_fee", nfts: ["nft-7"], tokens: ["pen"], sentAt };
    Object.assign(seams.account, { address: undefined, isConnected: false });
    let mined!: () => void;
    seams.follow.mockImplementation(async (hash: string, options: { confirmations: number; onConfirmations: (n: number) => void }) => {
      expect(options.confirmations).toBe(3);
      options.onConfirmations(1);
      await new Promise<void>((r) => (mined = r));
      return { hash };
    });
    const { hook } = flow();
    let done!: Promise<boolean>;
    act(() => void (done = hook.result.current.resume(kept)));
    // the countdown goes on from the send, not from 60 again
    await vi.waitFor(() => expect(hook.result.current.phase).toEqual({ step: "confirming", hash: HASH, sentAt, resumed: true }), LOADED_HOST);
    expect(hook.result.current.confirmations).toBe(1);
    await act(async () => {
      mined();
      expect(await done).toBe(true);
    });
    expect(seams.follow).toHaveBeenCalledWith(HASH, expect.anything());
    expect(seams.send).not.toHaveBeenCalled();
    expect(seams.register).toHaveBeenCalledTimes(1);
    expect(seams.register).toHaveBeenCalledWith({ nfts: ["nft-7"], tokens: ["pen"], address: ADDRESS, txHash: HASH, mode: "no_fee" });
    expect(hook.result.current.confirmations).toBe(0);
  });

  it("the confirmation count is the chain's new blocks, never above the 2 waited for (K29)", async () => {
    seams.send.mockImplementation(async (_write: unknown, options: { onHash: (h: string) => void; onConfirmations: (n: number) => void }) => {
      options.onHash(HASH);
      options.onConfirmations(5);
      await new Promise(() => {});
    });
    const { hook } = flow();
    act(() => void hook.result.current.mine(items, "no_fee"));
    await vi.waitFor(() => expect(hook.result.current.confirmations).toBe(2), LOADED_HOST);
  });

  it("finish: a transaction found on the chain is registered with the items picked here, in its own mode, without the wallet", async () => {
    let registered!: () => void;
    seams.register.mockImplementation(() => new Promise<void>((r) => (registered = r)));
    const { hook, phases } = flow();
    let done!: Promise<boolean>;
    act(() => void (done = hook.result.current.finish(items, { hash: HASH, address: ADDRESS, mode: "fee" })));
    await vi.waitFor(() => expect(hook.result.current.phase).toEqual({ step: "registering" }), LOADED_HOST);
    await act(async () => {
      registered();
      expect(await done).toBe(true);
    });
    expect(seams.send).not.toHaveBeenCalled();
    expect(seams.cooldown).not.toHaveBeenCalled();
    expect(seams.register).toHaveBeenCalledWith({ nfts: ["nft-1"], tokens: [], address: ADDRESS, txHash: HASH, mode: "fee" });
    expect(phases).toEqual(["idle", "registering", "idle"]);
  });
});
