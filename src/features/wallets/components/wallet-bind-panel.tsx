import { EvmBind } from "./evm-bind";
import { TonBind } from "./ton-bind";
import { TronBind } from "./tron-bind";
import { Web3Provider } from "./web3-provider";
import "@/features/wallets/wallets.css";

interface WalletBindPanelProps {
  mmAddress: string | null;
  tron: string | null;
  ton: string | null;
}

/** The account's wallet panel (lazy-loaded): EVM, Tron and TON, each bound or connectable. */
export default function WalletBindPanel({ mmAddress, tron, ton }: WalletBindPanelProps) {
  return (
    <Web3Provider>
      <section className="wallet-panel" aria-labelledby="wallets-title">
        <h2 id="wallets-title" className="wallet-panel__title">
          Wallets
        </h2>
        <EvmBind bound={mmAddress} />
        <TronBind bound={tron} />
        <TonBind bound={ton} />
      </section>
    </Web3Provider>
  );
}
