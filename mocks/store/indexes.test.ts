import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { db, resetSequences } from "../db";
import { findUserByName } from "../domain/users";
import { storedPasswordNow } from "../lib/crypto";
import { layerOf, scanQuery } from "./indexes";

const layer = layerOf(db);
const players = ["u_a", "u_b", "u_c"];

describe("indexed lookups (mocks/store/indexes.ts)", () => {
  it("answer the same rows in the same order as testing every row, whatever was created, changed and deleted", () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("create" as const),
        from: fc.constantFrom(...players),
        to: fc.constantFrom(...players),
        status: fc.constantFrom("accepted", "pending"),
      }),
      fc.record({
        kind: fc.constant("update" as const),
        pick: fc.nat(),
        to: fc.constantFrom(...players),
        status: fc.constantFrom("accepted", "pending", "rejected"),
      }),
      fc.record({ kind: fc.constant("rekey" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
    );
    // every query of these shapes is asked after each run: by a key or an indexed field, with and without
    // a second condition, an order and a page (the layer's order matters most without an order)
    const queries = [
      ...["fromId", "toId"].flatMap((field) => players.map((value) => ({ field, value }))),
      ...[1_000_001, 1_000_003].map((value) => ({ field: "id", value })),
    ].flatMap((q) =>
      [undefined, "accepted", "pending"].flatMap((status) =>
        [undefined, "asc", "desc"].flatMap((orderBy) => [{}, { take: 2 }, { skip: 1 }, { take: 1, skip: 1 }].map((page) => ({ ...q, status, orderBy, page }))),
      ),
    );
    fc.assert(
      fc.property(fc.array(op, { minLength: 10, maxLength: 60 }), (ops) => {
        db.friendship.deleteMany({ where: { id: { gte: 1_000_000 } } });
        let next = 1_000_000;
        const ids = () => db.friendship.findMany({ where: { id: { gte: 1_000_000 } } }).map((f) => f.id);
        for (const o of ops) {
          const live = ids();
          const id = live[("pick" in o ? o.pick : 0) % Math.max(1, live.length)];
          if (o.kind === "create") db.friendship.create({ id: ++next, fromId: o.from, toId: o.to, status: o.status });
          else if (id === undefined) continue;
          else if (o.kind === "update") db.friendship.update({ where: { id: { equals: id } }, data: { toId: o.to, status: o.status } });
          else if (o.kind === "rekey") db.friendship.update({ where: { id: { equals: id } }, data: { id: ++next } });
          else db.friendship.delete({ where: { id: { equals: id } } });
        }
        for (const q of queries) {
          const where = { [q.field]: { equals: q.value }, ...(q.status ? { status: { equals: q.status } } : {}) };
          const full = { where, ...(q.orderBy ? { orderBy: { id: q.orderBy } } : {}), ...q.page };
          const indexed = db.friendship.findMany(full as never);
          const scanned = scanQuery("friendship", "id", full as never, layer as never);
          expect(indexed.map((f) => f.id)).toEqual(scanned.map((f) => f.id));
          indexed.forEach((row, i) => expect(row).toBe(scanned[i]));
        }
      }),
      { numRuns: 100 },
    );
    resetSequences();
  });

  it("a second evaluation of the module (a test's vi.resetModules) still scans as the library does", async () => {
    const first = await import("./indexes");
    vi.resetModules();
    const second = await import("./indexes");
    expect(second).not.toBe(first);
    expect(second.scanQuery).toBe(first.scanQuery);
    expect(second.scanQuery.name).toBe("executeQuery");
  });

  it("a lookup among 50,000 players takes a map's time, not a scan's", () => {
    const { salt, passwordHash } = storedPasswordNow("not used");
    for (let i = 0; i < 50_000; i++)
      db.user.create({
        id: `u_bulk_${i}`,
        username: `bulk_${i}`,
        email: `bulk_${i}@example.test`,
        passwordHash,
        salt,
        verified: true,
        referralVerified: true,
        userFrom: "penta",
        extraDataJson: "{}",
        externalWalletsJson: "[]",
        createdAt: "2026-11-28T00:00:00Z",
      });
    const started = performance.now();
    for (let i = 0; i < 200; i++) expect(findUserByName(`bulk_${(i * 7919) % 50_000}`)?.id).toBe(`u_bulk_${(i * 7919) % 50_000}`);
    // testing every row, the 200 lookups among 50,000 players would take many seconds
    expect(performance.now() - started).toBeLessThan(1_000);
    const scanStarted = performance.now();
    scanQuery("user", "id", { where: { username: { equals: "bulk_49999" } } }, layer as never);
    expect(performance.now() - scanStarted).toBeGreaterThan(5);
  });
});
