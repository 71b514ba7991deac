/** An EIP-1193 provider (the part the add-chain page uses). */
export interface Eip1193 {
  request: (args: { method: string; params?: unknown[] }) => Promise<unknown>;
}

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

/**
 * Switches MetaMask to the chain, adding it first when the wallet does not know it (4902), then
 * checks the wallet really is on it.
 */
export async function addAndSwitch(
  wallet: Eip1193,
  chain: {
    chainId: string;
    chainName: string;
    nativeCurrency: { name: string; symbol: string; decimals: number };
    rpcUrls: string[];
    blockExplorerUrls: string[];
  },
) {
  try {
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: chain.chainId }] });
  } catch (e) {
    if ((e as { code?: number }).code !== 4902) throw e;
    await wallet.request({ method: "wallet_addEthereumChain", params: [chain] });
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: chain.chainId }] });
  }
  const now = String(await wallet.request({ method: "eth_chainId" })).toLowerCase();
  if (now !== chain.chainId) throw new Error(`The wallet is on chain ${parseInt(now, 16)}, not ${parseInt(chain.chainId, 16)}`);
}
