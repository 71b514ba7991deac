/** public-pages-mining.md §9: the tokens whose icons the site knows (public/tokens/{symbol}.svg); others show their symbol only. */
import "@/features/mining/mining.css";
const TOKEN_ICONS = new Set(["POL", "MATIC", "PEN", "USDT", "PC", "ZOR"]);

/** An amount with its token's icon: "60 PEN". */
export function TokenAmount({ symbol, amount }: { symbol: string; amount: number }) {
  const upper = symbol.toUpperCase();
  return (
    <span className="token-amount">
      {TOKEN_ICONS.has(upper) && <img src={`/tokens/${upper.toLowerCase()}.svg`} alt="" width={20} height={20} />}
      <span>
        {amount.toLocaleString("en-US", { maximumFractionDigits: 8 })} {symbol}
      </span>
    </span>
  );
}

export function TokenAmounts({ rewards }: { rewards: { symbol: string; amount: number }[] }) {
  return (
    <span className="token-amounts">
      {rewards.map((r) => (
        <TokenAmount key={r.symbol} {...r} />
      ))}
    </span>
  );
}
