import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { DataTable } from "@/components/data-table";
import { Spinner } from "@/components/spinner";
import { useLostWrites } from "@/components/lost-answer";
import { influencersQuery, pointLeaderboardQuery, referralLeaderboardQuery, useSpin, wheelQuery } from "../api/campaign";
import { SuccessIndicator } from "./badge-state";
import "@/components/tabs.css";
import "@/features/airdrop/airdrop.css";

/** The TGE panel (a form) loads with a player's panels, not with the badges. */
const TgePanel = lazy(() => import("./tge-panel").then((m) => ({ default: m.TgePanel })));

/** The panels under the badges: leaderboards, the wheel and the TGE for a player; the creators for all. */
export function CampaignPanels({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="airdrop__panels">
      {signedIn ? (
        <>
          <Leaderboards />
          <Panel title="Spin the wheel" id="airdrop-wheel">
            <SpinWheel />
          </Panel>
          <Panel title="TGE" id="airdrop-tge">
            <TgePanel />
          </Panel>
        </>
      ) : (
        <section className="airdrop__panel" aria-labelledby="airdrop-join" data-visitor-view="">
          <h2 id="airdrop-join">Leaderboards, the wheel and the TGE</h2>
          <p className="muted">
            <Link to="/sign-in" search={{ redirectUrl: "/airdrop" }}>
              Sign in
            </Link>{" "}
            to see your rank, spin the wheel and choose how you receive your $PEN.
          </p>
        </section>
      )}
      <Suspense fallback={null}>
        <Influencers />
      </Suspense>
    </div>
  );
}

const BOARDS = {
  points: { label: "Points", unit: "points" },
  referrals: { label: "Referrals", unit: "friends" },
} as const;

/**
 * A player's panel: its data was started by the route's loader and streams in; until it is there,
 * the panel keeps its place with its title and a placeholder (no layout shift).
 */
function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <section className="airdrop__panel" aria-labelledby={id} aria-busy="true">
          <h2 id={id}>{title}</h2>
          <p className="muted">Loading…</p>
        </section>
      }
    >
      {children}
    </Suspense>
  );
}

/** The top 10 by points or by referred friends, and the player's own rank (designed: the spec shows no screen). */
function Leaderboards() {
  const [board, setBoard] = useState<keyof typeof BOARDS>("points");
  return (
    <section className="airdrop__panel" aria-labelledby="airdrop-leaderboard">
      <h2 id="airdrop-leaderboard">Leaderboard</h2>
      <div className="tabs" role="group" aria-label="Leaderboard">
        {(Object.keys(BOARDS) as (keyof typeof BOARDS)[]).map((b) => (
          <button key={b} type="button" className="btn btn--small" aria-pressed={b === board} onClick={() => setBoard(b)}>
            {BOARDS[b].label}
          </button>
        ))}
      </div>
      <Suspense fallback={<p className="muted">Loading the leaderboard…</p>}>{board === "points" ? <PointsBoard /> : <ReferralsBoard />}</Suspense>
    </section>
  );
}
const PointsBoard = () => <Board board="points" data={useSuspenseQuery(pointLeaderboardQuery()).data} />;
const ReferralsBoard = () => <Board board="referrals" data={useSuspenseQuery(referralLeaderboardQuery()).data} />;

interface BoardData {
  me: { rank: number; value: number; username: string };
  result: { rank: number; username: string; value: number }[];
}

function Board({ board, data }: { board: keyof typeof BOARDS; data: BoardData }) {
  const { unit, label } = BOARDS[board];
  return (
    <>
      <p className="leaderboard__me">
        Your rank: <strong>#{data.me.rank}</strong> with {data.me.value} {unit}
      </p>
      {data.result.length === 0 ? (
        <p className="muted">Nobody is on this board yet: be the first.</p>
      ) : (
        <DataTable
          caption={`Top players by ${unit}`}
          variant="compact"
          columns={[
            { header: "Rank", cell: (row) => `#${row.rank}` },
            { header: "Player", cell: (row) => row.username },
            { header: label, cell: (row) => row.value },
          ]}
          rows={data.result}
          rowKey={(row) => row.username}
          isCurrent={(row) => row.username === data.me.username}
        />
      )}
    </>
  );
}

/** Spin-a-wheel: one spin per claimed badge; the server draws the prize, the wheel turns to it. */
function SpinWheel() {
  const { data: wheel } = useSuspenseQuery(wheelQuery());
  const spin = useSpin();
  const lostSpin = useLostWrites(spin);
  const [turn, setTurn] = useState(0);
  const [wonAt, setWonAt] = useState(0);
  const prizes = wheel.prizes;
  const step = 360 / Math.max(1, prizes.length);
  // a spin left, or the last one's lost answer to hear, and none being sent
  const canSpin = (!!wheel.spins_left || lostSpin()) && !spin.isPending;
  const onSpin = async () => {
    // an answer is always a spin's: this tap's, or the one whose answer was lost (its key sent again)
    const state = await spin.mutateAsync({}).catch(() => null);
    if (!state || state.last_prize === null) return;
    const index = state.prizes.indexOf(state.last_prize);
    // five full turns, then the won segment's middle under the pointer at the top
    setTurn((t) => t - (t % 360) + 5 * 360 + (360 - (index * step + step / 2)));
    setWonAt(Date.now());
  };
  return (
    <section className="airdrop__panel" aria-labelledby="airdrop-wheel">
      <h2 id="airdrop-wheel">Spin the wheel</h2>
      <div className="wheel" aria-hidden="true">
        <span className="wheel__pointer">▼</span>
        <svg viewBox="-100 -100 200 200" className="wheel__disc" style={{ transform: `rotate(${turn}deg)` }}>
          {prizes.map((prize, i) => {
            const a0 = ((i * step - 90) * Math.PI) / 180;
            const a1 = (((i + 1) * step - 90) * Math.PI) / 180;
            const mid = (((i + 0.5) * step - 90) * Math.PI) / 180;
            return (
              <g key={i}>
                <path
                  d={`M0 0 L${95 * Math.cos(a0)} ${95 * Math.sin(a0)} A95 95 0 0 1 ${95 * Math.cos(a1)} ${95 * Math.sin(a1)} Z`}
                  className={`wheel__seg wheel__seg--${i % 2}`}
                />
                <text
                  x={62 * Math.cos(mid)}
                  y={62 * Math.sin(mid)}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${(i + 0.5) * step} ${62 * Math.cos(mid)} ${62 * Math.sin(mid)})`}
                >
                  {prize}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <p>
        Spins left: <strong>{wheel.spins_left}</strong>
        {wheel.last_prize !== null && <> · Last prize: {wheel.last_prize} points</>}
      </p>
      {/* a spin whose answer was lost is still the player's to hear about, even with none left since */}
      {/* never disabled: a disabled button loses focus, and the last spin's answer would leave it on the page's body */}
      <button type="button" className="btn btn--primary" aria-disabled={!canSpin || undefined} onClick={() => canSpin && void onSpin()}>
        {spin.isPending ? <Spinner label="Spinning" shown /> : "SPIN"}
      </button>
      <p className="muted">Each claimed badge gives one spin.</p>
      <SuccessIndicator at={wonAt} message={`You won ${wheel.last_prize ?? 0} points!`} />
    </section>
  );
}

/** The creators' widgets (InflunacerWidget/list): cards linking to their channels. */
function Influencers() {
  // a creator's link leaves the site: only https addresses, never a script URL from the server
  const creators = useSuspenseQuery(influencersQuery()).data.filter((c) => /^https:\/\//.test(c.link) && /^(\/|https:\/\/)/.test(c.image));
  if (!creators.length) return null;
  return (
    <section className="airdrop__panel airdrop__panel--wide" aria-labelledby="airdrop-creators">
      <h2 id="airdrop-creators">From our creators</h2>
      <ul className="creators">
        {creators.map((c) => (
          <li key={c.id}>
            <a href={c.link} target="_blank" rel="noopener noreferrer">
              <img src={c.image} alt="" width={64} height={64} loading="lazy" />
              <span>{c.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
