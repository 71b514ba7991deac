import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useAccount, useConfig } from "wagmi";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { formatEther } from "viem";
import { InfoList } from "@/components/info-list";
import { Modal } from "@/components/modal";
import { Spinner } from "@/components/spinner";
import { MINING_MAX_SELECTED, SEARCH_DEBOUNCE_MS } from "@/config/constants";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { explorerTxUrl } from "@/config/env";
import { miningItemsQuery, participationQuery, useStartOffChain, type MiningItem, type MiningMode } from "../api/mining";
import { unrecordedStartQuery, type UnrecordedStart } from "../api/mining-contract";
import { pendingStart } from "../lib/pending-start";
import { useMineFlow } from "../hooks/use-mine-flow";
import { autoSelect, autoSelectActive, hashrates, selectionError, toggle, visibleItems, type MiningSort } from "../lib/selection";
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
 * The mining home of a signed-in player (public-pages-mining.md §2, §4, §5): Currently Mining
 * while participating; otherwise the player's NFTs and tokens with search, sort and selection
 * (x/9), the mode, a confirm step and the on-chain start. `wallet` is the connect panel, `player`
 * the signed-in player's username.
 */
export function MiningHome({ wallet, player }: { wallet: ReactNode; player: string }) {
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
  return <MiningSelection items={items.data} wallet={wallet} player={player} />;
}

function MiningSelection({ items, wallet, player }: { items: MiningItem[]; wallet: ReactNode; player: string }) {
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<MiningSort>("hashrate_high");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [picked, setMode] = useState<MiningMode>("no_fee");
  const [confirming, setConfirming] = useState(false);
  const flow = useMineFlow(player);
  const offChain = useStartOffChain();
  // a start this browser sent before a reload is followed and registered, once
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const kept = pendingStart.read(player);
    if (kept) void flow.resume(kept);
  }, [flow, player]);
  // a start paid from another device (or a tab closed too soon) that has no start yet
  const { address } = useAccount();
  const found = useQuery(unrecordedStartQuery(useConfig(), flow.phase.step === "idle" ? address : undefined)).data;
  const unrecorded = typeof found === "object" ? found : null;
  const mode = unrecorded?.mode ?? picked;
  const shown = visibleItems(items, query, sort);
  const chosen = items.filter((i) => selected.has(i.id));
  const { total, boosted } = hashrates(chosen, mode);
  // NFTs start on chain; tokens alone start off chain, without a transaction
  const tokensOnly = chosen.length > 0 && chosen.every((i) => i.type === "Token");
  const busy = flow.phase.step !== "idle" || offChain.isPending;

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
      {wallet}
      {unrecorded && <UnfinishedStart start={unrecorded} />}
      <section className="mining" aria-labelledby="mining-list-title">
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
            <input type="radio" name="mining-mode" checked={mode === "fee"} onChange={() => setMode("fee")} /> x2 hashrate with fee ({formatEther(flow.feeWei)}{" "}
            PC)
          </label>
        </fieldset>
        <button type="button" className="btn btn--primary" onClick={start} disabled={busy} data-track="mine_start">
          {unrecorded ? "FINISH START" : "START MINING"}
        </button>
      </section>
      {flow.phase.step === "confirming" && <CountdownLoader hash={flow.phase.hash} confirmations={flow.confirmations} resumed={flow.phase.resumed} />}
      {flow.phase.step === "replaced" && <CountdownLoader hash={flow.phase.hash} confirmations={flow.confirmations} replaces={flow.phase.replaces} />}
      {flow.phase.step === "registering" && <Spinner label="Starting your mining" />}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Confirm mining">
        <InfoList
          rows={[
            ["NFTs and tokens", chosen.map((i) => i.name).join(", ")],
            ["Total hashrate", total],
            ["Boosted hashrate", boosted],
            ["Mode", tokensOnly ? "Tokens, off chain" : mode === "fee" ? "x2 hashrate with fee" : "1.5x hashrate without fee"],
            ["Fee", tokensOnly || mode === "no_fee" ? "Free" : unrecorded ? "Paid in your transaction" : `${formatEther(flow.feeWei)} PC`],
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
            else if (unrecorded) void flow.finish(chosen, unrecorded).then(done);
            else void flow.mine(chosen, mode).then(done);
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
