// The WalletConnect relay's stand-in, its protocol as @walletconnect/core 2.x speaks it: what each
// method answers, who receives a publish and when (now, later, never twice, never its sender), the
// TTL, the two session calls sign-client sends the relay itself, the refusals; then over a real
// socket, the handshake's checks (project id, the client's signed auth).
import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { base58 } from "@scure/base";
import { afterEach, describe, expect, it } from "vitest";
import { checkRelayAuth, publicKeyOfDid } from "./relay-auth";
import { Relay, RELAY_PATH, type RelayClient } from "./relay";
import { attachRelay } from "./relay-server";

const topic = (n: number) => createHash("sha256").update(`topic ${n}`).digest("hex");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const T1 = topic(1);
const T2 = topic(2);

type Frame = {
  id: number | string;
  jsonrpc: string;
  method?: string;
  params?: { id: string; data: Record<string, unknown> };
  result?: unknown;
  error?: { code: number };
};

/** A client on a relay: what it was sent, and a request helper that returns the answer. */
function client(relay: Relay, clientId: string) {
  const sent: Frame[] = [];
  let next = 1000;
  const connection: RelayClient = relay.connect(clientId, (text) => sent.push(JSON.parse(text) as Frame));
  const request = (method: string, params: Record<string, unknown>) => {
    const id = `${next++}`;
    connection.receive(JSON.stringify({ id, jsonrpc: "2.0", method, params }));
    const answer = sent.find((f) => f.id === id);
    if (!answer) throw new Error(`no answer to ${method}`);
    return answer;
  };
  /** The deliveries (irn_subscription) it was sent and has not looked at yet, acknowledged or not. */
  const deliveries = (ack = true) => {
    const out = sent.filter((f) => f.method === "irn_subscription");
    sent.splice(0, sent.length, ...sent.filter((f) => f.method !== "irn_subscription"));
    if (ack) for (const d of out) connection.receive(JSON.stringify({ id: d.id, jsonrpc: "2.0", result: true }));
    return out;
  };
  return { connection, sent, request, deliveries };
}
const publish = (message: string, t = T1, ttl = 300) => ({ topic: t, message, ttl, tag: 1108, prompt: true });

describe("the relay's protocol", () => {
  it("irn_subscribe answers the subscription id the SDK computes (sha256 of topic and client id); a publish reaches the others subscribed, not its publisher", () => {
    const relay = new Relay();
    const dapp = client(relay, "did:key:dapp");
    const wallet = client(relay, "did:key:wallet");
    expect(dapp.request("irn_subscribe", { topic: T1 }).result).toBe(sha256(T1 + "did:key:dapp"));
    expect(wallet.request("irn_subscribe", { topic: T1 }).result).toBe(sha256(T1 + "did:key:wallet"));
    expect(dapp.request("irn_publish", publish("hello")).result).toBe(true);
    const [delivered] = wallet.deliveries();
    expect(delivered).toMatchObject({
      jsonrpc: "2.0",
      method: "irn_subscription",
      params: { id: sha256(T1 + "did:key:wallet"), data: { topic: T1, message: "hello", tag: 1108 } },
    });
    expect(typeof delivered!.params!.data.publishedAt).toBe("number");
    expect(dapp.deliveries()).toEqual([]);
  });

  it("keeps a message for a subscriber that comes later, until it acknowledges it, on any connection of that client", () => {
    const relay = new Relay();
    const dapp = client(relay, "did:key:dapp");
    dapp.request("irn_publish", publish("the proposal"));
    // the wallet subscribes later: the mailbox delivers it then; unacknowledged, a new connection gets it again
    const first = client(relay, "did:key:wallet");
    first.request("irn_subscribe", { topic: T1 });
    expect(first.deliveries(false).map((d) => d.params!.data.message)).toEqual(["the proposal"]);
    first.connection.close();
    const second = client(relay, "did:key:wallet");
    second.request("irn_subscribe", { topic: T1 });
    expect(second.deliveries(true).map((d) => d.params!.data.message)).toEqual(["the proposal"]);
    // acknowledged: not again, not even after a reconnect
    const third = client(relay, "did:key:wallet");
    third.request("irn_batchSubscribe", { topics: [T1] });
    expect(third.deliveries()).toEqual([]);
    // another client still gets it; the same publish repeated (a retry) is one message
    dapp.request("irn_publish", publish("the proposal"));
    const other = client(relay, "did:key:other");
    other.request("irn_subscribe", { topic: T1 });
    expect(other.deliveries().length).toBe(1);
  });

  it("once per client: of two connections of one client (a reconnecting SDK), one gets a message; the other only if that one closes without acknowledging it", () => {
    const relay = new Relay();
    const dapp = client(relay, "did:key:dapp");
    const old = client(relay, "did:key:wallet");
    const fresh = client(relay, "did:key:wallet");
    old.request("irn_subscribe", { topic: T1 });
    fresh.request("irn_subscribe", { topic: T1 });
    dapp.request("irn_publish", publish("once"));
    expect([...old.deliveries(false), ...fresh.deliveries(false)].length).toBe(1);
    old.connection.close();
    expect(fresh.deliveries().map((d) => d.params!.data.message)).toEqual(["once"]);
    dapp.request("irn_publish", publish("twice"));
    expect(fresh.deliveries().map((d) => d.params!.data.message)).toEqual(["twice"]);
  });

  it("a message lives for its TTL: past it, no subscriber gets it", () => {
    let now = 1_000_000;
    const relay = new Relay(() => now);
    client(relay, "did:key:dapp").request("irn_publish", publish("short-lived", T1, 30));
    now += 29_000;
    const early = client(relay, "did:key:early");
    early.request("irn_subscribe", { topic: T1 });
    expect(early.deliveries().length).toBe(1);
    now += 2_000;
    const late = client(relay, "did:key:late");
    late.request("irn_subscribe", { topic: T1 });
    expect(late.deliveries()).toEqual([]);
  });

  it("wc_proposeSession subscribes the dApp to the pairing topic and leaves the proposal there; wc_approveSession subscribes the wallet to the session topic and answers on both", () => {
    const relay = new Relay();
    const dapp = client(relay, "did:key:dapp");
    const wallet = client(relay, "did:key:wallet");
    expect(dapp.request("wc_proposeSession", { pairingTopic: T1, sessionProposal: "proposal", ttl: 300, tag: 1100 }).result).toBe(true);
    wallet.request("irn_subscribe", { topic: T1 });
    expect(wallet.deliveries().map((d) => [d.params!.data.topic, d.params!.data.message])).toEqual([[T1, "proposal"]]);
    const approve = { sessionTopic: T2, pairingTopic: T1, sessionProposalResponse: "response", sessionSettlementRequest: "settle", ttl: 300, tag: 1102 };
    expect(wallet.request("wc_approveSession", approve).result).toBe(true);
    // the dApp, subscribed by its proposal, has the response; the settlement waits on the session topic
    expect(dapp.deliveries().map((d) => d.params!.data.message)).toEqual(["response"]);
    dapp.request("irn_subscribe", { topic: T2 });
    expect(dapp.deliveries().map((d) => d.params!.data.message)).toEqual(["settle"]);
    // and the wallet, subscribed to the session topic by its approval, receives the dApp's answer there
    dapp.request("irn_publish", publish("settled", T2));
    expect(wallet.deliveries().map((d) => d.params!.data.message)).toEqual(["settled"]);
  });

  it("batch calls, unsubscribe and fetchMessages", () => {
    const relay = new Relay();
    const dapp = client(relay, "did:key:dapp");
    const wallet = client(relay, "did:key:wallet");
    expect(wallet.request("irn_batchSubscribe", { topics: [T1, T2] }).result).toEqual([sha256(T1 + "did:key:wallet"), sha256(T2 + "did:key:wallet")]);
    dapp.request("irn_batchPublish", { messages: [publish("one", T1), publish("two", T2)] });
    expect(wallet.deliveries().map((d) => d.params!.data.message)).toEqual(["one", "two"]);
    expect(wallet.request("irn_unsubscribe", { topic: T1, id: sha256(T1 + "did:key:wallet") }).result).toBe(true);
    dapp.request("irn_publish", publish("after", T1));
    expect(wallet.deliveries()).toEqual([]);
    // what it missed, fetched: and only once
    expect(wallet.request("irn_fetchMessages", { topic: T1 }).result).toMatchObject({ messages: [{ topic: T1, message: "after" }], hasMore: false });
    expect(wallet.request("irn_batchFetchMessages", { topics: [T1, T2] }).result).toEqual({ messages: [], hasMore: false });
    expect(wallet.request("irn_batchUnsubscribe", { subscriptions: [{ topic: T2, id: "x" }] }).result).toBe(true);
    dapp.request("irn_publish", publish("three", T2));
    expect(wallet.deliveries()).toEqual([]);
  });

  it("refuses what is not the protocol: named errors, the request's id echoed exactly (the SDK's exceed a double)", () => {
    const relay = new Relay();
    const c = client(relay, "did:key:c");
    expect(c.request("irn_subscribe", { topic: "not hex" }).error).toMatchObject({ code: -32602 });
    expect(c.request("irn_publish", { topic: T1, message: "", ttl: 300 }).error).toMatchObject({ code: -32602 });
    expect(c.request("irn_publish", { topic: T1, message: "m", ttl: 99_999_999 }).error).toMatchObject({ code: -32602 });
    expect(c.request("irn_publish", { topic: T1, message: "m", ttl: 300, tag: -1 }).error).toMatchObject({ code: -32602 });
    expect(c.request("wc_approveSession", { pairingTopic: T1, ttl: 300 }).error).toMatchObject({ code: -32602 });
    expect(c.request("irn_somethingElse", {}).error).toMatchObject({ code: -32601 });
    const raw: string[] = [];
    const r = relay.connect("did:key:raw", (t) => raw.push(t));
    r.receive(`{"id":1795946832468796928123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${T1}"}}`);
    expect(raw.pop()).toMatch(/^\{"id":1795946832468796928123,"jsonrpc":"2\.0","result":"[0-9a-f]{64}"\}$/);
    r.receive("{not json");
    expect(JSON.parse(raw.pop()!)).toMatchObject({ id: null, error: { code: -32700 } });
    r.receive('{"jsonrpc":"2.0","method":"irn_subscribe"}');
    expect(JSON.parse(raw.pop()!)).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it("a closed connection is sent nothing and leaves its subscriptions", () => {
    const relay = new Relay();
    const dapp = client(relay, "did:key:dapp");
    const wallet = client(relay, "did:key:wallet");
    wallet.request("irn_subscribe", { topic: T1 });
    wallet.connection.close();
    expect(relay.connections).toBe(1);
    dapp.request("irn_publish", publish("nobody home"));
    expect(wallet.deliveries()).toEqual([]);
  });
});

// ---- the client's auth, as @walletconnect/relay-auth signs it ----

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  return { did: `did:key:z${base58.encode(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`, privateKey };
}
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
function jwt(did: string, privateKey: KeyObject, { exp = Math.floor(Date.now() / 1000) + 3600, alg = "EdDSA" } = {}) {
  const data = `${b64({ alg, typ: "JWT" })}.${b64({ iss: did, sub: "x", aud: "ws://127.0.0.1", iat: 1, exp })}`;
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString("base64url")}`;
}

describe("the client's auth", () => {
  it("a did:key names its key in base58btc (Bitcoin's alphabet, no checksum), as did:key's own examples and @walletconnect/relay-auth write it", () => {
    // did:key's ed25519 example (W3C CCG did:key test vectors)
    const example = {
      did: "did:key:z6MkpTHR8VNsBxYAAWHut2Geadd9jSwuBV8xRoAnwWsdvktH",
      key: "94966b7c08e405775f8de6cc1c4508f6eb227403e1025b2c8ad2d7477398c5b2",
    };
    expect(publicKeyOfDid(example.did)?.toString("hex")).toBe(example.key);
    // the lowest and highest keys, as @walletconnect/relay-auth's encodeIss writes them
    expect(publicKeyOfDid("did:key:z6MkeTG3bFFSLYVU7VqhgZxqr6YzpaGrQtFMh1uvqGy1vDnP")?.toString("hex")).toBe("00".repeat(32));
    expect(publicKeyOfDid("did:key:z6MkwgaR63138bEEgad7uk993KMX54vBA6KTB4sFhCPnSB2e")?.toString("hex")).toBe("ff".repeat(32));
    expect(keyPair().did).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]{44}$/);
    // one character changed names another key; a character outside the alphabet, or a byte more or less, names none
    expect(publicKeyOfDid(`${example.did.slice(0, -1)}J`)?.toString("hex")).not.toBe(example.key);
    expect(publicKeyOfDid(`${example.did.slice(0, -1)}0`)).toBeNull();
    expect(publicKeyOfDid(example.did.slice(0, -2))).toBeNull();
    expect(publicKeyOfDid(`${example.did}H`)).toBeNull();
  });

  it("a JWT signed by the key its iss names is the client's id; a forged, expired or other one is refused", () => {
    const a = keyPair();
    const b = keyPair();
    expect(publicKeyOfDid(a.did)?.length).toBe(32);
    expect(checkRelayAuth(jwt(a.did, a.privateKey))).toEqual({ clientId: a.did });
    expect(checkRelayAuth(jwt(a.did, b.privateKey))).toEqual({ refused: "auth's signature does not match its iss" });
    expect(checkRelayAuth(jwt(a.did, a.privateKey, { exp: 10 }))).toEqual({ refused: "auth has expired" });
    expect(checkRelayAuth(jwt(a.did, a.privateKey, { alg: "HS256" }))).toEqual({ refused: "auth must be signed with EdDSA" });
    expect(checkRelayAuth(jwt("did:key:zNotBase58!", a.privateKey))).toEqual({ refused: "auth's iss must be an ed25519 did:key" });
    expect(checkRelayAuth("nope")).toEqual({ refused: "auth is not a JWT" });
  });
});

// ---- over a socket ----

/** A WebSocket client over a raw socket (MSW intercepts the test process's own http and WebSocket, not raw sockets). */
function rawSocket(port: number, path: string): Promise<{ status: number; send: (text: string) => void; next: () => Promise<string>; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let buffer = Buffer.alloc(0);
    let status = 0;
    const frames: string[] = [];
    const waiting: ((text: string) => void)[] = [];
    const take = () => {
      while (buffer.length >= 2) {
        let length = buffer[1]! & 0x7f;
        let offset = 2;
        if (length === 126) [length, offset] = [buffer.readUInt16BE(2), 4];
        if (buffer.length < offset + length) return;
        const opcode = buffer[0]! & 0x0f;
        const payload = buffer.subarray(offset, offset + length).toString("utf8");
        buffer = buffer.subarray(offset + length);
        if (opcode !== 1) continue;
        const reader = waiting.shift();
        if (reader) reader(payload);
        else frames.push(payload);
      }
    };
    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!status) {
        const end = buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        status = Number(/^HTTP\/1\.1 (\d+)/.exec(buffer.subarray(0, end).toString())?.[1]);
        buffer = status === 101 ? buffer.subarray(end + 4) : Buffer.alloc(0);
        resolve({
          status,
          socket,
          send(text) {
            const payload = Buffer.from(text);
            const mask = Buffer.from([1, 2, 3, 4]);
            const head =
              payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length]) : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
            socket.write(Buffer.concat([head, mask, Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!))]));
          },
          next: () => new Promise((r) => (frames.length ? r(frames.shift()!) : waiting.push(r))),
        });
      }
      take();
    });
    socket.on("error", reject);
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
  });
}

describe("the relay over a WebSocket (attachRelay)", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it("asks for a project id and the client's signed auth; then speaks the protocol; any other path is refused", async () => {
    server = createServer((_, res) => res.end());
    const relay = attachRelay(server);
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    const a = keyPair();
    const auth = jwt(a.did, a.privateKey);
    const project = "0123456789abcdef0123456789abcdef";
    expect((await rawSocket(port, `${RELAY_PATH}?auth=${auth}`)).status).toBe(400);
    expect((await rawSocket(port, `${RELAY_PATH}?projectId=${project}&auth=${jwt(a.did, keyPair().privateKey)}`)).status).toBe(401);
    expect((await rawSocket(port, `/__dev/other?projectId=${project}&auth=${auth}`)).status).toBe(404);
    const ws = await rawSocket(port, `${RELAY_PATH}?projectId=${project}&auth=${auth}&ua=wc-2%2Fjs-2.25.0&useOnCloseEvent=true`);
    expect(ws.status).toBe(101);
    ws.send(JSON.stringify({ id: "7", jsonrpc: "2.0", method: "irn_subscribe", params: { topic: T1 } }));
    expect(JSON.parse(await ws.next())).toEqual({ id: "7", jsonrpc: "2.0", result: sha256(T1 + a.did) });
    expect(relay.connections).toBe(1);
    relay.close();
    ws.socket.destroy();
  });
});
