import { SHORT_ADDRESS_CHARS } from "@/config/constants";

/** A wallet address shortened to 8 characters at each end (K10). */
export function shortAddress(address: string, chars = SHORT_ADDRESS_CHARS): string {
  return address.length <= chars * 2 + 3 ? address : `${address.slice(0, chars)}...${address.slice(-chars)}`;
}
