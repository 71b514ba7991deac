import { handleRelayRequest, RELAY_LIMITS, RpcError, sha256, type Params, type PublishOptions, type RelayMessage, type RelaySession } from "./relay-protocol";

/**
 * WalletConnect's relay, stood in for in the local stack: a WebSocket at RELAY_PATH speaking the
 * relay's JSON-RPC (protocol `irn`) as @walletconnect/core 2.x speaks it, so that a dApp (the app's
 * WalletConnect connector) and a wallet (the dev WalletConnect wallet, /__dev/walletconnect) pair and exchange
 * their encrypted messages without leaving the machine.
 *
 * What it does, as the relay does: a client connects with `projectId` and `auth` (a JWT signed by
 * its own ed25519 key, whose `iss` is its id) in the query. Every publish is kept in its topic's
 * mailbox until its TTL and delivered (`irn_subscription`) to each client subscribed to the topic,
 * now or later, except the client that published it, once per client: a client acknowledges a
 * delivery and is not sent that message again, on any connection. The session calls that @walletconnect/sign-client
 * sends to the relay itself, `wc_proposeSession` (the proposal, on the pairing topic) and
 * `wc_approveSession` (the proposal's answer on the pairing topic and the settlement on the session
 * topic), are published the same way. Messages stay as they came: end-to-end encrypted, the relay
 * reads topics only. Nothing is kept on disk: a restart empties the mailboxes, and the clients
 * subscribe again when they reconnect.
 */
export const RELAY_PATH = "/__dev/walletconnect/relay";

/** A message in its topic's mailbox. */
interface Stored extends RelayMessage {
  /** The message's identity: a publish repeated (a retry) is the same message. */
  id: string;
  expiresAt: number;
  /** The client that published it (never sent it back). */
  from: string;
  /** The clients that acknowledged it. */
  ackedBy: Set<string>;
  /** The clients it is on its way to (sent on one of their connections, not acknowledged yet). */
  inFlight: Set<string>;
}

/** What a client is sent of a stored message. */
const sent = ({ topic, message, publishedAt, tag, attestation }: Stored): RelayMessage => ({ topic, message, publishedAt, tag, attestation });

/** The relay's state: the mailboxes and who is subscribed to what. One per mock server. */
export class Relay {
  private readonly mailboxes = new Map<string, Stored[]>();
  private readonly subscribers = new Map<string, Set<RelayClient>>();
  private readonly clients = new Set<RelayClient>();

  constructor(readonly now: () => number = Date.now) {}

  /** A client's connection: `send` writes a text frame to it. */
  connect(clientId: string, send: (text: string) => void): RelayClient {
    const client = new RelayClient(this, clientId, send);
    this.clients.add(client);
    return client;
  }

  /** The connections open now. */
  get connections(): number {
    return this.clients.size;
  }

  /** @internal A connection closed: what it had not acknowledged goes to the client's other connections. */
  forget(client: RelayClient, unacknowledged: Stored[]) {
    this.clients.delete(client);
    for (const topic of client.subscriptions.keys()) this.unsubscribe(client, topic);
    for (const stored of unacknowledged) {
      stored.inFlight.delete(client.clientId);
      for (const other of this.subscribers.get(stored.topic) ?? []) if (other.clientId === client.clientId) other.deliver(stored);
    }
  }

  /** @internal */
  subscribe(client: RelayClient, topic: string) {
    let set = this.subscribers.get(topic);
    if (!set) this.subscribers.set(topic, (set = new Set()));
    set.add(client);
    for (const stored of this.mailbox(topic)) client.deliver(stored);
  }

  /** @internal */
  unsubscribe(client: RelayClient, topic: string) {
    const set = this.subscribers.get(topic);
    set?.delete(client);
    if (set?.size === 0) this.subscribers.delete(topic);
  }

  /** @internal Keeps a message in its topic's mailbox and delivers it to the topic's subscribers. */
  publish(from: string, topic: string, message: string, options: PublishOptions) {
    const id = sha256(`${topic}:${message}`);
    const mailbox = this.mailbox(topic);
    if (mailbox.some((m) => m.id === id)) return;
    const publishedAt = this.now();
    const { ttl, tag, attestation } = options;
    const stored: Stored = {
      id,
      topic,
      message,
      publishedAt,
      expiresAt: publishedAt + ttl * 1000,
      tag,
      attestation,
      from,
      ackedBy: new Set(),
      inFlight: new Set(),
    };
    mailbox.push(stored);
    if (mailbox.length > RELAY_LIMITS.mailboxSize) mailbox.shift();
    this.mailboxes.set(topic, mailbox);
    for (const client of this.subscribers.get(topic) ?? []) client.deliver(stored);
  }

  /** @internal The messages of a topic still within their TTL, oldest first. */
  mailbox(topic: string): Stored[] {
    const now = this.now();
    const live = (this.mailboxes.get(topic) ?? []).filter((m) => m.expiresAt > now);
    if (live.length) this.mailboxes.set(topic, live);
    else this.mailboxes.delete(topic);
    return live;
  }

  /** Ends every connection (the server is stopping). */
  close() {
    for (const client of [...this.clients]) client.close();
  }
}

/** One connection of a client: what it sent, answered; what its topics receive, delivered. */
export class RelayClient {
  /** Its subscriptions: topic → subscription id (the id the SDK computes too: sha256 of topic and client id). */
  readonly subscriptions = new Map<string, string>();
  /** Deliveries sent on this connection and not acknowledged yet: request id → message. */
  private readonly unacked = new Map<number, Stored>();
  private nextId = 1;
  private closed = false;
  /** Called when the connection should end (set by the transport). */
  onClose: () => void = () => undefined;
  /** What a request may do on this connection. */
  private readonly session: RelaySession = {
    subscribe: (topic) => this.subscribe(topic),
    unsubscribe: (topic) => this.unsubscribe(topic),
    publish: (topic, message, options) => this.relay.publish(this.clientId, topic, message, options),
    fetch: (topics) => this.fetch(topics),
  };

  constructor(
    private readonly relay: Relay,
    readonly clientId: string,
    private readonly send: (text: string) => void,
  ) {}

  /** A text frame from the client: a request (answered) or the acknowledgement of a delivery. */
  receive(text: string) {
    // ids are echoed exactly as they came: the SDK's exceed a double's precision
    const idSources = new Map<object, string>();
    let body: unknown;
    try {
      body = JSON.parse(text, function (this: unknown, key: string, value: unknown, context?: { source?: string }) {
        if (key === "id" && this && typeof this === "object")
          idSources.set(this, typeof value === "number" && context?.source ? context.source : JSON.stringify(value));
        return value;
      });
    } catch {
      return this.answer("null", { error: { code: -32700, message: "Parse error" } });
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) return this.answer("null", { error: { code: -32600, message: "Invalid request" } });
    const rpc = body as { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown };
    const id = idSources.get(body);
    if (rpc.method === undefined && ("result" in rpc || "error" in rpc)) return this.acknowledged(Number(rpc.id));
    if (id === undefined || id === "null" || typeof rpc.method !== "string")
      return this.answer(id ?? "null", { error: { code: -32600, message: "Invalid request" } });
    const params = rpc.params && typeof rpc.params === "object" && !Array.isArray(rpc.params) ? (rpc.params as Params) : {};
    try {
      this.answer(id, { result: handleRelayRequest(this.session, rpc.method, params) });
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      this.answer(id, { error: { code: error.code, message: error.message } });
    }
  }

  private subscribe(topic: string): string {
    const id = sha256(topic + this.clientId);
    this.subscriptions.set(topic, id);
    this.relay.subscribe(this, topic);
    return id;
  }

  private unsubscribe(topic: string) {
    this.subscriptions.delete(topic);
    this.relay.unsubscribe(this, topic);
  }

  /** The messages of these topics this client has not acknowledged, now counted as delivered. */
  private fetch(topics: string[]): RelayMessage[] {
    return topics.flatMap((topic) =>
      this.relay
        .mailbox(topic)
        .filter((m) => m.from !== this.clientId && !m.ackedBy.has(this.clientId))
        .map((m) => {
          m.ackedBy.add(this.clientId);
          return sent(m);
        }),
    );
  }

  /**
   * @internal Sends a message of a subscribed topic, unless this client sent it, has it, or has it
   * on its way on another connection: once per client, as the relay does (a client with two
   * connections open, as a reconnecting SDK has for a moment, would otherwise handle it twice).
   */
  deliver(stored: Stored) {
    const subscription = this.subscriptions.get(stored.topic);
    const client = this.clientId;
    if (this.closed || !subscription || stored.from === client || stored.ackedBy.has(client) || stored.inFlight.has(client)) return;
    stored.inFlight.add(client);
    const id = this.nextId++;
    this.unacked.set(id, stored);
    this.send(JSON.stringify({ id, jsonrpc: "2.0", method: "irn_subscription", params: { id: subscription, data: sent(stored) } }));
  }

  private acknowledged(id: number) {
    const stored = this.unacked.get(id);
    if (!stored) return;
    this.unacked.delete(id);
    stored.inFlight.delete(this.clientId);
    stored.ackedBy.add(this.clientId);
  }

  /** Answers a request: `id` is the request's id as its JSON text. */
  private answer(id: string, outcome: { result: unknown } | { error: { code: number; message: string } }) {
    if (this.closed) return;
    const rest = JSON.stringify({ jsonrpc: "2.0", ...outcome });
    this.send(`{"id":${id},${rest.slice(1)}`);
  }

  /** Ends this connection: its subscriptions go, its unacknowledged deliveries wait for the next. */
  close() {
    if (this.closed) return;
    this.closed = true;
    this.relay.forget(this, [...this.unacked.values()]);
    this.unacked.clear();
    this.onClose();
  }
}
