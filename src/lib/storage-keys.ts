/**
 * Every browser-storage key the specs name (accounts-identity.md §3, airdrop-campaigns.md §3),
 * plus the app's own session key. Logout clears them all.
 */
export const STORAGE_KEYS = {
  session: "session",
  referralCode: "referral_code",
  bearerToken: "bearer_token",
  bearerTokenBridge: "bearer_token_bridge",
  tokenLogin: "token-login",
  connectTelegramCompleted: "connect_telegram_completed",
  isFromAirdrop: "is_from_airdrop",
  followTwitterCompleted: "follow_twitter_completed",
  followTelegramCompleted: "follow_telegram_completed",
  verifyLinkCompleted: "verify_link_completed",
  joinTaskCompleted: "join_task_completed",
  becomeFriendAutoCode: "become_friend_auto_code",
  airdropReferralCode: "airdrop_referral_code",
  refCodeN: "ref_code_n",
  isLoginWidget: "is_login_widget",
  isLoginVerifyAirdrop: "is_login_verify_airdrop",
  telegramAnnouncement: "telegram_announcement_seen",
  /** a mining transaction sent and not yet registered (features/mining/lib/pending-start.ts) */
  miningPendingStart: "mining_pending_start",
} as const;

/**
 * The paths of the brand's typeface files once this browser holds them (src/app/brand-fonts.ts), a
 * JSON list; a page's first step then preloads them and sets the faces before its first paint. Not
 * the player's data: logout keeps it.
 */
export const BRAND_FONTS_KEY = "brand_fonts";

/** A font file of this site: a path of its own origin (never another host's `//…`). */
export function isFontPath(value: unknown): value is string {
  return typeof value === "string" && /^\/(?!\/)[\w@./-]+\.woff2$/.test(value);
}

/** The font files a kept value lists, or none when it is not a list of this site's font files. */
export function keptFontPaths(value: string | null): string[] {
  try {
    const files: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(files) && files.every(isFontPath) ? files : [];
  } catch {
    return [];
  }
}

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const storage = {
  get: (key: StorageKey) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: StorageKey, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage unavailable (private mode): the app still works for this page */
    }
  },
  remove: (key: StorageKey) => {
    try {
      localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
  clearAll: () => Object.values(STORAGE_KEYS).forEach((key) => storage.remove(key)),
};

/**
 * A text kept in the browser's local or session storage; without storage (private mode) it reads
 * null and writes nothing.
 */
export function storedValue(area: "local" | "session", key: string) {
  const store = () => (area === "local" ? localStorage : sessionStorage);
  return {
    get: (): string | null => {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    set: (value: string | null) => {
      try {
        if (value === null) store().removeItem(key);
        else store().setItem(key, value);
      } catch {
        /* storage unavailable */
      }
    },
  };
}

/** A true/false flag kept in the browser's local or session storage (false without storage). */
export function storedFlag(area: "local" | "session", key: string) {
  const value = storedValue(area, key);
  return { get: () => value.get() === "true", set: (on: boolean) => value.set(on ? "true" : null) };
}
