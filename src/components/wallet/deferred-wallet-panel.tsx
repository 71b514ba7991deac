import { createContext, startTransition, Suspense, useCallback, useContext, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { PartBoundary, PartFailure } from "@/components/part-failure";
import { intentHandlers } from "@/lib/intent";
import { retryFailedChunks } from "@/lib/lazy-component";
import { useAfterFirstPaint } from "@/lib/use-after-first-paint";
import { focusLost } from "@/lib/use-refocus-after-change";
import { useAnnouncedWallets } from "@/lib/wallet/announced-wallets";
import { onPhone } from "@/lib/wallet/brands";
import { walletRows } from "@/lib/wallet/wallet-rows";
import { WalletList } from "./wallet-list";
import "@/components/wallet/wallets.css";

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
 * A tap's click can come a moment after its pointerup (a phone makes it from the gesture); a
 * press that ends without one (dragged off, scrolled) lets the real panel in after this long.
 */
const PRESS_RELEASE_MS = 300;

/**
 * The wallet panel without the wallet stack: its title and the wallets. It is what the first paint
 * (and a prerendered snapshot) shows. Pointing at it, focusing it or tapping it loads the real panel
 * (wagmi, viem); a touch alone does not (lib/intent.ts). A Connect clicked before the panel is there
 * is said as the panel says it, remembered and carried out once the panel is there.
 * While it is pressed it stays (`onPress`): a real panel swapped in between the press and its
 * release would take the click with it.
 */
function WalletPanelPreview({
  title,
  picked,
  failure,
  failureTookFocus,
  onRetry,
  onIntent,
  onPick,
  onPress,
  onFocusedControl,
}: {
  title: string;
  /** the wallet a Connect was clicked for, said as the real panel says it until that panel is there */
  picked: string | null;
  /** why the real panel is not there (its code could not be loaded, or it failed): said, with Try again */
  failure: unknown;
  /** whether that failure took the player's focus with it (from the real panel) */
  failureTookFocus: boolean;
  onRetry: () => void;
  onIntent: () => void;
  onPick: (brand: string) => void;
  onPress: (pressed: boolean) => void;
  onFocusedControl: (label: string | null) => void;
}) {
  const release = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panel = useRef<HTMLElement>(null);
  // the wallets installed here, as the real panel will list them (EIP-6963, without wagmi)
  const announced = useAnnouncedWallets();
  const intent = intentHandlers(onIntent);
  const press = (pressed: boolean) => {
    clearTimeout(release.current);
    onPress(pressed);
  };
  return (
    <section
      ref={panel}
      className="wallet-panel"
      aria-label="Wallet"
      {...intent}
      onFocus={(e) => {
        intent.onFocus();
        onFocusedControl(e.target.getAttribute("aria-label"));
      }}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && onFocusedControl(null)}
      onPointerDown={() => press(true)}
      onPointerUp={() => (release.current = setTimeout(() => onPress(false), PRESS_RELEASE_MS))}
      onPointerCancel={() => press(false)}
    >
      <h2 className="wallet-panel__title">{title}</h2>
      {failure !== null && (
        <PartFailure
          failure={failure}
          what="The wallets"
          takeFocus={failureTookFocus}
          onRetry={() => {
            // Try again goes with the failure: the focus moves on to the first wallet
            panel.current?.querySelector<HTMLElement>(".wallet-list :is(button, a)")?.focus();
            onRetry();
          }}
        />
      )}
      <WalletList
        rows={walletRows({
          announced: new Set(announced.map((w) => w.rdns)),
          phone: onPhone(),
          injected: typeof window !== "undefined" && "ethereum" in window,
        })}
        iconOf={(rdns) => announced.find((w) => w.rdns === rdns)?.icon}
        onConnect={(id) => {
          onPick(id);
          press(false);
        }}
        connecting={picked}
        disabled={picked !== null}
      />
    </section>
  );
}

/** Says when the real panel is there: it mounts with it, once its code has loaded. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useLayoutEffect(onLoaded, [onLoaded]);
  return null;
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
  const [loaded, setLoaded] = useState(false);
  const [pressed, setPressed] = useState(false);
  // why the real panel could not be shown, until the player tries again
  const [failure, setFailure] = useState<unknown>(null);
  const [failureTookFocus, setFailureTookFocus] = useState(false);
  const ready = (wanted || wantedElsewhere || (painted && rememberedConnection())) && failure === null;
  // The real panel mounts hidden while its code loads and shows in place of the preview once it is
  // there, unless the preview is being pressed before a pick: it then waits for the click (the
  // preview stays the same element from press to release, so the click is never lost in a swap).
  // Once a wallet is picked no click is left to lose (a press released outside the panel, which
  // reports no release, would otherwise keep the preview's "Connecting…" over a connected panel).
  const live = ready && loaded && (!pressed || picked !== null);
  const box = useRef<HTMLDivElement>(null);
  // the preview's focused control, for the real panel to focus its own (a keyboard player keeps their place)
  const focused = useRef<string | null>(null);
  // whether the player's focus is in the real panel (a move to nowhere, as when it fails and goes, does not count)
  const focusInPanel = useRef(false);
  useLayoutEffect(() => {
    if (!live) return;
    if (focused.current && focusLost()) box.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(focused.current)}"]`)?.focus();
    focused.current = null;
  }, [live]);
  const onLoaded = useCallback(() => setLoaded(true), []);
  const onFailed = useCallback((error: unknown) => {
    setLoaded(false);
    setPicked(null);
    setFailure(error);
    setFailureTookFocus(focusInPanel.current && focusLost());
    focusInPanel.current = false;
  }, []);
  const retry = () => {
    retryFailedChunks();
    setFailure(null);
  };
  // a transition: the preview stays on screen, and clickable, while the wallet stack loads
  const want = () => {
    startTransition(() => setWanted(true));
    onWant?.();
  };
  return (
    <PickedWallet.Provider value={picked}>
      {ready && (
        <div
          ref={box}
          className="deferred-wallet-panel"
          hidden={!live}
          onFocus={() => (focusInPanel.current = true)}
          onBlur={(e) => e.relatedTarget && !e.currentTarget.contains(e.relatedTarget) && (focusInPanel.current = false)}
        >
          <PartBoundary onFailed={onFailed}>
            <Suspense fallback={null}>
              {children}
              <Loaded onLoaded={onLoaded} />
            </Suspense>
          </PartBoundary>
        </div>
      )}
      {!live && (
        <WalletPanelPreview
          title={title}
          picked={picked}
          failure={failure}
          failureTookFocus={failureTookFocus}
          onRetry={retry}
          onIntent={want}
          // the pick's click goes on to the panel's intent, which loads the stack after its paint
          onPick={(id) => {
            if (failure !== null) retry();
            setPicked(id);
          }}
          onPress={setPressed}
          onFocusedControl={(label) => (focused.current = label)}
        />
      )}
    </PickedWallet.Provider>
  );
}
