import { Link } from "@tanstack/react-router";
import type { Ref } from "react";
import { InfoList } from "@/components/info-list";
import { formatUtc } from "@/lib/format";
import type { Participation } from "../api/mining";
import "@/features/mining/mining.css";

const MODE_LABEL = { no_fee: "1.5x hashrate (no fee)", fee: "x2 hashrate (with fee)", off_chain: "Tokens (off chain)" } as const;

/**
 * The Currently Mining card (public-pages-mining.md §2): what is mining, how, since when, and the
 * next start. `ref`: the card, focusable by script (a start that ends here gives it the focus).
 */
export function CurrentlyMining({ participation, ref }: { participation: Participation; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} tabIndex={-1} className="panel mining-current" aria-labelledby="mining-current-title">
      <h2 id="mining-current-title" className="panel__title">
        Currently Mining
      </h2>
      <InfoList
        rows={[
          ["Mode", MODE_LABEL[participation.mode]],
          ["Hashrate", `${participation.total_hashrate} → ${participation.boosted_hashrate}`],
          ["Since", formatUtc(participation.started_at)],
          ["Next start possible", formatUtc(participation.next_start_at)],
        ]}
      />
      <Link to="/mine/stats" className="btn btn--ghost btn--small">
        Mining stats
      </Link>
      <ul className="mining-current__items" aria-label="Mining now">
        {participation.items.map((i) => (
          <li key={i.id}>
            {i.name} <span className="muted">({i.hashrate})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
