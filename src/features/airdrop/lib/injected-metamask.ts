import type { Eip1193 } from "@/lib/web3/product-chain";

/**
 * MetaMask as the browser announces it (EIP-6963, `io.metamask`), else a legacy injected
 * `window.ethereum` that says it is MetaMask; null when there is none. Waits a moment for
 * announcements, as wallets answer the request asynchronously.
 */
export function findMetaMask(waitMs = 300): Promise<Eip1193 | null> {
  return new Promise((resolve) => {
    let found: Eip1193 | null = null;
    const onAnnounce = (e: Event) => {
      const detail = (e as CustomEvent<{ info: { rdns: string }; provider: Eip1193 }>).detail;
      if (detail?.info?.rdns === "io.metamask") found = detail.provider;
    };
    window.addEventListener("eip6963:announceProvider", onAnnounce);
    window.dispatchEvent(new Event("eip6963:requestProvider"));
    setTimeout(() => {
      window.removeEventListener("eip6963:announceProvider", onAnnounce);
      const legacy = (window as { ethereum?: Eip1193 & { isMetaMask?: boolean } }).ethereum;
      resolve(found ?? (legacy?.isMetaMask ? legacy : null));
    }, waitMs);
  });
}
