import { createFileRoute } from "@tanstack/react-router";
import { WalletDownloadPage } from "@/features/marketing/components/download-pages";

const leave = (url: string) => window.location.assign(url);

export const Route = createFileRoute("/wallet")({ component: () => <WalletDownloadPage onRedirect={leave} /> });
