/**
 * The build side of the app's configuration (the shape is src/config/env-schema.ts): each
 * variable's one-line description and its local value, and the rules a release build holds
 * them to. Only build tools import this file (vite.config.ts, vitest.config.ts,
 * scripts/dev/env-example.ts): the app never does, so no local value is compiled into a release.
 *
 * - `npm start` and `npm run build` (the local preview the acceptance suite drives) start from
 *   the local values; the environment and `.env*` files override them.
 * - `npm run build:release` (`vite build --mode release`, or any build with NODE_ENV=production
 *   set by the caller) starts from nothing: every variable must be given, and none may be a local
 *   or placeholder value (releaseProblems names each offender and why).
 */
import brand from "./brand.json" with { type: "json" };
import { CHAIN, HARDHAT_ACCOUNTS, LOCAL_MINING_ADDRESS } from "./chain.config.ts";
import { ENV_NAMES, LINK_NAMES, SERVICES, linkKey, parseContracts, parseEnv, serviceKey, type EnvName, type LinkName } from "./src/config/env-schema.ts";
import { parseNamedLinks } from "./src/config/env-names.ts";

const slug = brand.slug;
interface Var {
  doc: string;
  local: string;
}

const links: Record<LinkName, Var> = {
  X: { doc: "the company's X profile", local: `https://x.com/${slug}` },
  TELEGRAM: { doc: "the company's Telegram channel", local: `https://t.me/${slug}` },
  DISCORD: { doc: "the Discord invite", local: `https://discord.gg/${slug}` },
  YOUTUBE: { doc: "the YouTube channel (Overworld trailer)", local: `https://www.youtube.com/@${slug}` },
  PETS_GAME: { doc: "the pet game's Telegram bot (PLAY)", local: `https://t.me/${slug}_pets_bot` },
  GUNNIES: { doc: "Gunnies (PLAY)", local: `https://gunnies.${slug}.example` },
  BARKINCRAFT: { doc: "Barkincraft (PLAY)", local: `https://barkincraft.${slug}.example` },
  BCSH: { doc: "BCSH (LEARN MORE)", local: `https://bcsh.${slug}.example` },
  OVERWORLD: { doc: "Overworld WebXR (Enter Overworld)", local: `https://overworld.${slug}.example` },
  XR_PREVIEW: { doc: "the Spaces preview in XR", local: `https://xr.${slug}.example/preview` },
  HEXR: { doc: "the HEXR app download", local: `https://hexr.${slug}.example` },
  MINT: { doc: "the superhero mint site", local: `https://mint.${slug}.example` },
  HEXAGON_CITY_MAP: { doc: "the Hexagon City map site", local: `https://map.${slug}.example` },
  SWAP: { doc: "the chain's swap dapp", local: `https://swap.${slug}.example` },
  BRIDGE: { doc: "the chain's bridge dapp", local: `https://bridge.${slug}.example` },
  FAUCET: { doc: "the $PEN faucet, a partner site signing in through /sso (npm start: the demo partner)", local: `https://faucet.${slug}.example` },
  DOCS: { doc: "the developer docs (RPC, faucet, first contract)", local: `https://docs.${slug}.example` },
  BUILDERS_FORM: { doc: "the builders' registration form (chain page)", local: `https://forms.${slug}.example/builders` },
  WALLET_APK: { doc: "the wallet app's Android APK (public storage)", local: `https://storage.googleapis.com/${slug}-public/wallet/${slug}-wallet.apk` },
  WALLET_APP_STORE: {
    doc: "the wallet app in Apple's App Store (npm start: the mock's stand-in page, which says the local stack has no published app)",
    local: "/__dev/app-store",
  },
  BRAND_KIT: { doc: "the whole brand kit as one zip (a path of the app, or a CDN URL)", local: "/brand-kit/brand-kit.zip" },
  PEN_ON_ETHEREUM: { doc: "$PEN's token page on an Ethereum explorer", local: "https://etherscan.io/token/0x0000000000000000000000000000000000000001" },
  PEN_ON_ARBITRUM: { doc: "$PEN's token page on an Arbitrum explorer", local: "https://arbiscan.io/token/0x0000000000000000000000000000000000000002" },
  VALIDATOR_ONE: { doc: "the first validator of the home page's banner", local: `https://validator-one.${slug}.example` },
  VALIDATOR_TWO: { doc: "the second validator of the home page's banner", local: `https://validator-two.${slug}.example` },
  PEGASUS_DECK: { doc: "the investor pitch deck (PDF)", local: `https://docs.${slug}.example/pegasus-deck.pdf` },
  PEGASUS_TOKENOMICS: { doc: "the tokenomics document (PDF)", local: `https://docs.${slug}.example/tokenomics.pdf` },
  PEGASUS_FORM: { doc: "the investors' meeting request form", local: `https://forms.${slug}.example/pegasus` },
  MAIL_PARTNERS: { doc: "the partnerships inbox (INQUIRY)", local: `mailto:partners@${slug}.example` },
  MAIL_MARKET: { doc: "the market team's inbox (IPs page, CONTACT US)", local: `mailto:market@${slug}.example` },
  MAIL_CAREERS: { doc: "the careers inbox (careers page)", local: `mailto:careers@${slug}.example` },
};

/** Every variable: what it is (one line, for .env.example) and its value in the local stack. */
export const ENV_VARS: Record<EnvName, Var> = {
  VITE_SITE_URL: { doc: "the site's public origin (TonConnect manifest, analytics domain); empty: the page's own origin (local only)", local: "" },
  VITE_API_URL: { doc: "the backend for every service; empty: the app's own origin (the host proxies the API paths)", local: "" },
  ...(Object.fromEntries(SERVICES.map((s) => [serviceKey(s), { doc: `the ${s} service, if not at VITE_API_URL; empty: VITE_API_URL`, local: "" }])) as Record<
    ReturnType<typeof serviceKey<(typeof SERVICES)[number]>>,
    Var
  >),
  VITE_CHAIN_ID: { doc: "the product chain's id (K12: 3344); a release names it explicitly", local: String(CHAIN.id) },
  VITE_CHAIN_NAME: { doc: "the product chain's name, as wallets show it", local: `${brand.name} Chain` },
  VITE_CHAIN_CURRENCY: { doc: "the native token's symbol (18 decimals)", local: CHAIN.currency.symbol },
  VITE_CHAIN_RPC_URL: { doc: "the chain's JSON-RPC: a path of the site (the host proxies it) or an https URL", local: "/rpc" },
  VITE_CHAIN_EXPLORER_URL: { doc: "the chain's block explorer", local: "https://explorer.pentachain.local" },
  VITE_MINING_CONTRACTS: { doc: "the mining contract per chain: chainId=0xaddress, comma separated", local: `${CHAIN.id}=${LOCAL_MINING_ADDRESS}` },
  VITE_EXTRA_CHAIN_IDS: { doc: "chains supported besides the product chain (comma separated; known: 42161, 1)", local: "42161" },
  VITE_WALLETCONNECT_PROJECT_ID: { doc: "the WalletConnect Cloud project id (32 hex); empty hides WalletConnect (local only)", local: "" },
  VITE_TONCONNECT_MANIFEST_URL: { doc: "TonConnect's app manifest (its url must be VITE_SITE_URL)", local: "/tonconnect-manifest.json" },
  VITE_ETHERMAIL_AUTH_URL: { doc: "the email-wallet provider's sign-in page (npm start: the mock's stand-in)", local: "https://ethermail.io/sign-in" },
  VITE_SPATIAL_FRAME_URL: {
    doc: "the 3D world framed by /spatial/{username} (npm start: the mock's placeholder scene)",
    local: `https://spatial.${slug}.com/world`,
  },
  VITE_ANALYTICS_ENDPOINT: { doc: "the Plausible-compatible event endpoint; empty: no analytics", local: "/__dev/analytics/api/event" },
  VITE_ANALYTICS_DOMAIN: { doc: "the site's name at the analytics service; empty: VITE_SITE_URL's host", local: "" },
  VITE_ERROR_REPORT_DSN: { doc: "the Sentry-compatible DSN of error reports; empty: no error reports", local: "http://local@127.0.0.1/1" },
  VITE_ERROR_REPORT_TUNNEL: {
    doc: "a path of the site that forwards error reports to the DSN's host (Sentry tunnel); empty: sent to the DSN",
    local: "/__dev/errors",
  },
  VITE_DEV_WALLET: { doc: "true only in the local stack: the dev wallet (a Hardhat account)", local: "false" },
  VITE_LEGAL_ENTITY: { doc: "the company's legal name (Terms of Use; the local stack's is a marked sample)", local: `Sample ${brand.name} Games Ltd (sample)` },
  VITE_LEGAL_COUNTRY: { doc: "the country of registration (Terms of Use)", local: "Sampleland (sample)" },
  VITE_LEGAL_EMAIL: { doc: "the business e-mail address (Terms of Use)", local: `legal@${slug}.example (sample)` },
  VITE_PRESS_LINKS: {
    doc: "the home page's press links: Name=https://article pairs separated by | (a release links articles, not the outlets' home pages)",
    local: "CoinDesk=https://www.coindesk.com/|Cointelegraph=https://cointelegraph.com/|Decrypt=https://decrypt.co/",
  },
  VITE_TEAM_PHOTO_URL: {
    doc: "the team's photos, {member} being a member's name in lowercase with dashes (alex-rivers); empty: the mascot avatars (local only)",
    local: "",
  },
  VITE_EXPERIENCE_LOGO_URL: {
    doc: "the About page's experience logos, {company} being a company's name in lowercase with dashes (riot-games); empty: the names as text (local only)",
    local: "",
  },
  ...(Object.fromEntries(LINK_NAMES.map((n) => [linkKey(n), links[n]])) as Record<ReturnType<typeof linkKey<LinkName>>, Var>),
};

export const LOCAL_ENV = Object.fromEntries(ENV_NAMES.map((n) => [n, ENV_VARS[n].local])) as Record<EnvName, string>;

/** Hosts that only exist on a developer's machine, or are reserved as placeholders (RFC 2606/6761). */
const localHost = /^(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|.*\.(local|localhost|example|test|invalid|internal)|(.*\.)?example\.(com|org|net))$/i;
/** Values the spec or this repository uses as stand-ins for real ones. */
const placeholders: [RegExp, string][] = [
  [/\/__dev(\/|$)/, "is a path of the local stack's stand-ins (/__dev)"],
  [/\bid0{6,}\b/, "is a placeholder App Store id"],
  [/0x0{39}[0-9a-f]\b/i, "is a placeholder contract address (0x…0001)"],
  [/^\[[A-Z ]+\]$/, "is the spec's unfilled placeholder"],
  [/\(sample\)$/, "is the local stack's marked sample"],
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
  if (!values.VITE_TEAM_PHOTO_URL) say("VITE_TEAM_PHOTO_URL", "is empty: the Team page would show the local stack's mascot avatars as the team's photos");
  if (!values.VITE_EXPERIENCE_LOGO_URL)
    say("VITE_EXPERIENCE_LOGO_URL", "is empty: the About page shows the companies' logos, supplied with the right to show them");
  if (values.VITE_DEV_WALLET === "true") say("VITE_DEV_WALLET", "is true: the dev wallet is a local stand-in");
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
