import { drop } from "@mswjs/data";
import { describe, expect, it } from "vitest";
import { db, modelNames } from "../db";
import { layerOf, placeStored, scanQuery } from "./indexes";
import { rowOf, SHAPES, type ModelName } from "./rows";

const layer = layerOf(db);
type Entity = Record<string | symbol, unknown>;
/** An entity as a test compares it: its fields in order with their values, and the layer's marks (its symbols) with theirs. */
const shape = (e: Entity) => ({
  fields: Object.keys(e).map((k) => [k, e[k]]),
  marks: Object.getOwnPropertySymbols(e).map((s) => [s.description, e[s]]),
});

describe("a stored row placed into the model layer at the start (placeStored)", () => {
  it("is the entity the layer's own create makes, for every model", () => {
    for (const name of modelNames) {
      drop(db);
      const key = SHAPES[name].key;
      const api = db[name] as unknown as { create: (v: object) => Entity; findFirst: (q: object) => Entity | null };
      const created = api.create({ [key]: `${name}-1` });
      const row = JSON.parse(JSON.stringify(rowOf(name, created as Record<string, unknown>))) as Record<string, unknown>;
      drop(db);
      placeStored(layer, name, key, Object.keys(SHAPES[name].fields), row);
      const placed = api.findFirst({ where: { [key]: { equals: `${name}-1` } } });
      expect(placed, name).not.toBeNull();
      expect(shape(placed!), name).toEqual(shape(created));
    }
  });

  it("is found through the indexes as through a scan, and a second row with its key is refused", () => {
    drop(db);
    const name: ModelName = "friendship";
    const fields = Object.keys(SHAPES[name].fields);
    const model = rowOf(name, db.friendship.create({ id: 99 }) as never);
    const row = (id: number, fromId: string) => ({ ...model, id, fromId });
    drop(db);
    for (const [id, from] of [
      [1, "u_a"],
      [2, "u_b"],
      [3, "u_a"],
    ] as const)
      placeStored(layer, name, SHAPES[name].key, fields, row(id, from));
    const query = { where: { fromId: { equals: "u_a" } } };
    expect(db.friendship.findMany(query).map((f) => f.id)).toEqual([1, 3]);
    expect(scanQuery(name, "id", query, layer).map((f) => f.id)).toEqual([1, 3]);
    expect(() => placeStored(layer, name, SHAPES[name].key, fields, row(1, "u_c"))).toThrow(/a second friendship with the key 1/);
  });
});
