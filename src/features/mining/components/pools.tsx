import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { InfoList } from "@/components/info-list";
import { Modal } from "@/components/modal";
import { Spinner } from "@/components/spinner";
import { poolsQuery, playerPoolQuery, usePoolMembership, type Pool } from "../api/pools";
import "@/components/modal.css";
import "@/features/mining/mining.css";
import { BusyButton } from "@/components/busy-button";

type Prompt = { action: "join" | "leave"; pool: Pool } | null;

/** Join and leave, each after a confirmation prompt (public-pages-mining.md §4). */
function useMembershipPrompt() {
  const [prompt, setPrompt] = useState<Prompt>(null);
  const { join, leave } = usePoolMembership();
  const pending = join.isPending || leave.isPending;
  const confirm = () => {
    if (!prompt) return;
    const mutation = prompt.action === "join" ? join : leave;
    mutation.mutate({ body: { pool_code: prompt.pool.pool_code } }, { onSettled: () => setPrompt(null) });
  };
  const modal = (
    <Modal open={prompt !== null} onClose={() => !pending && setPrompt(null)} title={prompt?.action === "leave" ? "Leave the pool?" : "Join the pool?"}>
      {prompt && (
        <>
          <p>
            {prompt.action === "join"
              ? `Join ${prompt.pool.pool_name} (${prompt.pool.pool_code})? You can be in one pool at a time.`
              : `Leave ${prompt.pool.pool_name} (${prompt.pool.pool_code})?`}
          </p>
          <div className="modal__actions">
            <BusyButton type="button" className="btn btn--primary" onClick={confirm} busy={pending}>
              {pending ? <Spinner label="Working" /> : prompt.action === "join" ? "Yes, join" : "Yes, leave"}
            </BusyButton>
            <BusyButton type="button" className="btn btn--ghost" onClick={() => setPrompt(null)} busy={pending}>
              Cancel
            </BusyButton>
          </div>
        </>
      )}
    </Modal>
  );
  return { ask: setPrompt, modal };
}

/** A pool's numbers as a definition list. */
export function PoolFacts({ pool }: { pool: Pool }) {
  const facts: [string, string | number][] = [
    ["Code", pool.pool_code],
    ["Owner", pool.owner],
    ["Min hashrate", pool.min_hashrate],
    ["NFTs", `${pool.min_NFTs} to ${pool.max_nfts}`],
    // the contract's unit (pool.yaml: PEN); nothing is charged on joining
    ["Price", pool.pool_price === 0 ? "Free" : `${pool.pool_price.toLocaleString("en-US")} PEN`],
    ["Members", `${pool.member_count} / ${pool.max_members}`],
    ["Status", pool.is_enable ? "Open" : "Disabled"],
  ];
  return <InfoList rows={facts} />;
}

/** /mine/pools (public-pages-mining.md §2 pool screens): the player's pool and every pool. */
export function PoolsPage() {
  const { data: pools } = useSuspenseQuery(poolsQuery());
  const { data: mine } = useSuspenseQuery(playerPoolQuery());
  const { ask, modal } = useMembershipPrompt();
  return (
    <>
      <section className="panel pool-current" aria-label="Your pool">
        <h2 className="mine__subtitle">Your pool</h2>
        {mine ? (
          <>
            <p>
              You are in <strong>{mine.pool_name}</strong> ({mine.pool_code}).
            </p>
            <div className="mine__actions">
              <Link to="/mine/pools/$code" params={{ code: mine.pool_code }} className="btn btn--ghost btn--small">
                Members
              </Link>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => ask({ action: "leave", pool: mine })}>
                Leave
              </button>
            </div>
          </>
        ) : (
          <p className="muted">You are not in a pool. Join one below.</p>
        )}
      </section>
      <ul className="pools">
        {pools.map((p) => {
          const full = p.member_count >= p.max_members;
          return (
            <li key={p.pool_code} className="pool">
              <h3 className="pool__name">{p.pool_name}</h3>
              <PoolFacts pool={p} />
              <div className="mine__actions">
                <Link to="/mine/pools/$code" params={{ code: p.pool_code }} className="btn btn--ghost btn--small" aria-label={`${p.pool_name}: members`}>
                  Members
                </Link>
                {mine?.pool_code === p.pool_code ? null : !p.is_enable ? (
                  // a pool its owner closed is not offered at all: its state, said in words
                  <span className="pool__state">Closed to new members</span>
                ) : full ? (
                  <span className="pool__state">Full</span>
                ) : mine ? (
                  <span className="pool__state">Leave your pool to join this one</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    onClick={() => ask({ action: "join", pool: p })}
                    aria-label={`Join ${p.pool_name}`}
                  >
                    Join
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {modal}
    </>
  );
}
