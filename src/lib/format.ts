import { SHORT_ADDRESS_CHARS } from "@/config/constants";

/** A wallet address shortened to 8 characters at each end (K10). */
export function shortAddress(address: string, chars = SHORT_ADDRESS_CHARS): string {
  return address.length <= chars * 2 + 3 ? address : `${address.slice(0, chars)}...${address.slice(-chars)}`;
}

/** A date-time shown in UTC (public-pages-mining.md §3): "2026-11-21 10:20 UTC". */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
