import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "@/components/field";
import { Modal } from "@/components/modal";
import { Pager } from "@/components/pager";
import { Spinner } from "@/components/spinner";
import { SEARCH_DEBOUNCE_MS } from "@/config/constants";
import { formatUtc } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { blockWinnersQuery, miningHistoryQuery, type HistoryItem } from "../api/mining";
import { TokenAmounts } from "./token-amount";

const BLOCK_SEARCH = /^\d{0,12}$/;

/** A table of blocks: number (or a button opening it), winner, rewards, total hashrate, time (UTC). */
export function BlocksTable({ caption, items, onOpen }: { caption: string; items: HistoryItem[]; onOpen?: (block: number) => void }) {
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Block</th>
            <th scope="col">Winner</th>
            <th scope="col">Rewards</th>
            <th scope="col">Total hashrate</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {items.map((b) => (
            <tr key={b.block_no}>
              <th scope="row">
                {onOpen ? (
                  <button type="button" className="link-button" onClick={() => onOpen(b.block_no)} aria-label={`Block ${b.block_no}: winners`}>
                    {b.block_no}
                  </button>
                ) : (
                  b.block_no
                )}
              </th>
              <td>{b.winner}</td>
              <td>
                <TokenAmounts rewards={b.rewards} />
              </td>
              <td>{b.total_hashrate.toLocaleString("en-US")}</td>
              <td>{formatUtc(b.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /mine/history (public-pages-mining.md §2, §3): the settled blocks, searched by number (debounced, K32) and paged. */
export function MiningHistoryPage() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const valid = BLOCK_SEARCH.test(search.trim());
  const block = useDebouncedValue(valid ? search.trim() : "", SEARCH_DEBOUNCE_MS);
  const history = useQuery(miningHistoryQuery(page, block));
  return (
    <>
      <div className="mining__tools">
        <Field
          label="Search by block number"
          inputMode="numeric"
          value={search}
          onValueChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          errors={valid ? [] : ["Enter a block number: digits only"]}
        />
      </div>
      {history.isPending ? (
        <Spinner label="Loading block history" />
      ) : history.isError ? (
        <p role="alert">The block history could not be loaded. Please try again.</p>
      ) : history.data.items.length === 0 ? (
        <p className="muted">{block ? `No block number starts with ${block}.` : "No block has been mined yet."}</p>
      ) : (
        <>
          <BlocksTable caption="Block history" items={history.data.items} onOpen={setOpened} />
          <Pager page={page} total={history.data.total_page} onPage={setPage} label="Block history pages" />
        </>
      )}
      <Modal open={opened !== null} onClose={() => setOpened(null)} title={`Block ${opened ?? ""} winners`}>
        {opened !== null && <BlockWinners block={opened} />}
      </Modal>
    </>
  );
}

/** The players who received something in a block, the winner first, paged. */
function BlockWinners({ block }: { block: number }) {
  const [page, setPage] = useState(1);
  const winners = useQuery(blockWinnersQuery(block, page));
  if (winners.isPending) return <Spinner label="Loading winners" />;
  if (winners.isError) return <p role="alert">The winners could not be loaded. Please try again.</p>;
  return (
    <>
      <table className="data-table">
        <caption className="sr-only">Winners of block {block}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Hashrate</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {winners.data.items.map((w) => (
            <tr key={w.username}>
              <th scope="row">{w.username}</th>
              <td>{w.hashrate.toLocaleString("en-US")}</td>
              <td>
                <TokenAmounts rewards={w.rewards} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} total={winners.data.total_page} onPage={setPage} label="Winner pages" />
    </>
  );
}
