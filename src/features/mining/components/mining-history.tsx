import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type Column } from "@/components/data-table";
import { Field } from "@/components/field";
import { Modal } from "@/components/modal";
import { Pager } from "@/components/pager";
import { Spinner } from "@/components/spinner";
import { SEARCH_DEBOUNCE_MS } from "@/config/constants";
import { formatUtc } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { blockWinnersQuery, miningHistoryQuery, type BlockWinner, type HistoryItem } from "../api/mining";
import { TokenAmounts } from "./token-amount";
import "@/components/form.css";
import "@/features/mining/mining.css";

const BLOCK_SEARCH = /^\d{0,12}$/;

/** A table of blocks: number (or a button opening it), winner, rewards, total hashrate, time (UTC). */
export function BlocksTable({ caption, items, onOpen }: { caption: string; items: HistoryItem[]; onOpen?: (block: number) => void }) {
  const columns: Column<HistoryItem>[] = [
    {
      header: "Block",
      rowHeader: true,
      cell: (b) =>
        onOpen ? (
          <button type="button" className="link-button" onClick={() => onOpen(b.block_no)} aria-label={`Block ${b.block_no}: winners`}>
            {b.block_no}
          </button>
        ) : (
          b.block_no
        ),
    },
    { header: "Winner", cell: (b) => b.winner },
    { header: "Rewards", cell: (b) => <TokenAmounts rewards={b.rewards} /> },
    { header: "Total hashrate", cell: (b) => b.total_hashrate.toLocaleString("en-US") },
    { header: "Time", cell: (b) => formatUtc(b.created_at) },
  ];
  return <DataTable caption={caption} columns={columns} rows={items} rowKey={(b) => b.block_no} />;
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

const WINNER_COLUMNS: Column<BlockWinner>[] = [
  { header: "Player", rowHeader: true, cell: (w) => w.username },
  { header: "Hashrate", cell: (w) => w.hashrate.toLocaleString("en-US") },
  { header: "Received", cell: (w) => <TokenAmounts rewards={w.rewards} /> },
];

/** The players who received something in a block, the winner first, paged. */
function BlockWinners({ block }: { block: number }) {
  const [page, setPage] = useState(1);
  const winners = useQuery(blockWinnersQuery(block, page));
  if (winners.isPending) return <Spinner label="Loading winners" />;
  if (winners.isError) return <p role="alert">The winners could not be loaded. Please try again.</p>;
  return (
    <>
      <DataTable caption={`Winners of block ${block}`} columns={WINNER_COLUMNS} rows={winners.data.items} rowKey={(w) => w.username} />
      <Pager page={page} total={winners.data.total_page} onPage={setPage} label="Winner pages" />
    </>
  );
}
