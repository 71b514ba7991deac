import { drop } from "@mswjs/data";
import { db, modelNames, resetSequences } from "../db";
import { entityAt, unnoted, type Changes } from "./changes";
import { layerOf, placeStored } from "./indexes";
import { checkOwners, checkRow, RowError, SHAPES, type ModelName } from "./rows";
import type { SqliteStore } from "./sqlite";

const layer = layerOf(db);
const fields = Object.fromEntries(modelNames.map((name) => [name, Object.keys(SHAPES[name].fields)])) as Record<ModelName, string[]>;

/** Every stored row into the model layer, each checked (a row that does not fit stops the start, naming it). */
export function loadRows(store: SqliteStore) {
  drop(db);
  resetSequences();
  for (const name of modelNames)
    for (const { key, row } of store.rowsOf(name)) {
      let value: unknown;
      try {
        value = JSON.parse(row);
      } catch {
        throw new RowError(`table ${name}, row ${key}: not JSON`);
      }
      placeStored(layer, name, SHAPES[name].key, fields[name], checkRow(name, value, key));
    }
  checkOwners();
}

/** The rows a request touched, put back as the store holds them. */
export function undoChanges(store: SqliteStore, changes: Changes) {
  unnoted(() => {
    for (const [name, keys] of changes.touched)
      for (const key of keys) {
        const stored = store.rowAt(name, String(key));
        const where = { where: { [SHAPES[name].key]: { equals: key } } } as never;
        const model = db[name] as unknown as { create: (r: unknown) => void; update: (q: unknown) => void; delete: (q: unknown) => void };
        if (stored && entityAt(name, key)) model.update({ ...(where as object), data: stored });
        else if (stored) model.create(stored);
        else if (entityAt(name, key)) model.delete(where);
      }
  });
}
