/**
 * The dev WalletConnect wallet (local): the browser side of /__dev/walletconnect. A wallet app as a
 * player's phone would run one, in a page of the local stack: it takes a `wc:` pairing link, shows
 * the app's session proposal and approves it with a wallet of the player's own, then answers the
 * app's requests (personal_sign, eth_signTypedData_v4, eth_sendTransaction on the local chain),
 * each after the player's Approve. It speaks to the app only through the relay's stand-in
 * (RELAY_PATH, on the page's own origin): @walletconnect/sign-client as a wallet uses it, with
 * WalletConnect's Verify (a call to its servers) and telemetry left out.
 *
 * The keys: like the dev EVM wallet, a fresh key per wallet made in this browser
 * (localStorage.dev_walletconnect_keys), signing in the page; a wallet is funded on the local
 * chain before its first transaction. Sessions survive a reload (the SDK keeps them in IndexedDB
 * under its own prefix, apart from the app's WalletConnect on the same origin).
 *
 * Bundled for the browser by the mock on first request (peer-bundle.ts); never part of the app.
 */
import { SignClient } from "@walletconnect/sign-client";
import type { SessionTypes, SignClientTypes } from "@walletconnect/types";
import { createWalletClient, hexToBigInt, hexToString, http, isAddress, isHex, type Hex, type TypedDataDefinition } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { $, block, card, detail, el, say, short } from "./peer-ui";
import { chainAt, chainRpcUrl, chooseWallet, chosenWallet, config, fund, newWallet, wallets, walletOf } from "./peer-wallets";

const CAIP_CHAIN = `eip155:${config.chainId}`;
/** What this wallet signs or sends after the player's Approve; the chain calls are answered at once. */
const ASKS = ["personal_sign", "eth_signTypedData", "eth_signTypedData_v4", "eth_sendTransaction"];
const ANSWERED = ["eth_accounts", "eth_requestAccounts", "wallet_switchEthereumChain", "wallet_addEthereumChain"];
const EVENTS = ["chainChanged", "accountsChanged"];
const USER_REJECTED = { code: 5000, message: "User rejected." };

/** The session's account on the local chain (`eip155:3344:0x…`). */
const sessionAddress = (session: SessionTypes.Struct) => session.namespaces.eip155?.accounts[0]?.split(":")[2] ?? "";

const picker = $<HTMLSelectElement>("wallet");
const sessionsList = $("sessions");
function showWallets() {
  const chosen = chosenWallet();
  picker.replaceChildren(
    ...wallets().map((a, i) =>
      el("option", { value: a.address, selected: a.address === chosen.address, textContent: `Wallet ${i + 1} · ${short(a.address)}` }),
    ),
  );
  $("address").textContent = chosen.address;
}
picker.addEventListener("change", () => {
  chooseWallet(picker.value);
  showWallets();
});
$("new-wallet").addEventListener("click", () => {
  newWallet();
  showWallets();
  say("A new wallet is ready; the next connection you approve uses it.");
});

// ---- WalletConnect ----

const relayUrl = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${config.relayPath}`;
const client = await SignClient.init({
  projectId: config.projectId,
  relayUrl,
  metadata: { name: "Dev WalletConnect wallet (local)", description: "The local stack's stand-in for a wallet app", url: location.origin, icons: [] },
  customStoragePrefix: "dev-walletconnect-peer",
  telemetryEnabled: false,
});
// WalletConnect's Verify asks its own servers where an app comes from: nothing leaves the machine here
Object.assign(client.core.verify, { register: async () => "", resolve: async () => undefined });

function showSessions() {
  const sessions = client.session.getAll();
  sessionsList.replaceChildren(
    ...(sessions.length
      ? sessions.map((s) => {
          const disconnect = el("button", { type: "button", className: "secondary", textContent: "Disconnect" });
          disconnect.setAttribute("aria-label", `Disconnect ${s.peer.metadata.name}`);
          disconnect.addEventListener("click", async () => {
            disconnect.disabled = true;
            await client.disconnect({ topic: s.topic, reason: { code: 6000, message: "User disconnected." } });
            say(`Disconnected from ${s.peer.metadata.name}.`);
            showSessions();
          });
          return el("li", {}, `${s.peer.metadata.name} (${s.peer.metadata.url}) with ${short(sessionAddress(s))} `, disconnect);
        })
      : [el("li", { className: "empty", textContent: "None yet." })]),
  );
}

function onProposal(proposal: SignClientTypes.EventArguments["session_proposal"]) {
  const { proposer, requiredNamespaces, optionalNamespaces } = proposal.params;
  const asked = [...Object.entries(requiredNamespaces ?? {}), ...Object.entries(optionalNamespaces ?? {})];
  const chains = new Set(asked.flatMap(([key, ns]) => ns.chains ?? (key.includes(":") ? [key] : [])));
  const methods = new Set(asked.flatMap(([, ns]) => ns.methods));
  const events = new Set(asked.flatMap(([, ns]) => ns.events));
  const name = proposer.metadata.name;
  card(
    `Connection request from ${name}`,
    [
      detail("App", `${name} (${proposer.metadata.url})`),
      detail("Chains asked for", [...chains].join(", ") || "none"),
      detail("Wallet", chosenWallet().address),
    ],
    async () => {
      const wallet = chosenWallet();
      const { acknowledged } = await client.approve({
        id: proposal.id,
        namespaces: {
          eip155: {
            chains: [CAIP_CHAIN],
            accounts: [`${CAIP_CHAIN}:${wallet.address}`],
            methods: [...ASKS, ...ANSWERED].filter((m) => methods.has(m)),
            events: EVENTS.filter((e) => events.has(e)),
          },
        },
      });
      await acknowledged();
      showSessions();
      return `Connected to ${name} with ${wallet.address}.`;
    },
    () => client.reject({ id: proposal.id, reason: USER_REJECTED }),
  );
  if (!chains.has(CAIP_CHAIN)) say(`${name} does not ask for the local chain (${CAIP_CHAIN}): this wallet has no other.`);
}

type SessionRequest = SignClientTypes.EventArguments["session_request"];
const respond = (request: SessionRequest, outcome: { result: unknown } | { error: { code: number; message: string } }) =>
  client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: "2.0", ...outcome } as never });

/** What a signing request shows, and how it is signed. */
function asked(method: string, params: unknown[], wallet: PrivateKeyAccount): { label: string; details: (Node | string)[]; sign: () => Promise<Hex> } | null {
  switch (method) {
    case "personal_sign": {
      const message = (isAddress(String(params[0])) ? params[1] : params[0]) as string;
      const text = isHex(message) ? hexToString(message) : message;
      return {
        label: "Sign a message",
        details: [block(text)],
        sign: () => wallet.signMessage({ message: isHex(message) ? { raw: message } : message }),
      };
    }
    case "eth_signTypedData":
    case "eth_signTypedData_v4": {
      const data = params[1];
      const typed = (typeof data === "string" ? JSON.parse(data) : data) as TypedDataDefinition;
      return { label: "Sign typed data", details: [block(JSON.stringify(typed, null, 2))], sign: () => wallet.signTypedData(typed) };
    }
    case "eth_sendTransaction": {
      const tx = params[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
      return {
        label: "Send a transaction",
        details: [detail("To", tx.to ?? "(a new contract)"), detail("Value (wei)", tx.value ? hexToBigInt(tx.value).toString() : "0"), block(tx.data ?? "0x")],
        sign: async () => {
          const url = await chainRpcUrl();
          await fund(url, wallet.address);
          return createWalletClient({ account: wallet, chain: chainAt(url), transport: http(url) }).sendTransaction({
            to: tx.to ?? null,
            data: tx.data,
            value: tx.value ? hexToBigInt(tx.value) : undefined,
            gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
          });
        },
      };
    }
    default:
      return null;
  }
}

const shown = new Set<number>();
async function onRequest(request: SessionRequest) {
  if (shown.has(request.id)) return;
  shown.add(request.id);
  const session = client.session.get(request.topic);
  const { method, params } = request.params.request as { method: string; params: unknown[] };
  const address = sessionAddress(session);
  const wallet = walletOf(address);
  if (method === "eth_accounts" || method === "eth_requestAccounts") return respond(request, { result: [address] });
  if (method === "wallet_switchEthereumChain" || method === "wallet_addEthereumChain") {
    const chainId = Number((params[0] as { chainId?: string } | undefined)?.chainId);
    return respond(
      request,
      chainId === config.chainId ? { result: null } : { error: { code: 4902, message: `The dev wallet only knows the local chain ${config.chainId}` } },
    );
  }
  const ask = wallet && asked(method, params, wallet);
  if (!ask)
    return respond(request, {
      error: { code: 4200, message: wallet ? `The dev wallet does not do ${method}` : "This browser does not hold the session's key" },
    });
  card(
    `${ask.label} for ${session.peer.metadata.name}`,
    [detail("Wallet", address), ...ask.details],
    async () => {
      const result = await ask.sign();
      await respond(request, { result });
      return `${ask.label}: done (${method}).`;
    },
    () => respond(request, { error: USER_REJECTED }),
  );
}

client.on("session_proposal", onProposal);
client.on("session_request", (request) => void onRequest(request));
client.on("session_delete", () => showSessions());
client.on("session_expire", () => showSessions());

async function pair(uri: string) {
  if (!uri.startsWith("wc:")) return say("A pairing link starts with wc:");
  say("Pairing…");
  try {
    await client.core.pairing.pair({ uri });
    say("Paired: waiting for the app's connection request.");
  } catch (error) {
    say(`Could not pair: ${(error as Error).message}`);
  }
}
$<HTMLFormElement>("pair-form").addEventListener("submit", (event) => {
  event.preventDefault();
  void pair($<HTMLTextAreaElement>("uri").value.trim());
});

showWallets();
showSessions();
for (const pending of client.pendingRequest.getAll()) void onRequest(pending as SessionRequest);
document.body.dataset.ready = "true";
// opened from the app's dialog: the link came with the pairing link, which is paired at once (once:
// a reload of this page does not pair the same link again)
const linked = new URLSearchParams(location.search).get("uri");
if (linked) {
  history.replaceState(null, "", location.pathname);
  void pair(linked);
} else say("Ready: paste a pairing link, or open this page from the app's WalletConnect window.");
