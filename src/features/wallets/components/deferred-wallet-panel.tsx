import { createContext, startTransition, Suspense, useContext, useState, type ReactNode } from "react";
import { useAfterFirstPaint } from "@/lib/use-after-first-paint";
import { offeredBrands } from "../lib/brands";
import { WalletIcon } from "./wallet-icon";
import "@/features/wallets/wallets.css";

/** wagmi remembers the last connector here; a player who connected before gets the real panel at once. */
const RECENT_CONNECTOR_KEY = "wagmi.recentConnectorId";

function rememberedConnection(): boolean {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(RECENT_CONNECTOR_KEY) !== null;
  } catch {
    return false;
  }
}

/** The wallet a player picked in the preview, for the real panel to connect as soon as it is loaded. */
const PickedWallet = createContext<string | null>(null);
export const usePickedWallet = () => useContext(PickedWallet);

/**
 * The wallet panel without the wallet stack: its title and the wallets. It is what the first paint
 * (and a prerendered snapshot) shows. Pointing at it, focusing it or touching it loads the real
 * panel (wagmi, viem); a Connect clicked before that is remembered and carried out once it is there.
 */
function WalletPanelPreview({ title, onIntent, onPick }: { title: string; onIntent: () => void; onPick: (brand: string) => void }) {
  return (
    <section className="wallet-panel" aria-label="Wallet" onPointerEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
      <h2 className="wallet-panel__title">{title}</h2>
      <ul className="wallet-list">
        {offeredBrands().map((brand) => (
          <li key={brand.id} className="wallet-list__item">
            <span className="wallet-list__name">
              <WalletIcon brand={brand} />
              {brand.name}
            </span>
            <button type="button" className="btn btn--primary btn--small" aria-label={`Connect ${brand.name}`} onClick={() => onPick(brand.id)}>
              Connect
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The wallet panel of a page. The wallet stack loads on intent (or after the first paint when
 * the player connected a wallet before), so a visitor who signs in by email never pays for it.
 * A page whose other parts need the stack too says so with `wanted` (their own intent), and
 * hears of the panel's with `onWant`.
 */
export function DeferredWalletPanel({
  title,
  children,
  wanted: wantedElsewhere = false,
  onWant,
}: {
  title: string;
  children: ReactNode;
  wanted?: boolean;
  onWant?: () => void;
}) {
  const painted = useAfterFirstPaint();
  const [wanted, setWanted] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const ready = wanted || wantedElsewhere || (painted && rememberedConnection());
  // a transition: the preview stays on screen, and clickable, while the wallet stack loads
  const want = () => {
    startTransition(() => setWanted(true));
    onWant?.();
  };
  const preview = (
    <WalletPanelPreview
      title={title}
      onIntent={want}
      onPick={(brand) => {
        setPicked(brand);
        want();
      }}
    />
  );
  return (
    <PickedWallet.Provider value={picked}>
      <Suspense fallback={preview}>{ready ? children : preview}</Suspense>
    </PickedWallet.Provider>
  );
}
