import { AsyncLocalStorage } from "node:async_hooks";
import { db } from "../db";
import { layerOf } from "./indexes";
import { rowOf, SHAPES, type ModelName } from "./rows";
import type { ChangedRows } from "./sqlite";

/**
 * Which rows a request changed, read from the model layer's own events (create, update, delete):
 * each request runs in its own scope (AsyncLocalStorage), so requests that interleave at their
 * awaits keep their changes apart. A change made outside any request (none today) goes to
 * `outside`, which the state commits at once.
 */
type Key = string | number;
export class Changes {
  readonly touched = new Map<ModelName, Set<Key>>();
  /** Changes the answer does not depend on (incidentally). */
  incidental?: Changes;
  note(name: ModelName, key: Key) {
    let keys = this.touched.get(name);
    if (!keys) this.touched.set(name, (keys = new Set()));
    keys.add(key);
  }
  get empty() {
    return this.touched.size === 0;
  }
  /** The touched rows as the model layer holds them now (null: deleted). */
  rows(): ChangedRows {
    const out: ChangedRows = new Map();
    for (const [name, keys] of this.touched) {
      const rows = new Map<string, Record<string, unknown> | null>();
      for (const key of keys) {
        const entity = entityAt(name, key);
        rows.set(String(key), entity ? rowOf(name, entity) : null);
      }
      out.set(name, rows);
    }
    return out;
  }
}

/** The rows any of `batch` touched, as one set of changes. */
export function merged(batch: Changes[]) {
  if (batch.length === 1) return batch[0]!;
  const all = new Changes();
  for (const changes of batch) for (const [name, keys] of changes.touched) for (const key of keys) all.note(name, key);
  return all;
}

const layer = layerOf(db);

/** A row of the model layer by its key, or undefined. */
export const entityAt = (name: ModelName, key: Key) => layer.getModel(name).get(key);

const scope = new AsyncLocalStorage<Changes>();
let tracking = false;
let outside: ((changes: Changes) => void) | null = null;
let pendingOutside: Changes | null = null;

function note(name: ModelName, key: Key) {
  if (!tracking) return;
  const changes = scope.getStore();
  if (changes) return changes.note(name, key);
  if (!outside) return;
  if (!pendingOutside) {
    pendingOutside = new Changes();
    // after the change is in place (the layer announces a row before it stores it)
    queueMicrotask(() => {
      const done = pendingOutside!;
      pendingOutside = null;
      outside?.(done);
    });
  }
  pendingOutside.note(name, key);
}

const keyOf = (name: ModelName, entity: Record<string, unknown>) => entity[SHAPES[name].key] as Key;
layer.events.on("create", (_db: string, name: ModelName, entity: Record<string, unknown>) => note(name, keyOf(name, entity)));
layer.events.on("update", (_db: string, name: ModelName, prev: Record<string, unknown>, next: Record<string, unknown>) => {
  note(name, keyOf(name, prev));
  note(name, keyOf(name, next));
});
layer.events.on("delete", (_db: string, name: ModelName, key: Key) => note(name, key));

/** Starts noting changes; `commitOutside` takes those made outside any request. */
export function trackChanges(commitOutside: (changes: Changes) => void) {
  tracking = true;
  outside = commitOutside;
}

/**
 * A change the answer does not depend on (a session's last use): saved with its request when it
 * can be, and never the reason the request fails (a read is still served on a full disk).
 */
export function incidentally(work: () => void) {
  const changes = scope.getStore();
  if (!changes) return work();
  changes.incidental ??= new Changes();
  scope.run(changes.incidental, work);
}

/** Stops noting changes (the state closed). */
export function stopTracking() {
  tracking = false;
  outside = null;
}

/** Runs `work` (one request) noting what it changes in `changes`. */
export const within = <T>(changes: Changes, work: () => Promise<T>) => scope.run(changes, work);

/** Runs `work` without noting its changes (putting rows back as stored). */
export function unnoted(work: () => void) {
  const was = tracking;
  tracking = false;
  try {
    work();
  } finally {
    tracking = was;
  }
}
