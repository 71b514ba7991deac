/**
 * The rules a build holds the app's configuration to (the configuration itself is one table,
 * src/config/env-table.ts: each variable's shape, description and local value). Only build tools
 * import this file (vite.config.ts, scripts/build): the app never does.
 *
 * - `npm start` and `npm run build` (the local preview the acceptance suite drives) start from
 *   the local values; the environment and `.env*` files override them.
 * - `npm run build:release` (`vite build --mode release`, or any build with NODE_ENV=production
 *   set by the caller) starts from nothing: every variable must be given, and none may be a local
 *   or placeholder value (releaseProblems names each offender and why).
 */
import { CHAIN, HARDHAT_ACCOUNTS, LOCAL_MINING_ADDRESS } from "./chain.config.ts";
import { parseContracts, parseNamedLinks } from "./src/config/env-names.ts";
import { ENV_NAMES, LOCAL_ENV, parseEnv, type EnvName } from "./src/config/env-table.ts";

export { LOCAL_ENV };

/** Hosts that only exist on a developer's machine, or are reserved as placeholders (RFC 2606/6761). */
const localHost = /^(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|.*\.(local|localhost|example|test|invalid|internal)|(.*\.)?example\.(com|org|net))$/i;
/** Values the spec or this repository uses as stand-ins for real ones. */
const placeholders: [RegExp, string][] = [
  [/\/__dev(\/|$)/, "is a path of the local stack's stand-ins (/__dev)"],
  [/\bid0{6,}\b/, "is a placeholder App Store id"],
  [/0x0{39}[0-9a-f]\b/i, "is a placeholder contract address (0x…0001)"],
  [/^\[[A-Z ]+\]$/, "is the spec's unfilled placeholder"],
  [/\(sample\)$/, "is the local stack's marked sample"],
  [/^0{32}$/, "is the local stack's WalletConnect project id (any id does for its relay stand-in)"],
  [/@[^@\s]*\.(example|test|invalid|local)\b/i, "is an address at a placeholder domain"],
];
const hardhatAddresses = new Set([...HARDHAT_ACCOUNTS, LOCAL_MINING_ADDRESS].map((a) => a.toLowerCase()));
const LOCAL_CHAIN_IDS = new Set([31337, 1337]);

function hostOf(value: string): string | null {
  const m = /^(https?|wss?):\/\/(?:[^@/]*@)?([^/:?#]+|\[[^\]]+\])/i.exec(value);
  return m?.[2] ?? null;
}

/**
 * What keeps `values` from a release, one line per variable: local or placeholder hosts, the
 * stand-ins' paths, the local chain and the Hardhat deployment, a missing WalletConnect id.
 * `given` holds the names the caller set (a release has no defaults to fall back on).
 */
export function releaseProblems(values: Partial<Record<EnvName, string>>, given: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const say = (name: string, why: string) => problems.push(`${name} ${why}`);
  for (const name of ENV_NAMES) {
    const value = values[name] ?? "";
    const host = hostOf(value) ?? (value.startsWith("mailto:") ? value.split("@")[1] : null);
    if (host && localHost.test(host)) say(name, `points at a local or placeholder host (${host}): set the real one`);
    else if (/^http:\/\//i.test(value) && name !== "VITE_ERROR_REPORT_DSN") say(name, "must use https in a release");
    for (const [pattern, why] of placeholders) if (pattern.test(value)) say(name, `${why}: set the real value`);
    for (const address of value.match(/0x[0-9a-fA-F]{40}/g) ?? [])
      if (hardhatAddresses.has(address.toLowerCase())) say(name, `holds a Hardhat address (${address}) of the local chain: set the deployment's address`);
  }
  if (!given.has("VITE_CHAIN_ID")) say("VITE_CHAIN_ID", `is not set: the default (${CHAIN.id}) is the local chain's; name the production chain explicitly`);
  const chainId = Number(values.VITE_CHAIN_ID);
  if (LOCAL_CHAIN_IDS.has(chainId)) say("VITE_CHAIN_ID", `is a local development chain (${chainId})`);
  if (values.VITE_MINING_CONTRACTS && /^[0-9]/.test(values.VITE_MINING_CONTRACTS) && !parseContracts(values.VITE_MINING_CONTRACTS).has(chainId))
    say("VITE_MINING_CONTRACTS", `has no address for the product chain ${values.VITE_CHAIN_ID}`);
  if (!values.VITE_SITE_URL) say("VITE_SITE_URL", "is empty: a release names its public origin (https://…)");
  if (!values.VITE_WALLETCONNECT_PROJECT_ID) say("VITE_WALLETCONNECT_PROJECT_ID", "is empty: phones reach most wallets through WalletConnect");
  for (const { name, href } of parseNamedLinks(values.VITE_PRESS_LINKS ?? "")) {
    const url = URL.parse(href);
    if (!url) continue;
    if (localHost.test(url.hostname)) say("VITE_PRESS_LINKS", `links ${name} to a local or placeholder host (${url.hostname}): set the article`);
    else if (url.pathname === "/" && !url.search) say("VITE_PRESS_LINKS", `links ${name} to the outlet's home page (${href}): link the article`);
    if (url.protocol !== "https:") say("VITE_PRESS_LINKS", `links ${name} without https`);
  }
  for (const origin of (values.VITE_MEDIA_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean)) {
    const host = hostOf(origin);
    if (host && localHost.test(host)) say("VITE_MEDIA_ORIGINS", `names a local or placeholder host (${host}): set the real one`);
    else if (!/^https:\/\//.test(origin)) say("VITE_MEDIA_ORIGINS", `must use https in a release (${origin})`);
  }
  if (!values.VITE_TEAM_PHOTO_URL)
    say("VITE_TEAM_PHOTO_URL", "is empty: the Team page would show the local stack's illustrated portraits as the team's photos");
  if (!values.VITE_EXPERIENCE_LOGO_URL)
    say("VITE_EXPERIENCE_LOGO_URL", "is empty: the About page shows the companies' logos, supplied with the right to show them");
  if (values.VITE_DEV_WALLET === "true") say("VITE_DEV_WALLET", "is true: the dev wallet is a local stand-in");
  if (values.VITE_WALLETCONNECT_RELAY_URL)
    say("VITE_WALLETCONNECT_RELAY_URL", "is set: a release uses WalletConnect's own relay (the local stack's is a stand-in)");
  if (values.VITE_ERROR_REPORT_DSN && /^http:\/\//i.test(values.VITE_ERROR_REPORT_DSN)) say("VITE_ERROR_REPORT_DSN", "must use https in a release");
  return [...new Set(problems)];
}

/**
 * The values a build uses: the local ones overridden by `given` (the environment and .env files),
 * or, for a release, `given` alone. Throws naming every variable that is invalid or, in a release,
 * local or a placeholder.
 */
export function buildEnv(given: Record<string, string>, release: boolean): Record<EnvName, string> {
  const set = new Set(Object.keys(given).filter((k) => (ENV_NAMES as string[]).includes(k)));
  const values = Object.fromEntries(ENV_NAMES.map((n) => [n, given[n] ?? (release ? releaseDefault(n) : LOCAL_ENV[n])])) as Record<EnvName, string>;
  const problems: string[] = [];
  try {
    parseEnv(values);
  } catch (e) {
    problems.push((e as Error).message.replace(/^Invalid environment:\n/, ""));
  }
  if (release) problems.push(...releaseProblems(values, set).map((p) => `✖ ${p}`));
  if (problems.length) throw new Error(`${release ? "The release build refuses its configuration" : "Invalid environment"}:\n${problems.join("\n")}`);
  return values;
}

/**
 * A release starts from the local values too, so that an unset variable is reported by its rule
 * (a local host, a placeholder) rather than as merely missing; only optional switches start off.
 */
function releaseDefault(name: EnvName): string {
  if (name === "VITE_ANALYTICS_ENDPOINT" || name === "VITE_ERROR_REPORT_DSN" || name === "VITE_ERROR_REPORT_TUNNEL") return "";
  return LOCAL_ENV[name];
}
