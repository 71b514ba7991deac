import { useState } from "react";
import { shortAddress } from "@/lib/format";
import { chooseDevWallet, currentDevWallet, devWalletChoices, newDevWallet } from "@/lib/wallet/dev-wallet";

const NEW = "new";

/**
 * The local stack's dev wallet: which of its wallets the next Connect uses (each player needs one
 * no one else has bound). A new wallet is made and funded at once, for a player made a minute ago.
 * Only in builds with the dev wallet (compiled out of a release with it).
 */
export function DevWalletPicker({ disabled }: { disabled: boolean }) {
  const [current, setCurrent] = useState(currentDevWallet);
  return (
    <select
      className="wallet-list__pick"
      aria-label="Dev wallet account"
      value={current}
      disabled={disabled}
      onChange={(e) => {
        if (e.target.value === NEW) return setCurrent(newDevWallet());
        chooseDevWallet(e.target.value);
        setCurrent(currentDevWallet());
      }}
    >
      {devWalletChoices().map((c) => (
        <option key={c.address} value={c.address}>
          {c.label}: {shortAddress(c.address)}
        </option>
      ))}
      <option value={NEW}>A new wallet</option>
    </select>
  );
}
