import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { ipsPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/ips")({ component: () => <TextPage page={ipsPage} /> });
