import { lazy, Suspense, useState } from "react";
import { Link } from "@tanstack/react-router";
import { usePointLeaderboard, useReferralLeaderboard, useInfluencers, useSpin, useWheel } from "../api/campaign";
import { SuccessIndicator } from "./badge-state";

/** The TGE panel (a form) loads with a player's panels, not with the badges. */
const TgePanel = lazy(() => import("./tge-panel").then((m) => ({ default: m.TgePanel })));

/** The panels under the badges: leaderboards, the wheel and the TGE for a player; the creators for all. */
export function CampaignPanels({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="airdrop__panels">
      {signedIn ? (
        <>
          <Leaderboards />
          <SpinWheel />
          <Suspense fallback={null}>
            <TgePanel />
          </Suspense>
        </>
      ) : (
        <section className="airdrop__panel" aria-labelledby="airdrop-join">
          <h2 id="airdrop-join">Leaderboards, the wheel and the TGE</h2>
          <p className="muted">
            <Link to="/sign-in" search={{ redirectUrl: "/airdrop" }}>
              Sign in
            </Link>{" "}
            to see your rank, spin the wheel and choose how you receive your $PEN.
          </p>
        </section>
      )}
      <Influencers />
    </div>
  );
}

const BOARDS = {
  points: { label: "Points", unit: "points" },
  referrals: { label: "Referrals", unit: "friends" },
} as const;

/** The top 10 by points or by referred friends, and the player's own rank (designed: the spec shows no screen). */
function Leaderboards() {
  const [board, setBoard] = useState<keyof typeof BOARDS>("points");
  const points = usePointLeaderboard(board === "points");
  const referrals = useReferralLeaderboard(board === "referrals");
  const query = board === "points" ? points : referrals;
  const { unit } = BOARDS[board];
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
      {query.isError && <p role="alert">Could not load the leaderboard.</p>}
      {query.data && (
        <>
          <p className="leaderboard__me">
            Your rank: <strong>#{query.data.me.rank}</strong> with {query.data.me.value} {unit}
          </p>
          {query.data.result.length === 0 ? (
            <p className="muted">Nobody is on this board yet: be the first.</p>
          ) : (
            <table className="leaderboard">
              <caption className="visually-hidden">Top players by {unit}</caption>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Player</th>
                  <th scope="col">{BOARDS[board].label}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.result.map((row) => (
                  <tr key={row.username} aria-current={row.username === query.data.me.username ? "true" : undefined}>
                    <td>#{row.rank}</td>
                    <td>{row.username}</td>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

/** Spin-a-wheel: one spin per claimed badge; the server draws the prize, the wheel turns to it. */
function SpinWheel() {
  const wheel = useWheel(true);
  const spin = useSpin();
  const [turn, setTurn] = useState(0);
  const [wonAt, setWonAt] = useState(0);
  const prizes = wheel.data?.prizes ?? [];
  const step = 360 / Math.max(1, prizes.length);
  const onSpin = async () => {
    const before = wheel.data?.spins_left ?? 0;
    const state = await spin.mutateAsync({}).catch(() => null);
    if (!state || state.last_prize === null || state.spins_left >= before) return;
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
      {wheel.data && (
        <p>
          Spins left: <strong>{wheel.data.spins_left}</strong>
          {wheel.data.last_prize !== null && <> · Last prize: {wheel.data.last_prize} points</>}
        </p>
      )}
      <button type="button" className="btn btn--primary" disabled={!wheel.data?.spins_left || spin.isPending} onClick={() => void onSpin()}>
        SPIN
      </button>
      <p className="muted">Each claimed badge gives one spin.</p>
      <SuccessIndicator at={wonAt} message={`You won ${wheel.data?.last_prize ?? 0} points!`} />
    </section>
  );
}

/** The creators' widgets (InflunacerWidget/list): cards linking to their channels. */
function Influencers() {
  // a creator's link leaves the site: only https addresses, never a script URL from the server
  const creators = (useInfluencers().data ?? []).filter((c) => /^https:\/\//.test(c.link) && /^(\/|https:\/\/)/.test(c.image));
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
