import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Modal } from "@/components/modal";
import { PRODUCT } from "@/config/brand";
import { prerendering } from "@/lib/prerender";
import { useDocumentTitle } from "@/lib/use-document-title";
import { brandKit, walletApp } from "../content/downloads";
import "@/features/marketing/marketing.css";

/**
 * The brand kit's items in a phone's first view: loaded with the page and first among its images
 * (one is the page's largest paint), the rest when scrolled to.
 */
const BRAND_KIT_FIRST_VIEW = 2;

export function BrandKitPage() {
  useDocumentTitle(brandKit.title, brandKit.description);
  return (
    <div className="text-page">
      <h1 className="hero__title">{brandKit.title}</h1>
      <a className="btn btn--primary" href={brandKit.zip} download>
        Download the full kit (zip)
      </a>
      <ul className="grid">
        {brandKit.items.map((item, i) => (
          <li key={item.file} className="card">
            {/* the preview is the vector (a few hundred bytes, sharp at any size); the PNG is the download */}
            <img
              src={`/brand-kit/${item.file}-32.svg`}
              alt={item.name}
              width={128}
              height={128}
              {...(i < BRAND_KIT_FIRST_VIEW ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy" })}
            />
            <h2 className="card__title">{item.name}</h2>
            <a href={`/brand-kit/${item.file}-256.png`} download aria-label={`${item.name}: PNG 256x256`}>
              PNG 256x256
            </a>
            <a href={`/brand-kit/${item.file}-32.svg`} download aria-label={`${item.name}: SVG 32x32`}>
              SVG 32x32
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Platform = "android" | "ios" | "other";
const platformOf = (ua: string): Platform => (/Android/i.test(ua) ? "android" : /iPhone|iPad|iPod/i.test(ua) ? "ios" : "other");

/** The wallet download widget: Android gets the APK confirm modal, iOS goes to the App Store (K36). */
export function WalletDownloadPage({ onRedirect }: { onRedirect: (url: string) => void }) {
  useDocumentTitle(walletApp.title, walletApp.description);
  const [platform] = useState(() => platformOf(navigator.userAgent));
  const [confirm, setConfirm] = useState(platform === "android");
  const [howTo, setHowTo] = useState(false);
  useEffect(() => {
    if (platform === "ios") onRedirect(walletApp.appStore);
  }, [platform, onRedirect]);
  return (
    <div className="text-page">
      <h1 className="hero__title">{walletApp.title}</h1>
      <div className="hero__actions">
        <a className="btn btn--primary" href={walletApp.apk} data-track="wallet_download_apk">
          Android APK
        </a>
        <a className="btn btn--primary" href={walletApp.appStore}>
          App Store
        </a>
        <button type="button" className="btn btn--ghost" onClick={() => setHowTo(true)}>
          How to install the APK
        </button>
        <Link className="btn btn--ghost" to="/addrpc">
          Add {PRODUCT} Chain to your wallet
        </Link>
      </div>
      {/* the build's snapshot holds the confirm open, shown before the first paint on Android only
          (the route's early script, data-android-view): an Android visitor sees it from HTML */}
      <div data-android-view={prerendering ? "" : undefined}>
        <Modal open={confirm || prerendering} onClose={() => setConfirm(false)} title="Download the Android app?">
          <p>The {walletApp.title} for Android installs from an APK file.</p>
          <a className="btn btn--primary" href={walletApp.apk} onClick={() => setConfirm(false)} data-track="wallet_download_apk">
            Download APK
          </a>
          <button type="button" className="btn btn--ghost" onClick={() => (setConfirm(false), setHowTo(true))}>
            How to install
          </button>
        </Modal>
      </div>
      <Modal open={howTo} onClose={() => setHowTo(false)} title="How to install the APK">
        <ol>
          {walletApp.installSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </Modal>
    </div>
  );
}
