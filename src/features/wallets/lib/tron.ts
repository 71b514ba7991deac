/** What TronLink injects (window.tronLink, window.tronWeb). */
interface TronWebLike {
  defaultAddress?: { base58?: string | false };
  trx: { signMessageV2: (message: string) => Promise<string> };
}
interface TronLinkLike {
  request?: (args: { method: string }) => Promise<unknown>;
  tronWeb?: TronWebLike;
}
type TronWindow = Window & { tronLink?: TronLinkLike; tronWeb?: TronWebLike };

export type TronReadyState = "Loading" | "NotFound" | "Found";
export const TRONLINK_DOWNLOAD = "https://www.tronlink.org/";

/**
 * TronLink's link that opens `page` in the app's DApp browser, where TronLink is injected (its
 * documented DeepLink "open DApp": tronlinkoutside://pull.activity with the request as URL-encoded JSON).
 */
export const openInTronLink = (page: URL) =>
  `tronlinkoutside://pull.activity?param=${encodeURIComponent(JSON.stringify({ url: page.href, action: "open", protocol: "tronlink", version: "1.0" }))}`;

/** Waits a moment for TronLink to inject itself (Loading), then reports Found or NotFound. */
export async function detectTron(timeoutMs = 2000): Promise<TronReadyState> {
  const w = window as TronWindow;
  for (let waited = 0; waited <= timeoutMs; waited += 100) {
    if (w.tronLink || w.tronWeb) return "Found";
    await new Promise((r) => setTimeout(r, 100));
  }
  return "NotFound";
}

/**
 * Connects TronLink and signs `message` with TronLink's own TronWeb (TIP-191, signMessageV2). The
 * backend verifies the signature (TronWeb's verifyMessageV2, in the mock); the browser does not
 * load a TronWeb of its own (about 230 kB) to check it first. `w` is where the wallet injected
 * itself: the page's window, or the local stack's dev Tron wallet.
 */
export async function connectAndSignTron(
  message: string,
  w: Pick<TronWindow, "tronLink" | "tronWeb"> = window as TronWindow,
): Promise<{ address: string; signature: string }> {
  await w.tronLink?.request?.({ method: "tron_requestAccounts" });
  const tronWeb = w.tronLink?.tronWeb ?? w.tronWeb;
  const address = tronWeb?.defaultAddress?.base58;
  if (!tronWeb || !address) throw new Error("TronLink is locked or did not share an address");
  return { address, signature: await tronWeb.trx.signMessageV2(message) };
}
