import { getResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import contract from "../../generated/openapi/all.json";
import { db } from "../db";
import { startSession } from "../domain/sessions";
import { findUserByName } from "../domain/users";
import { idempotencyRules, IN_PROGRESS, REPLAYED_HEADER } from "../lib/idempotency";
import { snapshot } from "../state";
import { BASE } from "../testing/test-utils";
import { handlers } from "./";

/**
 * Every write operation of the contract, walked from the contract itself (a new one is covered
 * without editing this file): its example request is sent twice at once with one Idempotency-Key,
 * then once more after both have answered. The work is done once (one answer is made, the other is
 * the kept one or 409 while the first runs), every answer given is the first answer, status and body,
 * and the repeat changes nothing in the state.
 */
type Media = { schema?: unknown; example?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = { operationId: string; security?: unknown[]; requestBody?: { $ref?: string; content?: Record<string, Media> }; parameters?: unknown[] };

const resolve = <T>(node: T | { $ref?: string } | undefined): T | undefined => {
  let n = node as { $ref?: string } | undefined;
  for (let i = 0; n?.$ref && i < 10; i++)
    n = n.$ref
      .split("/")
      .slice(1)
      .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, contract as unknown as Record<string, unknown>) as { $ref?: string };
  return n as T | undefined;
};

const writes = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>)
    .filter(([method]) => ["post", "put", "patch", "delete"].includes(method))
    .map(([method, op]) => {
      const content = resolve<{ content?: Record<string, Media> }>(op.requestBody)?.content ?? {};
      const json = content["application/json"];
      const example = json?.example ?? Object.values(json?.examples ?? {}).map((e) => resolve<{ value: unknown }>(e)?.value)[0];
      return { path, method: method.toUpperCase(), op, json: json ? (example ?? {}) : undefined, multipart: "multipart/form-data" in content };
    }),
);

const concretePath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => ({ provider: "discord", network: "x", badge: "royal", id: "ss_unknown" })[name] ?? "alice");

/** The state as the effects of a request show in it: the session's last use and the kept answers aside. */
function effects() {
  const { models } = snapshot();
  delete models.keptAnswer;
  models.session = (models.session ?? []).map((row) => ({ ...row, lastSeenAt: 0, device: "", place: "" }));
  return JSON.stringify(models);
}

async function send(w: (typeof writes)[number], key: string, token: string) {
  const headers: Record<string, string> = { "Idempotency-Key": key, Authorization: `Bearer ${token}`, "x-mock-client": "idempotency-walk" };
  let body: BodyInit | undefined;
  if (w.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(w.json);
  } else if (w.multipart) {
    const form = new FormData();
    form.set("file", new Blob(["not a picture"], { type: "text/plain" }), "a.txt");
    body = form;
  }
  const response =
    (await getResponse(handlers, new Request(`${BASE}${concretePath(w.path)}`, { method: w.method, headers, body }))) ?? new Response(null, { status: 404 });
  return { status: response.status, replayed: response.headers.get(REPLAYED_HEADER) === "true", body: await response.text() };
}

type Sent = Awaited<ReturnType<typeof send>>;

/** A repeat after the first answer: that answer again, replayed, and nothing in the state changed. */
async function expectRepeatReplayed(w: (typeof writes)[number], key: string, token: string, first: Sent) {
  const before = effects();
  const again = await send(w, key, token);
  expect(again.replayed, "the repeat was replayed").toBe(true);
  expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
  expect(effects() === before, "the repeat changed the state").toBe(true);
}

/** The walk's check of one write: done once, every answer the first one, the repeat without effect. */
async function walk(w: (typeof writes)[number], key: string) {
  const token = startSession(findUserByName("alice")!).token;
  const pair = await Promise.all([send(w, key, token), send(w, key, token)]);
  const made = pair.filter((a) => !a.replayed && !(a.status === 409 && a.body.includes(IN_PROGRESS)));
  expect(made, "one of the two is answered by doing the work").toHaveLength(1);
  const first = made[0]!;
  expect(first.status === 501 || first.status < 500, first.body).toBe(true);
  if (first.status >= 500 || first.status === 429) return; // not kept: nothing happened
  for (const other of pair.filter((a) => a !== first))
    if (other.replayed) expect({ status: other.status, body: other.body }).toEqual({ status: first.status, body: first.body });
  await expectRepeatReplayed(w, key, token, first);
  expect(db.keptAnswer.count()).toBeGreaterThan(0);
}

describe("every write operation, twice at once with one Idempotency-Key", () => {
  it("covers the contract's writes", () => expect(writes.length).toBeGreaterThan(50));

  it.each(writes.map((w) => [`${w.method} ${w.path}`, w] as const))("%s: done once, the first answer to every repeat", async (_name, w) => {
    await walk(w, `walk-${w.op.operationId}`);
  });

  it("fails with the mechanism off (no answer kept, as the fault idempotency-off): the repeat of every write whose answer is kept is done again, and caught", async () => {
    const off = vi.spyOn(idempotencyRules, "recall").mockReturnValue("none");
    try {
      const uncaught: string[] = [];
      let caught = 0;
      for (const w of writes) {
        const token = startSession(findUserByName("alice")!).token;
        const key = `off-${w.op.operationId}`;
        const first = await send(w, key, token);
        if (first.status >= 500 || first.status === 429) continue; // never kept
        const failure = await expectRepeatReplayed(w, key, token, first).then(
          () => null,
          (error: Error) => error.message,
        );
        if (failure === null) uncaught.push(w.op.operationId);
        else {
          expect(failure, w.op.operationId).toMatch(/the repeat was replayed|the repeat changed the state/);
          caught++;
        }
      }
      expect(uncaught, "writes whose repeat the walk did not catch").toEqual([]);
      expect(caught).toBeGreaterThan(50);
    } finally {
      off.mockRestore();
    }
  });
});
