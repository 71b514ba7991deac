import * as z from "zod/mini";
import { LINK_NAMES, linkKey, SERVICES, serviceKey, type LinkName, type Service } from "./env-names.ts";

/**
 * The shape of every value that differs between the local stack and a deployment: one variable
 * each, validated with zod by the build (vite.config.ts, through env.config.ts), which refuses to
 * build otherwise; the app reads what the build compiled in (src/config/env.ts), without zod in
 * its entry. Defaults, one-line docs and the release rules are build-side only (env.config.ts), so
 * no local value is compiled into a release build. Relative imports only: the build loads this
 * file in Node.
 */

/** An absolute http(s) URL without a trailing slash. */
const absolute = /^https?:\/\/[^/\s?#]+(\/[^\s]*[^/\s])?$/;
/** An absolute http(s) URL without a trailing slash, or "" (the app's own origin / not set). */
const urlOrEmpty = z.string().check(z.refine((v) => v === "" || absolute.test(v), "must be an http(s) URL without a trailing slash, or empty"));
/** A same-origin path ("/rpc") or an absolute http(s) URL. */
const pathOrUrl = z.string().check(z.refine((v) => /^\/[^/\\\s]/.test(v) || absolute.test(v), "must be a path starting with / or an http(s) URL"));
/** Like pathOrUrl, or "" (off). */
const pathOrUrlOrEmpty = z
  .string()
  .check(z.refine((v) => v === "" || /^\/[^/\\\s]/.test(v) || absolute.test(v), "must be a path, an http(s) URL, or empty (off)"));
/** A link of the site: an https page, a mail address, or a path of the app. */
const link = z
  .string()
  .check(z.refine((v) => /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|\/[^/\\\s][^\s]*)$/.test(v), "must be an http(s) URL, a mailto: address or a path"));
const flag = z.enum(["true", "false"]);
const digits = z.string().check(z.regex(/^[1-9][0-9]{0,18}$/, "must be a chain id (digits)"));
const chainIdList = z.string().check(z.regex(/^([1-9][0-9]{0,18}(\s*,\s*[1-9][0-9]{0,18})*)?$/, "must be chain ids separated by commas, or empty"));
/** `chainId=0xaddress` pairs separated by commas. */
const contractList = z
  .string()
  .check(z.regex(/^([1-9][0-9]{0,18}=0x[0-9a-fA-F]{40})(\s*,\s*[1-9][0-9]{0,18}=0x[0-9a-fA-F]{40})*$/, "must be chainId=0xaddress pairs separated by commas"));
/** A Sentry-compatible DSN (https://key@host/project), or "" (off). */
const dsn = z
  .string()
  .check(z.refine((v) => v === "" || /^https?:\/\/[^@\s/]+@[^/\s]+(\/[^\s]*)?\/\d+$/.test(v), "must be a DSN like https://key@host/123, or empty (off)"));
const text = z.string().check(z.minLength(1, "must not be empty"));
/** `Name=https://…` pairs separated by `|` (names may hold commas, never `=` or `|`). */
const namedLinks = z.string().check(z.regex(/^[^=|]+=https?:\/\/[^\s|]+(\s*\|\s*[^=|]+=https?:\/\/[^\s|]+)*$/, "must be Name=https://… pairs separated by |"));
/** A path or an http(s) URL holding `{key}` (one picture per key), or "" (none configured). */
const template = (key: string) =>
  z
    .string()
    .check(
      z.refine(
        (v) => v === "" || ((/^\/[^/\\\s]/.test(v) || /^https?:\/\/[^/\s]+\//.test(v)) && v.includes(`{${key}}`)),
        `must be a path or an http(s) URL holding {${key}}, or empty`,
      ),
    );

const linkShape = Object.fromEntries(LINK_NAMES.map((n) => [linkKey(n), link])) as { [N in LinkName as `VITE_LINK_${N}`]: typeof link };
const serviceShape = Object.fromEntries(SERVICES.map((s) => [serviceKey(s), urlOrEmpty])) as Record<ReturnType<typeof serviceKey<Service>>, typeof urlOrEmpty>;

export const envShape = {
  VITE_SITE_URL: urlOrEmpty,
  VITE_API_URL: urlOrEmpty,
  ...serviceShape,
  VITE_CHAIN_ID: digits,
  VITE_CHAIN_NAME: text,
  VITE_CHAIN_CURRENCY: z.string().check(z.regex(/^[A-Za-z0-9]{1,11}$/, "must be a token symbol")),
  VITE_CHAIN_RPC_URL: pathOrUrl,
  VITE_CHAIN_EXPLORER_URL: z.string().check(z.refine((v) => absolute.test(v), "must be an absolute http(s) URL without a trailing slash")),
  VITE_MINING_CONTRACTS: contractList,
  VITE_EXTRA_CHAIN_IDS: chainIdList,
  VITE_WALLETCONNECT_PROJECT_ID: z.string().check(z.regex(/^([0-9a-f]{32})?$/, "must be a WalletConnect Cloud project id (32 hex characters), or empty")),
  VITE_TONCONNECT_MANIFEST_URL: pathOrUrl,
  VITE_ETHERMAIL_AUTH_URL: pathOrUrl,
  VITE_SPATIAL_FRAME_URL: z.string().check(z.refine((v) => absolute.test(v), "must be an absolute http(s) URL")),
  VITE_ANALYTICS_ENDPOINT: pathOrUrlOrEmpty,
  VITE_ANALYTICS_DOMAIN: z.string().check(z.regex(/^([a-z0-9.-]+)?$/, "must be a host name, or empty")),
  VITE_ERROR_REPORT_DSN: dsn,
  VITE_ERROR_REPORT_TUNNEL: pathOrUrlOrEmpty,
  VITE_DEV_WALLET: flag,
  VITE_LEGAL_ENTITY: text,
  VITE_LEGAL_COUNTRY: text,
  VITE_LEGAL_EMAIL: text,
  VITE_PRESS_LINKS: namedLinks,
  VITE_TEAM_PHOTO_URL: template("member"),
  VITE_EXPERIENCE_LOGO_URL: template("company"),
  ...linkShape,
};

export const envSchema = z.object(envShape);
export type EnvName = keyof typeof envShape;
export type Env = z.infer<typeof envSchema>;
export const ENV_NAMES = Object.keys(envShape) as EnvName[];

export { LINK_NAMES, linkKey, parseContracts, SERVICES, serviceKey, type LinkName, type Service } from "./env-names.ts";

/** Validates raw values; the error names each variable and why. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
