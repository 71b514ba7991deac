import { createHash } from "node:crypto";

/**
 * The relay's JSON-RPC methods, as @walletconnect/core 2.x calls them (its Subscriber and
 * Publisher, and the two session calls of sign-client's engine): each request's params checked,
 * then carried out on the connection that sent it (./relay.ts keeps the mailboxes and the
 * subscriptions).
 */

/** The relay's limits: a message's size, a TTL's range (seconds), what one topic's mailbox holds. */
export const RELAY_LIMITS = {
  maxMessageChars: 256 * 1024,
  minTtl: 10,
  maxTtl: 30 * 24 * 3600,
  mailboxSize: 500,
  topicsPerRequest: 500,
  /** The relay pings every client this often (a Node client drops a connection that goes 35 s without one). */
  pingMs: 20_000,
} as const;

export type Params = Record<string, unknown>;
export interface PublishOptions {
  ttl: number;
  tag?: number;
  attestation?: string;
}
/** A message as a client is sent it (irn_subscription's data, irn_fetchMessages' messages). */
export interface RelayMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag?: number;
  attestation?: string;
}
/** What a request may do on the connection that sent it. */
export interface RelaySession {
  /** Subscribes the connection; answers the subscription id. */
  subscribe(topic: string): string;
  unsubscribe(topic: string): void;
  publish(topic: string, message: string, options: PublishOptions): void;
  /** The topics' messages this client has not had, now counted as delivered. */
  fetch(topics: string[]): RelayMessage[];
}
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
const invalid = (message: string) => new RpcError(-32602, message);

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const TOPIC = /^[0-9a-f]{64}$/;

function topicOf(params: Params, field = "topic"): string {
  const topic = params[field];
  if (typeof topic !== "string" || !TOPIC.test(topic)) throw invalid(`${field} must be 64 hex characters`);
  return topic;
}

function topicsOf(params: Params): string[] {
  const topics = params.topics;
  if (!Array.isArray(topics) || topics.length > RELAY_LIMITS.topicsPerRequest)
    throw invalid(`topics must be a list of at most ${RELAY_LIMITS.topicsPerRequest}`);
  return topics.map((topic) => topicOf({ topic }));
}

function messageOf(params: Params, field = "message"): string {
  const message = params[field];
  if (typeof message !== "string" || message.length === 0 || message.length > RELAY_LIMITS.maxMessageChars)
    throw invalid(`${field} must be a non-empty string of at most ${RELAY_LIMITS.maxMessageChars} characters`);
  return message;
}

/** What every publish carries besides its topic and message: the TTL (seconds), the tag, an attestation. */
function publishOptions(params: Params): PublishOptions {
  const { ttl, tag, attestation, prompt } = params;
  if (typeof ttl !== "number" || !Number.isInteger(ttl) || ttl < RELAY_LIMITS.minTtl || ttl > RELAY_LIMITS.maxTtl)
    throw invalid(`ttl must be whole seconds from ${RELAY_LIMITS.minTtl} to ${RELAY_LIMITS.maxTtl}`);
  if (tag !== undefined && (typeof tag !== "number" || !Number.isInteger(tag) || tag < 0)) throw invalid("tag must be a whole number");
  if (attestation !== undefined && typeof attestation !== "string") throw invalid("attestation must be a string");
  if (prompt !== undefined && typeof prompt !== "boolean") throw invalid("prompt must be true or false");
  return { ttl, tag, attestation: attestation || undefined };
}

/** Carries out one request of a client: its result, or an RpcError (-32602 for bad params, -32601 for an unknown method). */
export function handleRelayRequest(session: RelaySession, method: string, params: Params): unknown {
  switch (method) {
    case "irn_subscribe":
      return session.subscribe(topicOf(params));
    case "irn_batchSubscribe":
      return topicsOf(params).map((topic) => session.subscribe(topic));
    case "irn_unsubscribe":
      topicOf(params);
      session.unsubscribe(params.topic as string);
      return true;
    case "irn_batchUnsubscribe": {
      const list = params.subscriptions;
      if (!Array.isArray(list)) throw invalid("subscriptions must be a list of { topic, id }");
      const topics = list.map((s: unknown) => topicOf((s ?? {}) as Params));
      for (const topic of topics) session.unsubscribe(topic);
      return true;
    }
    case "irn_publish":
      session.publish(topicOf(params), messageOf(params), publishOptions(params));
      return true;
    case "irn_batchPublish": {
      const list = params.messages;
      if (!Array.isArray(list)) throw invalid("messages must be a list of publishes");
      const checked = list.map((m: unknown) => {
        const p = (m ?? {}) as Params;
        return [topicOf(p), messageOf(p), publishOptions(p)] as const;
      });
      for (const [topic, message, options] of checked) session.publish(topic, message, options);
      return true;
    }
    case "irn_fetchMessages":
      return { messages: session.fetch([topicOf(params)]), hasMore: false };
    case "irn_batchFetchMessages":
      return { messages: session.fetch(topicsOf(params)), hasMore: false };
    case "wc_proposeSession": {
      // the dApp's proposal, for the wallet that pairs with the pairing topic; the dApp is
      // subscribed to the pairing topic by this call (the SDK does not subscribe it itself)
      const pairingTopic = topicOf(params, "pairingTopic");
      const proposal = messageOf(params, "sessionProposal");
      const options = publishOptions(params);
      session.subscribe(pairingTopic);
      session.publish(pairingTopic, proposal, options);
      return true;
    }
    case "wc_approveSession": {
      // the wallet's answer to the proposal (pairing topic) and the session's settlement (session
      // topic); the wallet is subscribed to the session topic by this call, as the dApp was above
      const pairingTopic = topicOf(params, "pairingTopic");
      const sessionTopic = topicOf(params, "sessionTopic");
      const response = messageOf(params, "sessionProposalResponse");
      const settlement = messageOf(params, "sessionSettlementRequest");
      const options = publishOptions(params);
      session.subscribe(sessionTopic);
      session.publish(pairingTopic, response, options);
      session.publish(sessionTopic, settlement, options);
      return true;
    }
    default:
      throw new RpcError(-32601, `Method not found: ${method}`);
  }
}
