import { useSuspenseQuery } from "@tanstack/react-query";
import { TAB_LINK } from "@/components/tab-link";
import { Link } from "@tanstack/react-router";
import { activeMiningQuery, type ActiveKind } from "../api/mining";
import { MiningPage, MiningPagePending } from "./mining-page";
import { MINING_MAX_SELECTED } from "@/config/constants";
import "@/components/tabs.css";
import "@/features/mining/mining.css";

const TITLES = { collections: "Active collections", tokens: "Active tokens" } as const;
const PICK = `Pick up to ${MINING_MAX_SELECTED} NFTs and tokens of yours on the Mine page.`;
/** What each page lists, in its prerendered frame too. */
const INTROS = {
  collections: `The NFT collections that can mine now. Each NFT brings a hashrate within its collection's range, and a collection with a boost adds its percent on top. ${PICK}`,
  tokens: `The tokens that can mine now, alone or beside your NFTs. Each brings a hashrate within the range shown. ${PICK}`,
} as const;

/** What can mine, before its answer: the page's title and navigation. */
export const ActiveMiningPending = ({ kind }: { kind: keyof typeof TITLES }) => <MiningPagePending title={TITLES[kind]} intro={INTROS[kind]} />;

/** /mine/active-collection and /mine/active-tokens: what can mine now, with hashrate ranges. */
export function ActiveMining({ kind }: { kind: keyof typeof TITLES }) {
  const { data } = useSuspenseQuery(activeMiningQuery());
  const list: ActiveKind[] = data.result[kind];
  return (
    <MiningPage title={TITLES[kind]} intro={INTROS[kind]}>
      <nav className="tabs" aria-label="What can mine">
        <Link to="/mine/active-collection" {...TAB_LINK}>
          Collections
        </Link>
        <Link to="/mine/active-tokens" {...TAB_LINK}>
          Tokens
        </Link>
      </nav>
      <ul className="mining__items">
        {list.map((k) => (
          <li key={k.symbol} className="mining-item">
            <img src={k.image} alt="" width={72} height={72} loading="lazy" />
            <span className="mining-item__name">{k.name}</span>
            <span className="muted">{k.symbol}</span>
            <span>
              Hashrate {k.min_hashrate} – {k.max_hashrate}
            </span>
            {k.boost_percent ? <span className="mining-item__boost">+{k.boost_percent}% boost</span> : null}
          </li>
        ))}
      </ul>
    </MiningPage>
  );
}
