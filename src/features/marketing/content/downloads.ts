import { PRODUCT } from "@/config/brand";
import { LINKS } from "@/config/links";

/** Brand kit (public-pages-mining.md §2; K35: 256x256 PNG and 32x32 SVG per item, the kit as one zip). */
export const brandKit = {
  title: "Brand Kit",
  description: `Logos, token icons and badges of ${PRODUCT}.`,
  zip: LINKS.BRAND_KIT,
  items: [
    { name: "Token icon", file: "token-icon" },
    { name: "Primary logo", file: "primary-logo" },
    { name: "Alternative logo", file: "alternative-logo" },
    { name: "Icon based logo", file: "icon-based-logo" },
    { name: "Chain token", file: "chain-token" },
    { name: "Badges, set 1", file: "badges-set-1" },
    { name: "Badges, set 2", file: "badges-set-2" },
  ],
};

/** The wallet download widget (public-pages-mining.md §2; K36). The APK is in public cloud storage. */
export const walletApp = {
  title: `${PRODUCT} Wallet`,
  description: `Download the ${PRODUCT} Wallet for Android or iOS.`,
  apk: LINKS.WALLET_APK,
  appStore: LINKS.WALLET_APP_STORE,
  installSteps: [
    "Download the APK file.",
    "Open the downloaded file from your notifications or the Downloads folder.",
    "If asked, allow installing apps from this source in Settings.",
    "Go back and tap Install.",
    "Wait for the installation to finish, then tap Open.",
    "Create a wallet or import yours, and keep your recovery phrase safe.",
  ],
};
