import brand from "../brand.json" with { type: "json" };

export { brand };

/**
 * The test suites run from loopback, as one client (every browser reaches the mock through the app's
 * proxy there), so a loopback client's per-client limits are this factor times the declared ones
 * (MOCK_CLIENT_LIMIT_SCALE; mocks/lib/rate-limit.ts). Every other client, one a trusted proxy names
 * included, has the declared limits. Limits per account and per target (mails per address) are
 * never scaled.
 */
export const clientLimitScale = Math.max(1, Number(process.env.MOCK_CLIENT_LIMIT_SCALE ?? 1) || 1);
/** A limit counted per client address (its key ends with the address): the declared `max` in the window. */
const perClient = (max: number, windowMs: number) => ({ max, windowMs, perClient: true });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One day; the mining cooldown (K28) and the window a mine transaction is accepted in. */
export const DAY_MS = DAY;
/** public-pages-mining.md §9: a mining block lasts about 20 minutes. */
export const BLOCK_MS = 20 * MINUTE;

/** Timings and limits of the mock backend (documented in the README and the OpenAPI descriptions). */
export const limits = {
  captchaTtlMs: 5 * MINUTE,
  verifyEmailTtlMs: DAY,
  /** the "keep my address" link of an email change's notices: a week, so an owner away for days can still undo it */
  keepEmailTtlMs: 7 * DAY,
  signInTokenTtlMs: 30 * MINUTE,
  resetTokenTtlMs: HOUR,
  loginKeyTtlMs: 10 * MINUTE,
  passwordMin: 8,
  /**
   * Failed sign-ins allowed to one client for one account (whatever identifier names it), and to
   * one client in all, within the window: a client is refused for what it failed, never for what
   * others did. An account's ceiling over all clients bounds guessing spread across many; past it
   * the mailed reset link is the owner's way in.
   */
  failedLoginsPerAccount: 5,
  failedLoginsPerClient: 30,
  failedLoginWindowMs: 15 * MINUTE,
  failedLoginsAccountCeiling: 100,
  failedLoginCeilingWindowMs: HOUR,
  /** Sessions (ASVS 5 V7.3): an idle timeout and an absolute lifetime. */
  sessionIdleMs: DAY,
  sessionLifetimeMs: 30 * DAY,
  /** Live sessions an account keeps: a sign-in past it ends the oldest (listSessions). */
  sessionsPerAccount: 10,
  /** The HTTP layer: request line and bodies are limited before they are read. */
  maxUrlLength: 8192,
  maxJsonBytes: 1024 * 1024,
  maxUploadBytes: 6 * 1024 * 1024,
} as const;

/** Per-client and per-target rate limits of the calls a client can repeat at will: [max, window]. */
export const rates = {
  captcha: perClient(30, MINUTE),
  nonce: perClient(30, MINUTE),
  tonPayload: perClient(30, MINUTE),
  bindNonce: perClient(30, MINUTE),
  /** Failed guesses per client at what is single use and random: login keys, reset keys and SSO client secrets. */
  keyGuessFailures: perClient(20, 15 * MINUTE),
  /** Wrong current passwords in a password change, per session (as many as failed sign-ins; never scaled). */
  passwordChangeFailures: { max: 5, windowMs: 15 * MINUTE },
  referralCheck: perClient(60, MINUTE),
  /** Public lists read by every visitor (the influencer widgets). */
  publicList: perClient(60, MINUTE),
  /** The public list of what can mine. */
  activeMining: perClient(60, MINUTE),
  subscribe: perClient(10, HOUR),
  /** Job applications (each stores up to 5 MB of resume): per client address. */
  applications: perClient(10, HOUR),
  forgotPassword: perClient(10, 15 * MINUTE),
  registrations: perClient(20, HOUR),
  /** Joins of the spatial early-access list, and reads of public spaces. */
  spatialJoins: perClient(10, HOUR),
  publicSpaces: perClient(120, MINUTE),
  /** Per account: email changes (each mails the new address) and social connections started. */
  changeEmail: { max: 5, windowMs: HOUR },
  socialStart: { max: 30, windowMs: HOUR },
  /** Per account: calls of the AI service (each costs money in production). */
  ai: { max: 60, windowMs: HOUR },
  /** Mails to one address (reset, verification): per target, never scaled. */
  mailsPerAddress: { max: 5, windowMs: HOUR },
} as const;

/** Where links in mails point: the app's public URL. */
export const appUrl = () => process.env.APP_URL ?? "http://127.0.0.1:5173";

/**
 * The origins the app is served from: its public URL's, and any more in APP_EXTRA_ORIGINS (comma
 * separated; the acceptance suite serves the dev server beside the production build): the hosts a
 * wallet's sign-in or bind message may name, and the pages that may frame the 3D world's stand-in.
 * Mail links and OAuth returns go to APP_URL alone.
 */
export const appOrigins = () => [appUrl(), ...(process.env.APP_EXTRA_ORIGINS ?? "").split(",").filter(Boolean)].map((u) => new URL(u).origin);

export type OAuthNetwork = "twitter" | "discord" | "linkedin";

/**
 * The OAuth clients of the social connections. The authorize URLs, client ids and secrets are the
 * backend's configuration (`OAUTH_<NETWORK>_AUTHORIZE_URL`, `_CLIENT_ID`, `_CLIENT_SECRET`); by
 * default each provider is played by the mock's stand-in (`/__dev/oauth/{network}/authorize`), so
 * the whole flow runs offline. A secret never leaves the backend.
 */
const oauthClient = (network: OAuthNetwork, scope: string, pkce: boolean) => {
  const env = (key: string) => process.env[`OAUTH_${network.toUpperCase()}_${key}`];
  return {
    authorizeUrl: () => env("AUTHORIZE_URL") ?? `${appUrl()}/__dev/oauth/${network}/authorize`,
    clientId: env("CLIENT_ID") ?? `${brand.slug}-local-${network}`,
    clientSecret: env("CLIENT_SECRET") ?? `${brand.slug}-local-${network}-secret`,
    scope,
    pkce,
  };
};
export const oauthProviders: Record<OAuthNetwork, ReturnType<typeof oauthClient>> = {
  twitter: oauthClient("twitter", "users.read tweet.read", true),
  discord: oauthClient("discord", "identify email", true),
  linkedin: oauthClient("linkedin", "openid profile", false),
};

/** The Telegram bot of the login widget (`TELEGRAM_BOT_TOKEN`); the local one signs the stand-in's answers. */
export const telegram = {
  botToken: () => process.env.TELEGRAM_BOT_TOKEN ?? "7000000001:local-bot-token-for-the-stand-in",
  botId: () => telegram.botToken().split(":")[0] ?? "",
  /** Telegram's login page (`TELEGRAM_AUTH_URL`, https://oauth.telegram.org/auth in production). */
  authUrl: () => process.env.TELEGRAM_AUTH_URL ?? `${appUrl()}/__dev/telegram/auth`,
};

/** The airdrop campaign's rules and points (campaign.yaml's description; airdrop-campaigns.md §1, §9). */
export const campaign = {
  /** K20: the Black badge's supply. */
  blackSupply: 111,
  /** Referred friends that unlock the New Friend badge. */
  newFriendReferrals: 5,
  leaderboardSize: 10,
  badgePoints: { COMMON: 100, UNCOMMON: 250, RARE: 500, EPIC: 1000, ASCENDED: 2500 },
  taskPoints: 50,
  templatePoints: 50,
  /** The wheel's segments (points), clockwise from the top. */
  wheel: [10, 50, 25, 100, 10, 250, 25, 500],
  /** airdrop-campaigns.md §1: the Me3 campaign gives 500 extra points, to players who signed up with its code. */
  me3: { code: "airdrop_me3", points: 500 },
} as const;

/**
 * airdrop-campaigns.md §1: the faucet gives up to 1 $PEN every 24 hours; holding over 10,000 PEN or
 * BCSH NFTs raises the daily limit. The raised limit is not in the spec: designed (openapi/user.yaml).
 */
export const faucet = { dailyPen: 1, vipDailyPen: 5, windowHours: 24, vipPenOver: 10_000, vipCollection: "BCSH" } as const;
