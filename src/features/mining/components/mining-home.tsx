import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { toast } from "sonner";
import { formatEther } from "viem";
import { InfoList } from "@/components/info-list";
import { Modal } from "@/components/modal";
import { Spinner } from "@/components/spinner";
import { MINING_MAX_SELECTED, SEARCH_DEBOUNCE_MS } from "@/config/constants";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { explorerTxUrl } from "@/config/env";
import { miningItemsQuery, participationQuery, useStartOffChain, type MiningItem, type MiningMode } from "../api/mining";
import type { UnrecordedStart } from "../api/mining-contract";
import type { MinePhase } from "../hooks/use-mine-flow";
import { DEFAULT_FEE_WEI } from "../lib/fee";
import { pendingStart } from "../lib/pending-start";
import { autoSelect, autoSelectActive, hashrates, selectionError, toggle, visibleItems, type MiningSort } from "../lib/selection";
import type { MiningChain } from "./mining-chain-bridge";
import { CountdownLoader } from "./countdown-loader";
import { CurrentlyMining } from "./currently-mining";
import "@/components/form.css";
import "@/features/mining/mining.css";

const SORTS: [MiningSort, string][] = [
  ["hashrate_high", "Hashrate: high to low"],
  ["hashrate_low", "Hashrate: low to high"],
  ["name", "Name"],
];

/**
 * The wallet's side of the page, drawn by the route (a feature never imports another): the connect
 * panel and, under the wallet stack, MiningChainBridge. `wanted`: the page needs the stack now (the
 * player's intent on the list, a start to follow); `onWant`: the panel's own intent;
 * `onChain`: the bridge's reports.
 */
export type MiningWallet = ComponentType<{ wanted: boolean; onWant: () => void; onChain: (chain: MiningChain) => void }>;

/**
 * The mining home of a signed-in player (public-pages-mining.md §2, §4, §5): Currently Mining
 * while participating; otherwise the player's NFTs and tokens with search, sort and selection
 * (x/9), the mode, a confirm step and the on-chain start. `player` is the signed-in player's
 * username. The list shows and works without the wallet stack (wagmi, viem); the stack loads when
 * the player points at, focuses or touches the list or the wallet panel, at once for a start sent
 * before a reload, and after the first paint for a wallet connected before. A Confirm pressed
 * before it is there is carried out once it is.
 */
export function MiningHome({ Wallet, player }: { Wallet: MiningWallet; player: string }) {
  const participation = useSuspenseQuery(participationQuery());
  const items = useSuspenseQuery(miningItemsQuery());
  // a start kept for a reload is done once the player is mining
  useEffect(() => {
    if (participation.data) pendingStart.clear();
  }, [participation.data]);
  if (participation.data) return <CurrentlyMining participation={participation.data} />;
  if (items.data.length === 0)
    return (
      <section className="panel mining-empty">
        <h2 className="panel__title">It looks like you haven't got any NFTs to start Mining with</h2>
        <p>
          Only NFTs in a wallet bound to your account can mine.{" "}
          <Link to="/account" hash="wallets">
            Bind a wallet
          </Link>{" "}
          on your account, then get an NFT of an active collection on an NFT marketplace: every NFT of an active collection mines, and tokens mine too.
        </p>
        <Link to="/mine/active-collection" className="btn btn--primary">
          View Hero
        </Link>
      </section>
    );
  return <MiningSelection items={items.data} Wallet={Wallet} player={player} />;
}

function MiningSelection({ items, Wallet, player }: { items: MiningItem[]; Wallet: MiningWallet; player: string }) {
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<MiningSort>("hashrate_high");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [picked, setMode] = useState<MiningMode>("no_fee");
  const [confirming, setConfirming] = useState(false);
  const offChain = useStartOffChain();
  const [chain, setChain] = useState<MiningChain | null>(null);
  // a start this browser sent before a reload is followed at once
  const [wanted, setWanted] = useState(() => pendingStart.read(player) !== null);
  const want = () => startTransition(() => setWanted(true));
  // a Confirm pressed before the wallet stack was there, carried out once it is
  const waiting = useRef<((chain: MiningChain) => Promise<unknown>) | null>(null);
  const [isWaiting, setIsWaiting] = useState(false);
  const receive = useCallback((next: MiningChain) => {
    setChain(next);
    const run = waiting.current;
    if (!run) return;
    waiting.current = null;
    setIsWaiting(false);
    void run(next);
  }, []);
  const phase: MinePhase = chain?.phase ?? { step: "idle" };
  const feeWei = chain?.feeWei ?? DEFAULT_FEE_WEI;
  const unrecorded = chain?.unrecorded ?? null;
  const mode = unrecorded?.mode ?? picked;
  const onChain = (run: (chain: MiningChain) => Promise<unknown>) => {
    if (chain) return void run(chain);
    waiting.current = run;
    setIsWaiting(true);
    want();
  };
  const shown = visibleItems(items, query, sort);
  const chosen = items.filter((i) => selected.has(i.id));
  const { total, boosted } = hashrates(chosen, mode);
  // NFTs start on chain; tokens alone start off chain, without a transaction
  const tokensOnly = chosen.length > 0 && chosen.every((i) => i.type === "Token");
  const busy = phase.step !== "idle" || offChain.isPending || isWaiting;

  const pick = (id: string) => {
    const next = toggle(selected, id);
    if (next) setSelected(next);
    else toast.error("You can only select 9 NFTs at a time");
  };
  const start = () => {
    const error = selectionError(chosen);
    if (error) return void toast.error(error);
    setConfirming(true);
  };

  return (
    <>
      <Wallet wanted={wanted} onWant={want} onChain={receive} />
      {unrecorded && <UnfinishedStart start={unrecorded} />}
      <section className="mining" aria-labelledby="mining-list-title" onPointerEnter={want} onFocus={want} onTouchStart={want}>
        <h2 id="mining-list-title" className="visually-hidden">
          Your NFTs and tokens
        </h2>
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
                {item.image && <img src={item.image} alt="" width={72} height={72} loading="lazy" />}
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
        <fieldset className="mining__modes" disabled={!!unrecorded}>
          <legend>Mode</legend>
          <label>
            <input type="radio" name="mining-mode" checked={mode === "no_fee"} onChange={() => setMode("no_fee")} /> 1.5x hashrate without fee
          </label>
          <label>
            <input type="radio" name="mining-mode" checked={mode === "fee"} onChange={() => setMode("fee")} /> x2 hashrate with fee ({formatEther(feeWei)} PC)
          </label>
        </fieldset>
        <button type="button" className="btn btn--primary" onClick={start} disabled={busy} data-track="mine_start">
          {unrecorded ? "FINISH START" : "START MINING"}
        </button>
      </section>
      {isWaiting && <Spinner label="Loading your wallet" />}
      {phase.step === "confirming" && <CountdownLoader hash={phase.hash} confirmations={chain?.confirmations ?? 0} resumed={phase.resumed} />}
      {phase.step === "replaced" && <CountdownLoader hash={phase.hash} confirmations={chain?.confirmations ?? 0} replaces={phase.replaces} />}
      {phase.step === "registering" && <Spinner label="Starting your mining" />}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Confirm mining">
        <InfoList
          rows={[
            ["NFTs and tokens", chosen.map((i) => i.name).join(", ")],
            ["Total hashrate", total],
            ["Boosted hashrate", boosted],
            ["Mode", tokensOnly ? "Tokens, off chain" : mode === "fee" ? "x2 hashrate with fee" : "1.5x hashrate without fee"],
            ["Fee", tokensOnly || mode === "no_fee" ? "Free" : unrecorded ? "Paid in your transaction" : `${formatEther(feeWei)} PC`],
          ]}
        />
        <ConfirmNotes onChain={!tokensOnly} paid={!!unrecorded} />
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => {
            setConfirming(false);
            const done = (ok: boolean) => ok && setSelected(new Set());
            if (tokensOnly) offChain.mutate({ body: { nfts: [], tokens: chosen.map((i) => i.id) } }, { onSuccess: () => done(true) });
            else if (unrecorded) onChain((c) => c.finish(chosen, unrecorded).then(done));
            else onChain((c) => c.mine(chosen, mode).then(done));
          }}
        >
          Confirm
        </button>
      </Modal>
    </>
  );
}

/** What Confirm leads to (public-pages-mining.md §4): the 24 hours, and what the wallet asks next. */
function ConfirmNotes({ onChain, paid }: { onChain: boolean; paid: boolean }) {
  if (!onChain) return <p className="muted">Tokens start off chain: no transaction and no fee.</p>;
  return (
    <ul className="mining-confirm__notes">
      <li>Once mining starts, the NFTs you picked are locked in mining for 24 hours, and this wallet can start again after 24 hours.</li>
      <li>
        {paid
          ? "Your transaction is already on the chain: your wallet will not be asked again."
          : "Next, your wallet asks you to sign the transaction; then the chain confirms it in 2 new blocks."}
      </li>
    </ul>
  );
}

/** A mine transaction on the chain with no start yet (sent from another device, or a page closed too soon). */
function UnfinishedStart({ start }: { start: UnrecordedStart }) {
  return (
    <section className="panel mining-unfinished" aria-labelledby="mining-unfinished-title">
      <h2 id="mining-unfinished-title" className="panel__title">
        Finish your mining start
      </h2>
      <p>
        Your wallet sent a mining transaction ({start.mode === "fee" ? "x2 hashrate with fee" : "1.5x hashrate without fee"}) that has not started mining yet:
        it was sent from another device, or from a page closed before it finished. Select your NFTs and press FINISH START. It is already paid, so your wallet
        will not be asked again.
      </p>
      <a href={explorerTxUrl(start.hash)} target="_blank" rel="noreferrer">
        View the transaction on the explorer
      </a>
    </section>
  );
}
