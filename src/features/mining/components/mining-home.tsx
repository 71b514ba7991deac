import { afterNextPaint } from "@/lib/after-paint";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { formatEther } from "viem";
import { Modal } from "@/components/modal";
import { PartBoundary, PartFailure } from "@/components/part-failure";
import { Spinner } from "@/components/spinner";
import { MINING_MAX_SELECTED, SEARCH_DEBOUNCE_MS } from "@/config/constants";
import { shortAddress } from "@/lib/format";
import { intentHandlers } from "@/lib/intent";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { DeferredWalletPanel } from "@/components/wallet/deferred-wallet-panel";
import { lazyComponent, retryFailedChunks } from "@/lib/lazy-component";
import { WALLET_PANEL_TITLES } from "@/lib/wallet/brands";
import { miningItemsQuery, observedMiningFeeQuery, participationQuery, type MiningItem, type MiningMode } from "../api/mining";
import { DEFAULT_FEE_WEI } from "../lib/fee";
import { pendingStart, useStartLock } from "../lib/pending-start";
import { autoSelect, autoSelectActive, selectionError, toggle, visibleItems, type MiningSort } from "../lib/selection";
import { CurrentlyMining } from "./currently-mining";
import type { StartRequest } from "./mining-start";
import "@/components/form.css";
import "@/features/mining/mining.css";

const SORTS: [MiningSort, string][] = [
  ["hashrate_high", "Hashrate: high to low"],
  ["hashrate_low", "Hashrate: low to high"],
  ["name", "Name"],
];

/** The start, its own module: loaded on the player's intent (the list, the wallet panel), at once for a start to resume. */
const MiningStart = lazyComponent(() => import("./mining-start"));
/** The page's wallet panel under the wallet stack: loaded on the same intent. */
const WalletConnectStack = lazyComponent(() => import("@/components/wallet/wallet-connect-stack"));

/**
 * The mining home of a signed-in player (public-pages-mining.md §2, §4, §5): Currently Mining
 * while participating; otherwise the player's NFTs and tokens with search, sort and selection
 * (x/9), the mode, and START MINING, which hands the pick to the start (components/mining-start.tsx:
 * the confirm step, the wallet, the chain and the server). `player` is the signed-in player's
 * username. The list shows and works without the wallet stack (wagmi, viem); the stack loads when
 * the player points at, focuses or touches the list or the wallet panel, at once for a start sent
 * before a reload, and after the first paint for a wallet connected before. `boundWallet` is the
 * wallet bound to the account (null when none): the empty state says what is true of it.
 */
export function MiningHome({ player, boundWallet }: { player: string; boundWallet: string | null }) {
  const participation = useSuspenseQuery(participationQuery());
  const items = useSuspenseQuery(miningItemsQuery());
  // a start kept for a reload is done once the player is mining
  useEffect(() => {
    if (participation.data) pendingStart.clear();
  }, [participation.data]);
  // a start that ended in mining took the list, and the focus with it: the card has it
  const current = useRef<HTMLElement>(null);
  useRefocusAfterChange(current, !!participation.data);
  if (participation.data) return <CurrentlyMining ref={current} participation={participation.data} />;
  if (items.data.length === 0) return <MiningEmpty boundWallet={boundWallet} />;
  return <MiningSelection items={items.data} player={player} />;
}

/**
 * No NFTs to mine with (public-pages-mining.md §5: the spec's heading and View Hero): under it, what
 * is true for this player: no wallet bound yet (bind one), or a bound wallet that holds none (where
 * to get them).
 */
export function MiningEmpty({ boundWallet }: { boundWallet: string | null }) {
  return (
    <section className="panel mining-empty">
      <h2 className="panel__title">It looks like you haven't got any NFTs to start Mining with</h2>
      {boundWallet ? (
        <p>
          Your bound wallet <code className="mining-empty__wallet">{shortAddress(boundWallet)}</code> holds no NFT of an active collection yet. Get one on an
          NFT marketplace and it shows here, ready to mine: every NFT of an active collection mines, and tokens mine too. View Hero lists the collections.
        </p>
      ) : (
        <p>
          Only NFTs in a wallet bound to your account can mine.{" "}
          <Link to="/account" hash="wallets">
            Bind a wallet
          </Link>{" "}
          on your account, then get an NFT of an active collection on an NFT marketplace: every NFT of an active collection mines, and tokens mine too.
        </p>
      )}
      <Link to="/mine/active-collection" className="btn btn--primary">
        View Hero
      </Link>
    </section>
  );
}

function MiningSelection({ items, player }: { items: MiningItem[]; player: string }) {
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<MiningSort>("hashrate_high");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [mode, setMode] = useState<MiningMode>("no_fee");
  const [request, setRequest] = useState<StartRequest | null>(null);
  // a start under way (here, or kept from before a reload): its NFTs stay as they are until it ends
  const lock = useStartLock(player);
  const underWay = lock !== null;
  // a start that ended here (refused, or not started) took the focus with its progress: START MINING has it
  const startButton = useRef<HTMLButtonElement>(null);
  useRefocusAfterChange(startButton, lock);
  // the wallet stack: wanted on intent, at once for a start to resume
  const [wanted, setWanted] = useState(() => pendingStart.read(player) !== null);
  const want = useCallback(() => startTransition(() => setWanted(true)), []);
  // why the start could not be shown (its code did not load, or it failed): said once the player asks for it
  const [startFailure, setStartFailure] = useState<unknown>(null);
  const retryStart = () => {
    retryFailedChunks();
    setStartFailure(null);
  };
  // the contract's fee once the start has read it (the default until then, K30)
  const feeWei = useQuery(observedMiningFeeQuery()).data ?? DEFAULT_FEE_WEI;
  const shown = visibleItems(items, query, sort);
  const chosen = items.filter((i) => selected.has(i.id));
  const onClose = useCallback(() => setRequest(null), []);
  const onStarted = useCallback(() => setSelected(new Set()), []);
  // the start reads the picks when it needs them: a pick re-renders the list, not the start and its wallet stack
  const picked = useRef(chosen);
  useLayoutEffect(() => void (picked.current = chosen));
  const pickedNow = useCallback(() => picked.current, []);
  // the wallet panel depends on nothing a pick changes
  const walletPanel = useMemo(
    () => (
      <DeferredWalletPanel title={WALLET_PANEL_TITLES.mine} wanted={wanted} onWant={want}>
        <WalletConnectStack title={WALLET_PANEL_TITLES.mine} />
      </DeferredWalletPanel>
    ),
    [wanted, want],
  );

  const pick = (id: string) => {
    const next = toggle(selected, id);
    if (next) setSelected(next);
    else toast.error("You can only select 9 NFTs at a time");
  };
  const start = () => {
    const error = selectionError(chosen);
    if (error) return void toast.error(error);
    // a start asked for again is its own Try again
    if (startFailure !== null) retryStart();
    want();
    // the confirm step opens once the press has painted (its render is the page's longest work)
    afterNextPaint(() => setRequest({ items: chosen, mode }));
  };

  return (
    <>
      {walletPanel}
      {(wanted || request) && startFailure === null && (
        <PartBoundary onFailed={setStartFailure}>
          <Suspense
            fallback={
              request && (
                <Modal open onClose={onClose} title="Confirm mining">
                  <Spinner label="Loading your wallet" shown />
                </Modal>
              )
            }
          >
            <MiningStart player={player} request={request} selection={pickedNow} onClose={onClose} onStarted={onStarted} />
          </Suspense>
        </PartBoundary>
      )}
      {request && startFailure !== null && (
        <Modal open onClose={onClose} title="Confirm mining">
          <PartFailure failure={startFailure} what="Your wallet" onRetry={retryStart} />
        </Modal>
      )}
      <section className="mining" aria-labelledby="mining-list-title" {...intentHandlers(want)}>
        <h2 id="mining-list-title" className="visually-hidden">
          Your NFTs and tokens
        </h2>
        {underWay && (
          <p className="mining__locked" role="status">
            {lock === "under-way"
              ? "A mining start is under way: your picks stay as they are until it ends."
              : "Your mining start waits to be registered: your picks stay as they are until it is."}
          </p>
        )}
        <fieldset className="mining__picker" disabled={underWay}>
          <legend className="visually-hidden">Pick what mines</legend>
          <div className="mining__tools">
            <div className="field">
              <label className="field__label" htmlFor="mining-search">
                Search
              </label>
              <input id="mining-search" className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="mining-sort">
                Sort
              </label>
              <select id="mining-sort" className="field__input" value={sort} onChange={(e) => setSort(e.target.value as MiningSort)}>
                {SORTS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={`btn btn--ghost${autoSelectActive(selected) ? " btn--active" : ""}`}
              aria-pressed={autoSelectActive(selected)}
              onClick={() => setSelected(autoSelect(items, selected))}
            >
              Auto-select
            </button>
            <Link to="/mine/active-collection">What can mine</Link>
            <p className="mining__counter" aria-live="polite">
              <span className="visually-hidden">Selected: </span>
              {selected.size}/{MINING_MAX_SELECTED}
            </p>
          </div>
          <ul className="mining__items">
            {shown.map((item) => (
              <li key={item.id}>
                <button type="button" className="mining-item" aria-pressed={selected.has(item.id)} onClick={() => pick(item.id)}>
                  {item.image && <img src={item.image} alt="" width={128} height={128} />}
                  <span className="mining-item__name">{item.name}</span>
                  <span className="muted">
                    {item.type} · {item.symbol}
                  </span>
                  <span>Hashrate {item.hashrate}</span>
                  {item.boost_percent ? (
                    <span className="mining-item__boost">
                      +{item.boost_percent}% {item.collection} boost
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p role="status">No NFT or token matches your search.</p>}
          <fieldset className="mining__modes">
            <legend>Mode</legend>
            <label>
              <input type="radio" name="mining-mode" checked={mode === "no_fee"} onChange={() => setMode("no_fee")} /> 1.5x hashrate without fee
            </label>
            <label>
              <input type="radio" name="mining-mode" checked={mode === "fee"} onChange={() => setMode("fee")} /> x2 hashrate with fee ({formatEther(feeWei)} PC)
            </label>
          </fieldset>
          <button ref={startButton} type="button" className="btn btn--primary" onClick={start} data-track="mine_start">
            START MINING
          </button>
        </fieldset>
      </section>
    </>
  );
}
