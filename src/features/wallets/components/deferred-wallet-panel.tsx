import { Suspense, type ReactNode } from "react";
import { useAfterFirstPaint } from "@/lib/use-after-first-paint";
import { WALLET_BRANDS } from "../lib/brands";

/**
 * The wallet panel without the wallet stack: its title and the wallets, waiting. It is what the
 * first paint (and a prerendered snapshot) shows; the real panel (wagmi, viem: `children`, a lazy
 * component) replaces it once the page has painted.
 */
function WalletPanelPreview({ title }: { title: string }) {
  return (
    <section className="wallet-panel" aria-label="Wallet" aria-busy="true">
      <h2 className="wallet-panel__title">{title}</h2>
      <ul className="wallet-list">
        {WALLET_BRANDS.map((brand) => (
          <li key={brand.id} className="wallet-list__item">
            <span>{brand.name}</span>
            <button type="button" className="btn btn--primary btn--small" disabled aria-label={`Connect ${brand.name}`} title="Loading wallets…">
              Connect
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The wallet panel of a page, loaded after the first paint: the preview until then. */
export function DeferredWalletPanel({ title, children }: { title: string; children: ReactNode }) {
  const ready = useAfterFirstPaint();
  const preview = <WalletPanelPreview title={title} />;
  return ready ? <Suspense fallback={preview}>{children}</Suspense> : preview;
}
