// WalletConnect's own SDK through the relay's stand-in: a dApp and a wallet (@walletconnect/sign-client,
// as the app's connector and the dev WalletConnect wallet run it) pair, settle a session and answer
// a personal_sign, over a real WebSocket to a relay on a real server.
import { createServer, type Server } from "node:http";
import { SignClient } from "@walletconnect/sign-client";
import { ws } from "msw";
import { stringToHex, verifyMessage } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterEach, describe, expect, it } from "vitest";
import { server as msw } from "../../vitest.setup";
import { RELAY_PATH, type Relay } from "./relay";
import { attachRelay } from "./relay-server";

let server: Server | undefined;
let relay: Relay | undefined;
const clients: Awaited<ReturnType<typeof SignClient.init>>[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.core.relayer.transportClose().catch(() => undefined);
  relay?.close();
  server?.close();
});

describe("@walletconnect/sign-client through the relay's stand-in", () => {
  it("a dApp and a wallet pair, settle a session on the local chain and exchange a personal_sign", async () => {
    server = createServer((_, res) => res.end());
    relay = attachRelay(server);
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const relayUrl = `ws://127.0.0.1:${(server.address() as { port: number }).port}${RELAY_PATH}`;
    // the test process's WebSockets go through MSW: this one goes to the real server
    msw.use(ws.link(`${relayUrl}*`).addEventListener("connection", ({ server: real }) => real.connect()));

    const init = async (name: string) => {
      const c = await SignClient.init({
        projectId: "0123456789abcdef0123456789abcdef",
        relayUrl,
        metadata: { name, description: name, url: "http://127.0.0.1:5173", icons: [] },
        customStoragePrefix: name,
        telemetryEnabled: false,
      });
      // as the app and the dev wallet do in the local stack: WalletConnect's Verify asks its servers
      Object.assign(c.core.verify, { register: async () => "", resolve: async () => undefined });
      clients.push(c);
      return c;
    };
    const dapp = await init("dapp");
    const wallet = await init("wallet");
    const account = privateKeyToAccount(generatePrivateKey());
    wallet.on("session_proposal", (p) => {
      void wallet.approve({
        id: p.id,
        namespaces: {
          eip155: { chains: ["eip155:3344"], accounts: [`eip155:3344:${account.address}`], methods: ["personal_sign"], events: ["accountsChanged"] },
        },
      });
    });
    wallet.on("session_request", (e) => {
      const [message] = e.params.request.params as [`0x${string}`];
      void account
        .signMessage({ message: { raw: message } })
        .then((result) => wallet.respond({ topic: e.topic, response: { id: e.id, jsonrpc: "2.0", result } }));
    });

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ["eip155:3344"], methods: ["personal_sign"], events: ["accountsChanged"] } },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/);
    await wallet.pair({ uri: uri! });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:3344:${account.address}`]);

    const message = "Bind this wallet";
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: "eip155:3344",
      request: { method: "personal_sign", params: [stringToHex(message), account.address] },
    });
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);
    expect(relay.connections).toBe(2);
  });
});
