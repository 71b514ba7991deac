import { createRequire } from "node:module";
import type { ModelName } from "./rows";

/**
 * Indexes for the model layer's hot lookups. @mswjs/data answers every query (a primary key's
 * included) by testing every row, building the query's matcher again for each, so a sign-in's
 * lookups grow with the number of players. Its query function is replaced here by one that takes
 * the rows of an equality on the primary key or on an indexed field from a map, then applies the rest of the
 * query with the layer's own matcher, order and paging, so the answers are the same rows in the
 * same order (mocks/store/indexes.test.ts compares the two on random data). The handlers and rules
 * query as before. The function is private to the library: docs/vendor-patches.md, and
 * mocks/store/indexes-vendor.test.ts fails when an update moves it.
 */
export const INDEXED: Partial<Record<ModelName, string[]>> = {
  user: ["username", "email", "mmAddress", "referredBy"],
  session: ["userId"],
  oneTime: ["userId"],
  mail: ["to"],
  friendship: ["fromId", "toId"],
  socialLink: ["userId"],
  pointClaim: ["userId"],
  badgeClaim: ["userId"],
  badgeTask: ["userId"],
  spin: ["userId"],
  participation: ["userId"],
  reward: ["userId"],
  purchase: ["userId"],
  miningItem: ["ownerId"],
  poolMember: ["userId", "poolCode"],
  space: ["ownerId"],
  spatialWhitelist: ["spaceOwnerId"],
};

type Key = string | number;
type Entity = Record<string, unknown>;
interface Query {
  where?: Record<string, unknown>;
  orderBy?: unknown;
}
export interface Layer {
  getModel: (name: string) => Map<Key, Entity>;
  events: { on: (event: string, listener: (...args: never[]) => void) => void };
}
type ExecuteQuery = (modelName: string, primaryKey: string, query: Query, db: Layer) => Entity[];

const require = createRequire(import.meta.url);
const queryModule = require("@mswjs/data/lib/query/executeQuery.js") as { executeQuery: ExecuteQuery };
const { compileQuery } = require("@mswjs/data/lib/query/compileQuery.js") as { compileQuery: (query: Query) => (entity: Entity) => boolean };
const { sortResults } = require("@mswjs/data/lib/query/sortResults.js") as { sortResults: (orderBy: unknown, results: Entity[]) => void };
const { paginateResults } = require("@mswjs/data/lib/query/paginateResults.js") as { paginateResults: (query: Query, results: Entity[]) => Entity[] };
/**
 * The layer's own query function: every row tested (kept for what no index serves, and for the
 * tests). Kept once per process: the library is loaded once, so a second evaluation of this module
 * (a test's vi.resetModules) finds its executeQuery replaced by the first evaluation's.
 */
const LIBRARY_QUERY = Symbol.for("penta.mswjs-data.executeQuery");
const kept = queryModule as typeof queryModule & { [LIBRARY_QUERY]?: ExecuteQuery };
kept[LIBRARY_QUERY] ??= queryModule.executeQuery;
export const scanQuery: ExecuteQuery = kept[LIBRARY_QUERY];

interface ModelIndex {
  fields: Map<string, Map<unknown, Set<Key>>>;
  /** Each row's indexed values, to take a deleted row out (the layer's delete event names only its key). */
  values: Map<Key, unknown[]>;
  /** The row's place in the layer's own order (its map's insertion order). */
  order: Map<Key, number>;
}
/**
 * Every layer's indexes, by layer, shared by every copy of this module: a test that loads the mock
 * afresh makes a second layer (and replaces the query function again); each layer is answered from
 * its own indexes, and a layer without any by a scan.
 */
const REGISTRY = Symbol.for("penta.mock.layer-indexes");
const byLayer = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new WeakMap<Layer, Map<string, ModelIndex>>()) as WeakMap<
  Layer,
  Map<string, ModelIndex>
>;
let placed = 0;

const isEquals = (comparator: unknown): comparator is { equals: unknown } =>
  typeof comparator === "object" && comparator !== null && Object.keys(comparator).length === 1 && "equals" in comparator;

function add(index: ModelIndex, key: Key, entity: Entity) {
  const values: unknown[] = [];
  for (const [field, map] of index.fields) {
    const value = entity[field];
    values.push(value);
    let keys = map.get(value);
    if (!keys) map.set(value, (keys = new Set()));
    keys.add(key);
  }
  index.values.set(key, values);
  if (!index.order.has(key)) index.order.set(key, placed++);
}
function remove(index: ModelIndex, key: Key) {
  const values = index.values.get(key);
  if (!values) return;
  let i = 0;
  for (const map of index.fields.values()) {
    const value = values[i++];
    const keys = map.get(value);
    keys?.delete(key);
    if (keys?.size === 0) map.delete(value);
  }
  index.values.delete(key);
}

function indexedQuery(modelName: string, primaryKey: string, query: Query, db: Layer): Entity[] {
  const where = query.where ?? {};
  const rows = db.getModel(modelName);
  const index = byLayer.get(db)?.get(modelName);
  let candidates: Entity[] | undefined;
  let used = "";
  const byKey = where[primaryKey];
  if (isEquals(byKey)) {
    const row = rows.get(byKey.equals as Key);
    candidates = row ? [row] : [];
    used = primaryKey;
  } else if (index)
    for (const [field, map] of index.fields) {
      const comparator = where[field];
      if (!isEquals(comparator)) continue;
      const keys = [...(map.get(comparator.equals) ?? [])];
      if (keys.length > 1) keys.sort((a, b) => index.order.get(a)! - index.order.get(b)!);
      candidates = keys.map((key) => rows.get(key)!);
      used = field;
      break;
    }
  if (!candidates) return scanQuery(modelName, primaryKey, query, db);
  const rest = Object.fromEntries(Object.entries(where).filter(([field]) => field !== used));
  const results = Object.keys(rest).length ? candidates.filter(compileQuery({ where: rest })) : candidates;
  if (query.orderBy) sortResults(query.orderBy, results);
  return paginateResults(query, results);
}

const { ENTITY_TYPE, PRIMARY_KEY } = require("@mswjs/data/lib/glossary.js") as { ENTITY_TYPE: symbol; PRIMARY_KEY: symbol };

/**
 * A stored row, checked, into the layer as the layer's own create makes it (the model's fields in
 * its order, with the layer's marks of its type and key: mocks/store/load.test.ts compares the two)
 * and into the indexes, without the create's work per row that a start does not need: its
 * defaults (a checked row has every field), a serialized copy of the row for its events, and the
 * events (nothing is noted as changed while the store loads). `fields` are the model's, in order.
 */
export function placeStored(layer: Layer, name: string, keyField: string, fields: readonly string[], row: Entity) {
  const entity: Entity = {};
  for (const field of fields) entity[field] = row[field];
  const marked = entity as Record<symbol, unknown>;
  marked[ENTITY_TYPE] = name;
  marked[PRIMARY_KEY] = keyField;
  const key = entity[keyField] as Key;
  const rows = layer.getModel(name);
  if (rows.has(key)) throw new Error(`a second ${name} with the key ${String(key)}`);
  rows.set(key, entity);
  const index = byLayer.get(layer)?.get(name);
  if (index) add(index, key, entity);
}

/** @mswjs/data's database behind a factory (its own symbol; the package does not export it). */
export const layerOf = (factoryApi: object) =>
  (factoryApi as Record<symbol, Layer>)[Object.getOwnPropertySymbols(factoryApi).find((s) => s.description === "databaseInstance")!]!;

/** A row's key, from the layer's serialized row (its event payload names its key's field). */
const keyOf = (_name: ModelName, entity: Entity) => entity[(entity.SERIALIZED_INTERNAL_PROPERTIES as { primaryKey: string }).primaryKey] as Key;

/** Keeps the indexes with the layer's own events and answers its queries through them. */
export function installIndexes(layer: Layer) {
  const indexes = new Map<string, ModelIndex>();
  byLayer.set(layer, indexes);
  for (const [name, fields] of Object.entries(INDEXED))
    indexes.set(name, { fields: new Map(fields.map((f) => [f, new Map()])), values: new Map(), order: new Map() });
  layer.events.on("create", (_db: string, name: ModelName, entity: Entity) => {
    const index = indexes.get(name);
    if (index) add(index, keyOf(name, entity), entity);
  });
  layer.events.on("update", (_db: string, name: ModelName, prev: Entity, next: Entity) => {
    const index = indexes.get(name);
    if (!index) return;
    // a new key came with a delete of the old one (the layer's update deletes it first), which took
    // its place in the order: the row goes to the end, as in the layer's map
    remove(index, keyOf(name, prev));
    add(index, keyOf(name, next), next);
  });
  layer.events.on("delete", (_db: string, name: ModelName, key: Key) => {
    const index = indexes.get(name);
    if (!index) return;
    remove(index, key);
    index.order.delete(key);
  });
  queryModule.executeQuery = indexedQuery;
}
