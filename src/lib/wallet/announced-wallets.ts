import { useSyncExternalStore } from "react";

/** A wallet that announced itself through EIP-6963: its reverse-DNS id and its icon (a data: URI). */
export interface AnnouncedWallet {
  rdns: string;
  icon: string;
}

let wallets: readonly AnnouncedWallet[] = [];
const listeners = new Set<() => void>();
let listening = false;

function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("eip6963:announceProvider", (event) => {
    const info = (event as CustomEvent<{ info?: { rdns?: unknown; icon?: unknown } }>).detail?.info;
    if (typeof info?.rdns !== "string" || wallets.some((w) => w.rdns === info.rdns)) return;
    wallets = [...wallets, { rdns: info.rdns, icon: typeof info.icon === "string" ? info.icon : "" }];
    listeners.forEach((changed) => changed());
  });
  // wallets that loaded before this listener announce again when asked (EIP-6963)
  window.dispatchEvent(new Event("eip6963:requestProvider"));
}

/**
 * The wallets installed in this browser, as EIP-6963 announces them, without the wallet stack: the
 * wallet list's preview shows them as the real panel will (wagmi discovers the same ones).
 */
export function useAnnouncedWallets(): readonly AnnouncedWallet[] {
  return useSyncExternalStore(
    (changed) => {
      listeners.add(changed);
      listen();
      return () => listeners.delete(changed);
    },
    () => wallets,
    () => wallets,
  );
}
