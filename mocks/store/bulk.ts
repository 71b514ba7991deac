import { randomBytes } from "node:crypto";
import { nextId } from "../db";
import { createUser } from "../domain/users";
import { seal, storedPasswordNow, tokenKey } from "../lib/crypto";
import { openState } from "../state";
import { rowOf, SHAPES, type ModelName } from "./rows";
import { SqliteStore, type ChangedRows } from "./sqlite";

/**
 * The bulk loader (npm run bench:mock; also for a QA store of a given size): the seed, then
 * `accounts` players more (bulk_0, bulk_1...; one password for all, "bench-password", hashed once at
 * today's cost), a live session for the first `sessionsFor` of them (their tokens are returned), and
 * `mails` mails and `friendships` friendships among them, written to the store at `file` in one
 * transaction. The mock then starts on it as on any saved state (each row checked).
 */
export function bulkLoad(file: string, o: { accounts: number; sessionsFor: number; mails?: number; friendships?: number }) {
  openState(file, { reset: true }).close();
  const password = storedPasswordNow("bench-password");
  // one of each row as the model layer makes it, the others alike with their own keys
  const user = rowOf(
    "user",
    createUser({ username: "bulk_model", email: "bulk.model@example.test", password: "unused", userFrom: "penta", verified: true }) as never,
  );
  const now = Date.now();
  const changes: ChangedRows = new Map();
  const put = (name: ModelName, row: Record<string, unknown>) => {
    let rows = changes.get(name);
    if (!rows) changes.set(name, (rows = new Map()));
    rows.set(String(row[SHAPES[name].key]), row);
  };
  const usernames: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < o.accounts; i++) {
    const username = `bulk_${i}`;
    usernames.push(username);
    ids.push(`u_bulk_${i}`);
    put("user", { ...user, ...password, id: `u_bulk_${i}`, username, email: `${username}@example.test`, createdAt: new Date(now).toISOString() });
  }
  const tokens: string[] = [];
  for (let i = 0; i < Math.min(o.sessionsFor, o.accounts); i++) {
    const token = `st_${randomBytes(24).toString("base64url")}`;
    tokens.push(token);
    put("session", {
      token: tokenKey(token),
      id: `ss_bulk_${i}`,
      userId: ids[i],
      device: "bench",
      place: "127.0.0.1",
      createdAt: now,
      lastSeenAt: now,
      revoked: false,
    });
  }
  const firstMail = nextId("mail");
  for (let i = 0; i < (o.mails ?? 0); i++)
    put("mail", {
      id: firstMail + i,
      to: `bulk_${i % o.accounts}@example.test`,
      subject: "Bulk",
      text: "A mail of the bulk load.",
      link: seal("http://127.0.0.1:5173/"),
      createdAt: new Date(now).toISOString(),
    });
  const firstFriendship = nextId("friendship");
  // each a pair of its own (a pair has one friendship): every account with the one 1, 2, 3… places
  // on, less than halfway round (further on, a pair would come round again the other way)
  if ((o.friendships ?? 0) > o.accounts * Math.floor((o.accounts - 1) / 2))
    throw new Error(`bulkLoad: ${o.accounts} accounts make too few pairs for ${o.friendships} friendships`);
  for (let i = 0; i < (o.friendships ?? 0); i++) {
    const step = 1 + Math.floor(i / o.accounts);
    put("friendship", { id: firstFriendship + i, fromId: ids[i % o.accounts], toId: ids[(i + step) % o.accounts], status: "accepted", answeredAt: now });
  }
  const store = new SqliteStore(file);
  try {
    store.apply(changes);
  } finally {
    store.close();
  }
  return { usernames, tokens };
}
