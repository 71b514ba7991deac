import { db, modelNames, models } from "../db";

/**
 * The rows of the models as the store keeps them: each model's fields and their kinds, read from
 * the model definitions (mocks/models/), and the check a stored row must pass before the mock
 * starts on it. The check names the table, the row and the field, so a bad file is found, not
 * served.
 */
export type ModelName = (typeof modelNames)[number];
type Kind = "string" | "number" | "boolean";
interface Field {
  kind: Kind;
  nullable: boolean;
}
export interface ModelShape {
  key: string;
  fields: Record<string, Field>;
}

/** A field's definition: a constructor (String), primaryKey(String) or nullable(String), each holding a getter of its default. */
function fieldOf(definition: unknown): Field & { key: boolean } {
  const d = definition as { getPrimaryKeyValue?: () => unknown; getValue?: () => unknown };
  if (typeof definition === "function") return { kind: typeof (definition as () => unknown)() as Kind, nullable: false, key: false };
  if (typeof d.getPrimaryKeyValue === "function") return { kind: typeof d.getPrimaryKeyValue() as Kind, nullable: false, key: true };
  if (typeof d.getValue === "function") return { kind: typeof d.getValue() as Kind, nullable: true, key: false };
  throw new Error(`a model field of an unknown kind: ${String(definition)}`);
}

export const SHAPES = Object.fromEntries(
  modelNames.map((name) => {
    const fields: Record<string, Field> = {};
    let key = "";
    for (const [field, definition] of Object.entries(models[name])) {
      const { key: isKey, ...shape } = fieldOf(definition);
      fields[field] = shape;
      if (isKey) key = field;
    }
    return [name, { key, fields }];
  }),
) as Record<ModelName, ModelShape>;

/** A row as stored: the model's fields only (no internal marks of the model layer). */
export function rowOf(name: ModelName, entity: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(SHAPES[name].fields).map((field) => [field, entity[field]]));
}

/** What a few fields must hold besides their kind (a row of the right shape with content no account can have). */
const CONTENT: Partial<Record<ModelName, Record<string, (value: unknown) => boolean>>> = {
  user: {
    id: (v) => v !== "",
    username: (v) => typeof v === "string" && v !== "" && v === v.toLowerCase(),
    email: (v) => typeof v === "string" && v.includes("@"),
    passwordHash: (v) => typeof v === "string" && /^(scrypt\$\d+\$\d+\$\d+\$[0-9a-f]{64}|[0-9a-f]{64})$/.test(v),
    salt: (v) => v !== "",
  },
  session: { token: (v) => typeof v === "string" && /^[0-9a-f]{64}$/.test(v) },
};
/** The fields that name a player (`userId`, `ownerId`, `winnerId`, `fromId`, `toId`, `spaceOwnerId`…): the player must exist. */
const PLAYER_FIELD = /^(user|owner|winner|from|to|spaceOwner)Id$/;
const OWNED_BY_PLAYER: [ModelName, string][] = modelNames.flatMap((name) =>
  Object.keys(SHAPES[name].fields)
    .filter((field) => PLAYER_FIELD.test(field) && !SHAPES[name].fields[field]!.nullable)
    .map((field): [ModelName, string] => [name, field]),
);
/** A field's value, compared regardless of case (a field left empty, null, is shared by nobody), shown as stored. */
const caseless =
  (field: string) =>
  (row: Record<string, unknown>): [string, string][] =>
    row[field] === null ? [] : [[String(row[field]).toLowerCase(), JSON.stringify(row[field])]];
/** The Tron and TON wallets bound to an account (`externalWalletsJson`), compared exactly, as the binds compare them. */
function boundWallets(u: Record<string, unknown>): [string, string][] {
  let wallets: unknown;
  try {
    wallets = JSON.parse(String(u.externalWalletsJson));
  } catch {
    throw new RowError(`table user, row ${String(u.id)}, field externalWalletsJson: not JSON`);
  }
  if (typeof wallets !== "object" || wallets === null || Array.isArray(wallets))
    throw new RowError(`table user, row ${String(u.id)}, field externalWalletsJson: not an object of wallets`);
  return Object.entries(wallets as Record<string, { address?: unknown } | null>).map(([kind, w]) => {
    const wallet = `the ${kind} wallet ${String(w?.address)}`;
    return [wallet, wallet];
  });
}
/**
 * What no two rows may share, compared as the rules compare them: per model, the field named in a
 * refusal and what a row holds there, each value as compared and as shown. A name, an email, a
 * wallet bound to one account (an address regardless of case; a Tron or TON wallet exactly), a
 * player in one pool, one open request or friendship between two players whoever sent it (rejected
 * ones aside).
 */
const UNIQUE: [ModelName, string, (row: Record<string, unknown>) => [string, string][]][] = [
  ["user", "username", caseless("username")],
  ["user", "email", caseless("email")],
  ["user", "mmAddress", caseless("mmAddress")],
  ["user", "externalWalletsJson", boundWallets],
  ["poolMember", "userId", caseless("userId")],
  [
    "friendship",
    "fromId",
    (f) => {
      if (f.status === "rejected") return [];
      const pair = `the players ${[String(f.fromId), String(f.toId)].sort().join(" and ")}`;
      return [[pair, pair]];
    },
  ],
];
/** Fields that name a row of another table by its key: the row must exist (a member of a pool that is not there). */
const REFERENCES: [ModelName, string, ModelName][] = [["poolMember", "poolCode", "pool"]];

export class RowError extends Error {}

/** Throws a RowError naming the table, the row and the field when a stored row does not fit its model. */
export function checkRow(name: ModelName, row: unknown, at: string): Record<string, unknown> {
  const where = (field: string) => `table ${name}, row ${at}, field ${field}`;
  if (typeof row !== "object" || row === null || Array.isArray(row)) throw new RowError(`table ${name}, row ${at}: not an object`);
  const value = row as Record<string, unknown>;
  for (const [field, { kind, nullable }] of Object.entries(SHAPES[name].fields)) {
    if (!(field in value)) throw new RowError(`${where(field)}: missing`);
    const v = value[field];
    if (v === null ? !nullable : typeof v !== kind || (kind === "number" && !Number.isFinite(v)))
      throw new RowError(`${where(field)}: ${JSON.stringify(v)} is not ${nullable ? `a ${kind} or null` : `a ${kind}`}`);
    if (CONTENT[name]?.[field] && !CONTENT[name][field](v)) throw new RowError(`${where(field)}: ${JSON.stringify(v)} is not a valid value`);
  }
  for (const field of Object.keys(value)) if (!(field in SHAPES[name].fields)) throw new RowError(`${where(field)}: not a field of the model`);
  return value;
}

/** After every row is in: a row that names a player or a row that does not exist, or that repeats what must be unique. */
export function checkOwners() {
  const players = new Set(db.user.getAll().map((u) => u.id));
  for (const [name, field] of OWNED_BY_PLAYER)
    for (const entity of db[name].getAll() as unknown as Record<string, unknown>[])
      if (entity[field] !== "" && !players.has(String(entity[field])))
        throw new RowError(`table ${name}, row ${String(entity[SHAPES[name].key])}, field ${field}: no such player`);
  for (const [name, field, target] of REFERENCES) {
    const keys = new Set((db[target].getAll() as unknown as Record<string, unknown>[]).map((row) => String(row[SHAPES[target].key])));
    for (const entity of db[name].getAll() as unknown as Record<string, unknown>[])
      if (!keys.has(String(entity[field]))) throw new RowError(`table ${name}, row ${String(entity[SHAPES[name].key])}, field ${field}: no such ${target}`);
  }
  for (const [name, field, values] of UNIQUE) {
    const seen = new Map<string, unknown>();
    for (const entity of db[name].getAll() as unknown as Record<string, unknown>[]) {
      const key = entity[SHAPES[name].key];
      for (const [compared, shown] of values(entity)) {
        if (seen.has(compared)) throw new RowError(`table ${name}, row ${String(key)}, field ${field}: ${shown} is also row ${String(seen.get(compared))}'s`);
        seen.set(compared, key);
      }
    }
  }
}
