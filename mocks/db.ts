import { factory } from "@mswjs/data";
import { accountsModels } from "./models/accounts";
import { campaignModels } from "./models/campaign";
import { idempotencyModels } from "./models/idempotency";
import { miningModels } from "./models/mining";
import { siteModels } from "./models/site";
import { installIndexes, layerOf } from "./store/indexes";

/** The mock backend's state (models by area in mocks/models/). Handlers query it directly (see TOOLCHAIN: no toHandlers with msw 3). */
export const models = { ...accountsModels, ...siteModels, ...miningModels, ...campaignModels, ...idempotencyModels };

export const db = factory(models);
// its lookups by key and by the indexed fields from maps, not by testing every row (mocks/store/indexes.ts)
installIndexes(layerOf(db));
/** The models of the database, for the saved state (mocks/state.ts). */
export const modelNames = Object.keys(models) as (keyof typeof models)[];

export type Db = typeof db;

/** The models whose key is a number from a sequence. */
type Sequenced = "mail" | "friendship";
const sequences = new Map<Sequenced, number>();
/**
 * The next id of a model: the highest stored id is looked up once (after a start or a restore), then
 * each id is one more than the last, so an insert never scans the table (a spread of every id into
 * Math.max failed past about 128,000 rows).
 */
export function nextId(model: Sequenced): number {
  let last = sequences.get(model);
  if (last === undefined) {
    last = 0;
    for (const row of db[model].getAll()) if (row.id > last) last = row.id;
  }
  sequences.set(model, last + 1);
  return last + 1;
}
/** Forgets the sequences' positions: called whenever the tables are emptied or replaced. */
export const resetSequences = () => sequences.clear();
export type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;
export type SessionRecord = NonNullable<ReturnType<typeof db.session.findFirst>>;
export type OneTimeKind =
  | "verify_email"
  | "email_verification_login"
  | "referral_unverified"
  | "reset_password"
  | "login_key"
  | "ethermail"
  | "siwe_nonce"
  | "bind_nonce"
  | "ton_payload"
  | "used_signature"
  | "sso_code"
  | "sso_access"
  | "become_friend"
  | "change_email"
  | "keep_email"
  | "oauth_state"
  | "oauth_code";
