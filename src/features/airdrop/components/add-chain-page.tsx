import { useEffect, useState } from "react";
import { toast } from "sonner";
import { InfoList } from "@/components/info-list";
import { QrCode } from "@/components/qr-code";
import { PRODUCT } from "@/config/brand";
import { ADD_CHAIN_APP_LINK } from "@/config/constants";
import { absoluteRpcUrl, env, PRODUCT_CHAIN } from "@/config/env";
import { prerendering } from "@/lib/prerender";
import { useDocumentTitle } from "@/lib/use-document-title";
import { addAndSwitchProductChain, type Eip1193 } from "@/lib/web3/product-chain";
import { findMetaMask } from "../lib/injected-metamask";
import "@/features/airdrop/airdrop.css";
import { BusyButton } from "@/components/busy-button";

// the chain's facts without viem (this page stays light): K12
const { hex, name: chainName } = PRODUCT_CHAIN;
export const METAMASK_DOWNLOAD_URL = "https://metamask.io/download/";

interface AddChainPageProps {
  /** The wallet app's store links (the same as the wallet download widget's). */
  apk: string;
  appStore: string;
  /** Whether the page was reached through the app's deep link already (`?redirected=1`). */
  redirected: boolean;
  /** Leaves for the deep link (K26); the route does the navigation. */
  onDeepLink: (path: string) => void;
}

/**
 * /addrpc (airdrop-campaigns.md §2): the mobile wallet's QR code and store links, the chain's
 * facts, and ADD TO METAMASK (switch to 3344, add it when unknown, check again: 'ADDED TO
 * METAMASK'); DOWNLOAD METAMASK without one. On Android the app's deep link is tried once (K26).
 */
export function AddChainPage({ apk, appStore, redirected, onDeepLink }: AddChainPageProps) {
  useDocumentTitle(`Add ${PRODUCT} Chain`, `Add ${PRODUCT} Chain to your wallet.`);
  const [wallet, setWallet] = useState<Eip1193 | null | undefined>(undefined);
  const [added, setAdded] = useState(false);
  const [busy, setBusy] = useState(false);
  const link = `${window.location.origin}/addrpc`;

  useEffect(() => {
    // (a direct load of the page took the link before its first paint: the route's early script)
    if (!redirected && /Android/i.test(navigator.userAgent)) onDeepLink(ADD_CHAIN_APP_LINK);
  }, [redirected, onDeepLink]);
  useEffect(() => {
    // a snapshot (served from any host, to any browser) holds no wallet's answer
    if (prerendering) return undefined;
    let live = true;
    void findMetaMask().then((w) => live && setWallet(w));
    return () => {
      live = false;
    };
  }, []);

  const add = async () => {
    if (!wallet) return;
    setBusy(true);
    try {
      await addAndSwitchProductChain(wallet);
      setAdded(true);
    } catch (e) {
      toast.error((e as { code?: number }).code === 4001 ? "You declined in MetaMask." : `Could not add ${PRODUCT} Chain: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page add-chain">
      <h1>Add {PRODUCT} Chain</h1>
      <div className="add-chain__grid">
        <div className="add-chain__app">
          <h2>The {PRODUCT} Wallet</h2>
          {/* the link holds the host the page is served from: drawn by the app, not in a snapshot */}
          <QrCode text={prerendering ? null : link} label={`QR code of ${link}`} />
          <div className="mine__actions">
            <a className="btn btn--ghost" href={apk} rel="noopener">
              Android APK
            </a>
            <a className="btn btn--ghost" href={appStore} target="_blank" rel="noreferrer noopener">
              iOS App Store
            </a>
          </div>
        </div>
        <div>
          <h2>{PRODUCT} Chain</h2>
          <InfoList
            rows={[
              ["Network name", chainName],
              ["Chain ID", `${PRODUCT_CHAIN.id} / ${hex}`],
              ["Currency symbol", PRODUCT_CHAIN.currency.symbol],
              ["Decimals", String(PRODUCT_CHAIN.currency.decimals)],
              ["RPC URL", absoluteRpcUrl()],
              ["Block explorer", env.VITE_CHAIN_EXPLORER_URL],
            ]}
          />
          <div className="mine__actions">
            {wallet === null ? (
              <a className="btn btn--primary" href={METAMASK_DOWNLOAD_URL} target="_blank" rel="noreferrer noopener">
                DOWNLOAD METAMASK
              </a>
            ) : (
              <BusyButton type="button" className="btn btn--primary" busy={busy} disabled={!wallet || added} onClick={() => void add()}>
                {added ? "ADDED TO METAMASK" : "ADD TO METAMASK"}
              </BusyButton>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
