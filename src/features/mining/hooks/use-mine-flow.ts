import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";
import { toast } from "sonner";
import { useAccount } from "wagmi";
import { MINING_CONFIRMATION_BLOCKS, MINING_REGISTER_AUTO_RETRIES, MINING_REGISTER_MAX_WAIT_SECONDS } from "@/config/constants";
import { PRODUCT_CHAIN_ID } from "@/config/env";
import { supportedChainIds } from "@/config/chains";
import { useAddAndSwitchChain } from "@/lib/web3/use-add-and-switch-chain";
import { unsupportedChainText } from "@/lib/web3/use-chain-guard";
import { TxError, useFollowTransaction, useTransactor, type TxReplacement } from "@/lib/web3/use-transactor";
import { apiError } from "@/lib/api-error";
import {
  isNotYet,
  miningReferenceQuery,
  registerOnChainStart,
  retryAfterSeconds,
  useRefreshMining,
  useStartOffChain,
  type MiningItem,
  type MiningMode,
} from "../api/mining";
import { mineTransaction, useMiningCooldown, useMiningFee, type UnrecordedStart } from "../api/mining-contract";
import { DEFAULT_FEE_WEI } from "../lib/fee";
import { pendingStart, type PendingStart } from "../lib/pending-start";

/** public-pages-mining.md §8's texts: the x2 (fee) mode is the boosted one. */
const texts = (mode: MiningMode) => {
  const boosted = mode === "fee" ? " with boosted" : "";
  return {
    walletError: `Onchain PC mainnet Mine${boosted} Error`,
    chainError: `There was an error Onchain PC mainnet Mine${boosted}`,
    success: `Onchain PC mainnet Mine${boosted} Successfully`,
  };
};

/** What the one success message says besides public-pages-mining.md §8's title: what started, in a sentence a person reads. */
export function startedSentence(start: { nfts: string[]; tokens: string[]; mode: MiningMode }) {
  const count = start.nfts.length + start.tokens.length;
  const what = `${count} ${count === 1 ? "NFT or token" : "NFTs and tokens"}`;
  return `Mining started: your ${what} mine with ${start.mode === "fee" ? "x2" : "1.5x"} hashrate for the next 24 hours.`;
}

/** A decoded revert of the mining contract, in words. */
function revertReason(error: TxError): string | undefined {
  const f = error.failure;
  if (f.kind === "reverted" && f.errorName === "AlreadyMining") return "This wallet started mining less than 24 hours ago.";
  if (f.kind === "reverted" && f.errorName === "WrongFee") return "The fee changed: please try again.";
  if (f.kind === "reverted") return f.errorName;
  if (f.kind === "failed") return f.message;
  if (f.kind === "unknown")
    return "Your transaction is not on the chain: it was cancelled or replaced in your wallet, or dropped. If your wallet sped it up, connect it here to finish the start.";
  if (f.kind === "replaced")
    return f.reason === "cancelled"
      ? "The transaction was cancelled in your wallet, so mining did not start."
      : "Your wallet sent another transaction in its place, so mining did not start.";
  return undefined;
}

export type MinePhase =
  | { step: "idle" }
  /** the wallet is asked to add and switch to the product chain */
  | { step: "switching" }
  | { step: "signing" }
  /** sent (at `sentAt`), waiting for 2 new blocks; `resumed` when it was sent before this page loaded */
  | { step: "confirming"; hash: `0x${string}`; sentAt: number; resumed?: boolean }
  /** the wallet sped the transaction up: the flow follows the replacement's hash */
  | { step: "replaced"; hash: `0x${string}`; replaces: `0x${string}`; sentAt: number }
  | { step: "registering" }
  /**
   * the server said to try again later (`reason`), with a wait it can be asked again after: the
   * same start is asked again at `retryAt` (the `attempt`th time of MINING_REGISTER_AUTO_RETRIES)
   */
  | { step: "waiting"; retryAt: number; seconds: number; reason: string; attempt: number };

/**
 * The flow's state: its phase, the new blocks on top of the transaction's (of
 * MINING_CONFIRMATION_BLOCKS), and whether the last start ended on the chain but unregistered (the
 * server not reached): kept in this browser, for the player's Try again. Read while idle only, and
 * every way back to idle sets it (settle) or clears it (fail).
 */
interface MineState {
  phase: MinePhase;
  confirmations: number;
  unregistered: boolean;
}

/** The flow's steps, each the one way its state moves. */
type MineAction =
  /** the player confirmed on another chain: the wallet is asked to switch first */
  | { type: "switch" }
  /** the player confirmed, on the product chain: the contract's 24-hour rule is read, then the wallet asked */
  | { type: "confirm" }
  /** the wallet sent the transaction: waiting for its blocks */
  | { type: "send"; hash: `0x${string}`; sentAt: number }
  /** a transaction this browser sent before a reload (`reloaded`), or left unregistered, followed again */
  | { type: "resume"; hash: `0x${string}`; sentAt: number; reloaded: boolean }
  /** new blocks on top of the transaction's, from the chain */
  | { type: "receipt"; confirmations: number }
  /** the wallet sped the transaction up: the replacement is followed */
  | { type: "replace"; hash: `0x${string}` }
  /** on the chain (or tokens alone, off chain): the server registers the start */
  | { type: "register" }
  /** the server said to try again later, after a wait the flow keeps: the same start is asked again then */
  | { type: "wait"; retryAt: number; seconds: number; reason: string; attempt: number }
  /** the end of a start that reached the wallet, the chain or the server, whatever its outcome (`kept`: on the chain, not registered) */
  | { type: "settle"; kept: boolean }
  /** refused before the wallet was asked to send (the switch refused, the 24-hour rule, the chain not answering) */
  | { type: "fail" };

const IDLE: MineState = { phase: { step: "idle" }, confirmations: 0, unregistered: false };

function reduceMine(state: MineState, action: MineAction): MineState {
  switch (action.type) {
    case "switch":
      return { ...state, phase: { step: "switching" } };
    case "confirm":
      return { ...state, phase: { step: "signing" } };
    case "send":
      return { ...state, phase: { step: "confirming", hash: action.hash, sentAt: action.sentAt } };
    case "resume":
      return { ...state, phase: { step: "confirming", hash: action.hash, sentAt: action.sentAt, ...(action.reloaded ? { resumed: true } : {}) } };
    case "receipt":
      return { ...state, confirmations: Math.min(action.confirmations, MINING_CONFIRMATION_BLOCKS) };
    case "replace": {
      const { phase } = state;
      return phase.step === "confirming" ? { ...state, phase: { step: "replaced", hash: action.hash, replaces: phase.hash, sentAt: phase.sentAt } } : state;
    }
    case "register":
      return { ...state, phase: { step: "registering" } };
    case "wait":
      return { ...state, phase: { step: "waiting", retryAt: action.retryAt, seconds: action.seconds, reason: action.reason, attempt: action.attempt } };
    case "settle":
      return { ...IDLE, unregistered: action.kept };
    case "fail":
      return IDLE;
  }
}

/**
 * How the server's registration of a start ended: registered, refused or not reached (`keep`: the
 * start stays kept for its Try again), or `stopped` because its page went while it waited to ask
 * again (kept, nothing said: the next visit resumes it).
 */
type Registered = { ok: boolean; keep: boolean; stopped?: boolean };
const STOPPED: Registered = { ok: false, keep: true, stopped: true };

/**
 * The registrations under way in this tab, by transaction: a page that comes back while one is asked
 * (the player went to another page and back) waits for it instead of asking a second time, so one
 * start is said once.
 */
const registrations = new Map<string, Promise<Registered>>();

/** A start is under way (the NFTs it uses are locked) in every phase but idle. */
const underWay = (state: MineState) => state.phase.step !== "idle";

const ids = (items: MiningItem[], type: MiningItem["type"]) => items.filter((i) => i.type === type).map((i) => i.id);

/**
 * The on-chain start (public-pages-mining.md §4, Mining flow): the chain guard, the 24-hour rule
 * read from the contract, the transaction (simulate → write → 2 new blocks), then the server's
 * check and the start. Every failure ends in one of public-pages-mining.md §8's toasts.
 *
 * A sent transaction is kept in this browser (pendingStart) until the server has registered it, so
 * a reload or a closed tab resumes it (`resume`: the same transaction followed and registered,
 * never a second payment; its countdown goes on from when it was sent); a transaction found on the
 * chain from another device is registered with the items picked here (`finish`). One success
 * message, once the server has started the mining: public-pages-mining.md §8's, with what started
 * in a sentence. The start is under way (pendingStart's store, which locks the NFTs on the page)
 * from the call to its end. `player` is the signed-in player's username.
 */
export function useMineFlow(player: string) {
  const { address, chainId, isConnected } = useAccount();
  const { addAndSwitch } = useAddAndSwitchChain();
  const cooldown = useMiningCooldown();
  const send = useTransactor();
  const followTx = useFollowTransaction();
  const refresh = useRefreshMining();
  const offChain = useStartOffChain();
  const fee = useMiningFee();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reduceMine, IDLE);
  /** the state as of the last step taken (the reducer's render comes later) */
  const latest = useRef(IDLE);
  /**
   * The one place the flow moves: its state, and the start's pending flag in pendingStart's store,
   * which follows the phase (set here even after the page has gone, so a start ended then does
   * not keep its NFTs locked).
   */
  const step = (action: MineAction) => {
    const was = latest.current;
    latest.current = reduceMine(was, action);
    if (underWay(latest.current) !== underWay(was)) pendingStart.setActive(underWay(latest.current));
    dispatch(action);
  };
  /** Whether the page that runs the flow is still there: a wait to ask again ends with it (see registerOnChain). */
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      skipWait.current?.();
    };
  }, []);
  /** Ends the wait before an automatic try again at once (the player's Try again now); null while none is waited. */
  const skipWait = useRef<(() => void) | null>(null);
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        skipWait.current = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      skipWait.current = done;
    });
  /** The fee to pay: the contract's, or about 0.05 PC when it cannot be read (K30). */
  const feeWei = fee.data ?? DEFAULT_FEE_WEI;
  const following = {
    chainId: PRODUCT_CHAIN_ID,
    confirmations: MINING_CONFIRMATION_BLOCKS + 1,
    onConfirmations: (n: number) => step({ type: "receipt", confirmations: n }),
    onReplaced: (r: TxReplacement) => {
      if (r.reason !== "repriced") return;
      pendingStart.replace(r.hash);
      step({ type: "replace", hash: r.hash });
    },
  };

  /**
   * The server's registration of a start on the chain, said in one toast: asked again by itself after
   * the wait an answer to try again later names (see settle); a wait ends with the page (`stopped`).
   */
  async function registerOnChain(start: Omit<PendingStart, "player" | "hash">, hash: `0x${string}`): Promise<Registered> {
    for (let attempt = 1; ; attempt++) {
      try {
        await registerOnChainStart({ nfts: start.nfts, tokens: start.tokens, address: start.address, txHash: hash, mode: start.mode });
        toast.success(texts(start.mode).success, { description: startedSentence(start) });
        return { ok: true, keep: false };
      } catch (error) {
        const { fromBackend, message } = apiError(error, "");
        const wait = isNotYet(error) ? retryAfterSeconds(error) : undefined;
        if (wait !== undefined && wait <= MINING_REGISTER_MAX_WAIT_SECONDS && attempt <= MINING_REGISTER_AUTO_RETRIES) {
          if (!alive.current) return STOPPED;
          step({ type: "wait", retryAt: Date.now() + wait * 1000, seconds: wait, reason: message, attempt });
          await pause(wait * 1000);
          if (!alive.current) return STOPPED;
          step({ type: "register" });
          continue;
        }
        toast.error("There was an error starting participation", { description: message || undefined });
        return { ok: false, keep: !fromBackend || isNotYet(error) };
      }
    }
  }

  /** This page's registration of `hash`, or the one under way for it already (waited for), asked again if that one's page went. */
  async function registerOnce(start: Omit<PendingStart, "player" | "hash">, hash: `0x${string}`): Promise<Registered> {
    for (;;) {
      let running = registrations.get(hash);
      if (!running) {
        running = registerOnChain(start, hash).finally(() => registrations.delete(hash));
        registrations.set(hash, running);
      }
      const outcome = await running;
      if (!outcome.stopped || !alive.current) return outcome;
    }
  }

  /**
   * The transaction's way to the chain (`onChain`: sent now, or followed), then the server's
   * registration of the start. The kept pending start is forgotten at every ending but one: the
   * server not reached, or its answer to try again later (the transaction's blocks not there yet, the
   * first request still handled after a reload), when the player's Try again (or the next visit)
   * registers it. An answer to try again later that says after how long (Retry-After, up to
   * MINING_REGISTER_MAX_WAIT_SECONDS) is asked again by itself with the same keys after that wait, up
   * to MINING_REGISTER_AUTO_RETRIES times, the wait shown (`waiting`). The flow is under way from the
   * step before (confirm, resume or register) to settle.
   */
  async function settle(start: Omit<PendingStart, "player" | "hash">, onChain: () => Promise<`0x${string}`>): Promise<boolean> {
    const t = texts(start.mode);
    let keep = false;
    try {
      const hash = await onChain();
      step({ type: "register" });
      const outcome = await registerOnce(start, hash);
      keep = outcome.keep;
      return outcome.ok;
    } catch (error) {
      if (error instanceof TxError) {
        if (error.failure.kind === "rejected") toast.error(t.walletError);
        else toast.error(t.chainError, { description: revertReason(error) });
        // the contract's fee changed since it was read: read it again, so the try again it asks for pays the new one
        if (error.failure.kind === "reverted" && error.failure.errorName === "WrongFee") void fee.refetch();
      }
      return false;
    } finally {
      if (!keep) pendingStart.clear();
      step({ type: "settle", kept: keep });
      refresh();
    }
  }

  async function mine(items: MiningItem[], mode: MiningMode): Promise<boolean> {
    // one start at a time: a second tap before the page shows the first is no second payment
    if (underWay(latest.current)) return false;
    if (!isConnected || !address) {
      toast.error("Please connect your wallet to mine");
      return false;
    }
    if (chainId !== PRODUCT_CHAIN_ID) {
      // under way while the wallet switches: the start cannot be asked for again meanwhile
      step({ type: "switch" });
      try {
        await addAndSwitch(PRODUCT_CHAIN_ID);
      } catch {
        toast.error(unsupportedChainText(chainId ?? 0), { description: `Mining runs on chain ${supportedChainIds[0]}.` });
        step({ type: "fail" });
        return false;
      }
    }
    step({ type: "confirm" });
    const start = { address, mode, nfts: ids(items, "NFT"), tokens: ids(items, "Token") };
    // the account the transaction names (its reference for this wallet): nothing is sent without it
    let reference: `0x${string}`;
    try {
      reference = await queryClient.fetchQuery(miningReferenceQuery(player, address));
    } catch (error) {
      toast.error("There was an error starting participation", {
        description: apiError(error, "The server did not answer. Please try again in a moment.").message,
      });
      step({ type: "fail" });
      return false;
    }
    try {
      const wait = await cooldown(address);
      if (wait.blocked) {
        toast.error(`This address ${address} is already mining. Please switch to another address`, {
          description: `You can start again in ${wait.hours} hour${wait.hours === 1 ? "" : "s"}.`,
        });
        step({ type: "fail" });
        return false;
      }
    } catch {
      toast.error(texts(mode).chainError, { description: "The chain did not answer. Please try again in a moment." });
      step({ type: "fail" });
      return false;
    }
    return settle(start, async () => {
      const { hash } = await send(mineTransaction(mode, address, feeWei, reference), {
        ...following,
        onHash: (h) => {
          const sentAt = Date.now();
          pendingStart.save({ ...start, player, hash: h, sentAt });
          step({ type: "send", hash: h, sentAt });
        },
      });
      return hash;
    });
  }

  /**
   * The start this browser sent before a reload, or the one left unregistered (`retry`: the player's
   * Try again): the same transaction followed to the chain and registered.
   */
  function resume(start: PendingStart, { retry = false } = {}): Promise<boolean> {
    // one at a time: a second Try again while the first is under way registers nothing twice
    if (underWay(latest.current)) return Promise.resolve(false);
    // the countdown goes on from the send (a record of before this field: from now)
    step({ type: "resume", hash: start.hash, sentAt: start.sentAt ?? Date.now(), reloaded: !retry });
    return settle(start, async () => {
      const { hash } = await followTx(start.hash, following);
      return hash;
    });
  }

  /**
   * Tokens alone start off chain (POST /mining/participate): no wallet and no transaction, under way
   * like any start (the picks locked, a second tap nothing), its toasts the write's own.
   */
  async function startOffChain(items: MiningItem[]): Promise<boolean> {
    if (underWay(latest.current)) return false;
    step({ type: "register" });
    try {
      await offChain.mutateAsync({ body: { nfts: [], tokens: ids(items, "Token") } });
      return true;
    } catch {
      return false;
    } finally {
      step({ type: "settle", kept: false });
    }
  }

  /** A transaction found on the chain (sent from another device) registered with the items picked here: no new payment. */
  function finish(items: MiningItem[], found: UnrecordedStart): Promise<boolean> {
    step({ type: "register" });
    return settle({ address: found.address, mode: found.mode, nfts: ids(items, "NFT"), tokens: ids(items, "Token") }, () => Promise.resolve(found.hash));
  }

  /** The player's Try again now while an automatic one is waited for: asked at once. */
  const retryNow = () => skipWait.current?.();

  return { mine, startOffChain, resume, finish, retryNow, phase: state.phase, confirmations: state.confirmations, unregistered: state.unregistered, feeWei };
}
