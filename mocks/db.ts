import { factory } from "@mswjs/data";
import { accountsModels } from "./models/accounts";
import { campaignModels } from "./models/campaign";
import { miningModels } from "./models/mining";
import { siteModels } from "./models/site";

/** The mock backend's state (models by area in mocks/models/). Handlers query it directly (see TOOLCHAIN: no toHandlers with msw 3). */
const models = { ...accountsModels, ...siteModels, ...miningModels, ...campaignModels };

export const db = factory(models);
/** The models of the database, for the saved state (mocks/state.ts). */
export const modelNames = Object.keys(models) as (keyof typeof models)[];

export type Db = typeof db;
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
  | "oauth_state"
  | "oauth_code";
