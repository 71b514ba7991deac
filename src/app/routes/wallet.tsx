import { createFileRoute } from "@tanstack/react-router";
import { WalletDownloadPage } from "@/features/marketing/components/download-pages";

const leave = (url: string) => window.location.assign(url);

export const Route = createFileRoute("/wallet")({
  staticData: {
    prerender: {
      snapshot: "page",
      // K36: on Android, /wallet opens with the APK confirm (the snapshot's data-android-view)
      early: { step: "android" },
    },
  },
  component: () => <WalletDownloadPage onRedirect={leave} />,
});
