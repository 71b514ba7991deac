import { http, HttpResponse } from "msw";
import { CHAIN } from "../../chain.config";
import { brand } from "../config";
import { RELAY_PATH } from "../walletconnect/relay";
import { peerBundle } from "../walletconnect/peer-bundle";
import { escapeHtml } from "./dev-page";

/**
 * The dev WalletConnect wallet (local): a wallet app's stand-in for WalletConnect's pairing, in a
 * page. It pairs through the relay's stand-in (../walletconnect/relay.ts) with the `wc:` link the
 * app's WalletConnect window shows (pasted, or `?uri=` from that window's link in the local stack),
 * and approves the app's connection and requests with a wallet of the player's own
 * (../walletconnect/peer.ts). Served only by the mock under /__dev; never part of the app.
 */

/** The project id the dev wallet names to the relay (the stand-in takes any 32 hex digits). */
const PEER_PROJECT_ID = "de0000000000000000000000000000de";
/** The local chain the dev wallet signs and sends for: the stack's own (MOCK_CHAIN_RPC_URL). */
const chainRpcUrl = () => process.env.MOCK_CHAIN_RPC_URL ?? CHAIN.rpcUrl;

function peerPage(uri: string) {
  const config = JSON.stringify({ projectId: PEER_PROJECT_ID, relayPath: RELAY_PATH, chainId: CHAIN.id, chainRpcUrl: chainRpcUrl() }).replace(/</g, "\\u003c");
  const title = "Dev WalletConnect wallet (local)";
  return new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · ${escapeHtml(brand.name)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;background:#101225;color:#eee}section,article{background:#1b1d36;border-radius:12px;padding:.75rem 1.25rem;margin:1rem 0}h2{font-size:1.1rem}h3{font-size:1rem;margin:.2rem 0}
label{display:block;margin:.4rem 0 .2rem}textarea,select,button{font:inherit;padding:.6rem;border-radius:8px;box-sizing:border-box}textarea,select{width:100%;background:#0f1020;color:#eee;border:1px solid #3a3d63}
button{background:#7c5cff;color:#fff;border:0;cursor:pointer;margin:.4rem .4rem .4rem 0}button.secondary{background:#2a2d4a}button:disabled{opacity:.6;cursor:progress}
pre{white-space:pre-wrap;word-break:break-all;background:#0f1020;padding:.6rem;border-radius:8px;max-height:16rem;overflow:auto}dl{margin:.3rem 0}dt{color:#aab;font-size:.85rem}dd{margin:0;word-break:break-all}
.address{font-family:monospace;word-break:break-all}#status{min-height:1.5rem;color:#b9f6ca}.empty{color:#aab}code{color:#b9a8ff}ul{padding-left:1.2rem}</style></head>
<body><main>
<h1>${title}</h1>
<p>A wallet app for WalletConnect, standing in for the one on a player's phone. It pairs with the app through the local relay, and signs only after you press Approve. Nothing leaves this machine.</p>
<section aria-labelledby="wallet-title"><h2 id="wallet-title">Your wallet</h2>
<label for="wallet">Wallet</label><select id="wallet"></select>
<p class="address" id="address"></p>
<button type="button" class="secondary" id="new-wallet">New wallet</button>
<p class="empty">Each wallet is a key made in this browser; it is funded on the local chain before its first transaction.</p></section>
<section aria-labelledby="pair-title"><h2 id="pair-title">Pair with an app</h2>
<form id="pair-form"><label for="uri">Pairing link (<code>wc:…</code>)</label><textarea id="uri" name="uri" rows="3" required spellcheck="false">${escapeHtml(uri)}</textarea>
<button type="submit">Pair</button></form></section>
<p id="status" role="status">Loading the wallet…</p>
<section aria-labelledby="requests-title"><h2 id="requests-title">Requests</h2><div id="requests"><p class="empty">Nothing to approve.</p></div></section>
<section aria-labelledby="sessions-title"><h2 id="sessions-title">Connected apps</h2><ul id="sessions"></ul></section>
</main>
<script type="application/json" id="peer-config">${config}</script>
<script type="module" src="/__dev/walletconnect/peer.js"></script></body></html>`,
    { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}

export const devWalletConnectHandlers = [
  http.get("*/__dev/walletconnect", ({ request }) => {
    const uri = new URL(request.url).searchParams.get("uri") ?? "";
    return peerPage(uri.startsWith("wc:") ? uri : "");
  }),
  http.get("*/__dev/walletconnect/peer.js", async () => {
    try {
      return new HttpResponse(await peerBundle(), { headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" } });
    } catch (error) {
      console.error(error);
      return HttpResponse.json({ message: `The dev WalletConnect wallet could not be built: ${(error as Error).message}` }, { status: 500 });
    }
  }),
];
