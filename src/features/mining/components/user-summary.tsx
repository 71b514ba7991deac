import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "@/components/pager";
import { Spinner } from "@/components/spinner";
import { userRewardsQuery, userWinsQuery } from "../api/mining";
import { BlocksTable } from "./mining-history";
import { TokenAmount } from "./token-amount";
import "@/features/mining/mining.css";

/** /mine/user-summary (public-pages-mining.md §2, §3): the player's rewards, and SHOW WINS with the blocks they won. */
export function UserSummaryPage() {
  const { data: rewards } = useSuspenseQuery(userRewardsQuery());
  const [showWins, setShowWins] = useState(false);
  const [page, setPage] = useState(1);
  // the wins load when the player asks for them (SHOW WINS)
  const wins = useQuery({ ...userWinsQuery(page), enabled: showWins });
  return (
    <>
      <h2 className="mine__subtitle">Your rewards</h2>
      {rewards.length === 0 ? (
        <p className="muted">No rewards yet. Start mining: a block is won about every 20 minutes.</p>
      ) : (
        <ul className="rewards">
          {rewards.map((r) => (
            <li key={r.symbol} className="rewards__item">
              <strong className="rewards__total">
                <TokenAmount symbol={r.symbol} amount={r.total_amount} />
              </strong>
              <span className="muted">{r.description}</span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn--ghost" aria-expanded={showWins} aria-controls="wins" onClick={() => setShowWins((s) => !s)}>
        {showWins ? "HIDE WINS" : "SHOW WINS"}
      </button>
      <div id="wins" hidden={!showWins}>
        {showWins &&
          (wins.isPending ? (
            <Spinner label="Loading wins" />
          ) : wins.isError ? (
            <p role="alert">Your wins could not be loaded. Please try again.</p>
          ) : wins.data.items.length === 0 ? (
            <p className="muted">You have not won a block yet.</p>
          ) : (
            <>
              <BlocksTable caption="Blocks you won" items={wins.data.items} />
              <Pager page={page} total={wins.data.total_page} onPage={setPage} label="Win pages" />
            </>
          ))}
      </div>
    </>
  );
}
