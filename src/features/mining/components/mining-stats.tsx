import { useSuspenseQuery } from "@tanstack/react-query";
import { InfoList } from "@/components/info-list";
import { MINING_SHARE_DECIMALS } from "@/config/constants";
import { formatUtc } from "@/lib/format";
import { miningStatsQuery } from "../api/mining";

/** The player's share of the block's hashrate, as a percent with 4 decimals (public-pages-mining.md §9). */
export const sharePercent = (mine: number, total: number) => `${(total > 0 ? (mine / total) * 100 : 0).toFixed(MINING_SHARE_DECIMALS)}%`;

/** /mine/stats (public-pages-mining.md §2, §3): the current block's statistics, times in UTC. */
export function MiningStats() {
  const { data: s } = useSuspenseQuery(miningStatsQuery());
  const rows: [string, string | number][] = [
    ["Total participants", s.total_participants],
    ["Total hashrate", s.total_hashrate],
    ["Average hashrate", s.average_hashrate],
    ["NFTs submitted", s.total_nft_submitted],
    ["Your mining hashrate", s.current_mining_hashrate],
    ["Your share", sharePercent(s.current_mining_hashrate, s.total_hashrate)],
    ["APR", `${s.apr}%`],
    ["Block start", formatUtc(s.start_datetime)],
    ["Block end", formatUtc(s.end_datetime)],
  ];
  return <InfoList rows={rows} />;
}
