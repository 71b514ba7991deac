/** Limits and timings from the specs, each with its id in requirements/constants.tsv. */

/** K01 */
export const PASSWORD_MIN_LENGTH = 8;
/** The contract's longest new password (user.yaml: maxLength 128, counted as zod counts it, in UTF-16 units). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG = "Password must have at most 128 characters";
/**
 * A new password's rules as the form states them before anything is refused: K01's length, and
 * the backend's (openapi/user.yaml): not the account's username or email, not a common password.
 */
export const NEW_PASSWORD_RULES = "At least 8 characters, up to 128, any characters. Not your username or email, and not a commonly used password.";
/** A username's rule, the contract's (user.yaml, RegisterRequest.username: ^[A-Za-z0-9_.-]{3,32}$), said before anything is refused. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const USERNAME_RULES = "3 to 32 characters: letters, digits, dots, dashes or underscores.";
export const USERNAME_REFUSED = "A username has 3 to 32 letters, digits, dots, dashes or underscores, and no spaces.";
/** The profile's handles, as the backend takes them (user.yaml, the X and Telegram updates; a leading @ is dropped). */
export const HANDLE_RULES = {
  twitter: {
    pattern: /^@?[A-Za-z0-9_]{1,15}$/,
    rules: "1 to 15 letters, digits or underscores (the @ is optional).",
    refused: "An X id has 1 to 15 letters, digits or underscores",
  },
  telegram: {
    pattern: /^@?[A-Za-z0-9_]{5,32}$/,
    rules: "5 to 32 letters, digits or underscores (the @ is optional).",
    refused: "A Telegram username has 5 to 32 letters, digits or underscores",
  },
} as const;

export const PASSWORD_IS_IDENTITY = "Your password must not be your username or email.";
/** K03 */
export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
/** K04 */
export const FRIENDS_PAGE_SIZE = 7;
export const PAGER_RANGE = 6;
/** The right-hand menu's red dot: pending friend requests are checked every minute (designed). */
export const PENDING_REQUESTS_POLL_MS = 60_000;
/** K07 */
export const SIGN_IN_SPINNER_RESET_MS = 6000;
/** K10 */
export const SHORT_ADDRESS_CHARS = 8;
/** K23: the referral code boxes accept A-Z, a-z, 0-9; enough boxes for a username. */
export const REFERRAL_CODE_BOXES = 16;
/** K22 */
export const VERIFY_AIRDROP_REDIRECT_SECONDS = 10;
/** The mining site the closed airdrop verification sends players to. */
export const MINING_SITE_PATH = "/mine";
/** K26: on Android, the add-chain page without `redirected` opens the wallet app's link, once */
export const ADD_CHAIN_APP_LINK = "/addrpc?redirected=1";
/** K15 */
export const TON_PROOF_REFRESH_MS = 1_200_000;
/** K33: carousel speed */
export const CAROUSEL_SPEED_MS = 1000;
/** From this width the desktop per-view counts apply (K34). */
export const DESKTOP_MIN_WIDTH = 768; // the min-width of the desktop media queries in styles.css
/** K33: the validator banner alternates every 10 seconds */
export const VALIDATOR_BANNER_MS = 10_000;
/** K39: playback in the video modal starts after 500 ms */
export const VIDEO_MODAL_PLAY_DELAY_MS = 500;
/** public-pages-mining.md §9: scroll-to-section 1500 ms (SUBSCRIBE to the newsletter form) */
export const SCROLL_TO_SECTION_MS = 1500;
/** K33: the team banner rotates every 3000 ms with a 1000 ms transition */
export const TEAM_BANNER_MS = 3000;
export const TEAM_BANNER_TRANSITION_MS = 1000;
/** K27: at most 9 NFTs selected; auto-select clears from 8 selected */
export const MINING_MAX_SELECTED = 9;
export const MINING_AUTO_SELECT_CLEAR_FROM = 8;
/** K28 (one on-chain start per wallet per 24 hours) is the mining contract's `resetTime`, read from the chain. */
/** K29: the server accepts the mine transaction after 2 new blocks; the loader counts down from 60 s */
export const MINING_CONFIRMATION_BLOCKS = 2;
export const MINING_COUNTDOWN_SECONDS = 60;
/**
 * A start the server answered "try again later" with a Retry-After (its 2 blocks not there yet on
 * the server's node, the first request still handled) is asked again by itself after that wait, up
 * to 5 times, when the wait is at most 30 s; past that the player's Try again is left.
 */
export const MINING_REGISTER_AUTO_RETRIES = 5;
export const MINING_REGISTER_MAX_WAIT_SECONDS = 30;
/** K30: the modes' multipliers, and the fee assumed when the contract cannot be read (0.05 PC) */
export const MINING_MULTIPLIER = { no_fee: 1.5, fee: 2 } as const;
export const MINING_DEFAULT_FEE_PC = "0.05";
/** K31: mining answers are cached for 10 seconds */
export const MINING_CACHE_MS = 10_000;
/** public-pages-mining.md §5: search inputs are debounced 500 ms */
export const SEARCH_DEBOUNCE_MS = 500;
/** K16: wallet polling 15000 ms, stall timeout 5000 ms, retry 3 times with 10000 ms delay */
export const WALLET_POLLING_MS = 15_000;
export const WALLET_STALL_TIMEOUT_MS = 5_000;
export const WALLET_RETRY_COUNT = 3;
export const WALLET_RETRY_DELAY_MS = 10_000;
/** public-pages-mining.md §9: the stats percent is shown with 4 decimals */
export const MINING_SHARE_DECIMALS = 4;

/** K09: the sign-in widget leaves invalid data for /account after 1 second. */
export const SSO_INVALID_DATA_REDIRECT_MS = 1000;

/** K02: a two-factor code is exactly 6 single digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** K18: after accepting a friend request, the add-friends search re-queries about 1 s later. */
export const FRIEND_SEARCH_REQUERY_MS = 1000;
/** Not in the spec (designed): how long the 3D world frame has to say it is ready before 'Iframe not ready'. */
export const SPATIAL_FRAME_READY_MS = 10_000;

/** K05: the avatar popup's eight named characters (ids 1-8; pictures in public/avatars/{id}.svg). */
export const AVATARS = [
  { id: 1, name: "Nova" },
  { id: 2, name: "Rex" },
  { id: 3, name: "Mira" },
  { id: 4, name: "Bolt" },
  { id: 5, name: "Luna" },
  { id: 6, name: "Kai" },
  { id: 7, name: "Zed" },
  { id: 8, name: "Pip" },
] as const;

/** K06: debounce 1000 ms on profile lookups, image generation and save; 500 ms on social callbacks and the wallet-login event. */
export const PROFILE_DEBOUNCE_MS = 1000;
export const SOCIAL_CALLBACK_DEBOUNCE_MS = 500;
export const WALLET_LOGIN_DEBOUNCE_MS = 500;

/** K14: the picture prompt has at most 150 words (the image service's trimming is the server's). */
export const PICTURE_PROMPT_MAX_WORDS = 150;

/** K20: at most 5 badges per account, each once; the Black badge's supply; friends for the New Friend badge. */
export const MAX_BADGES = 5;
export const BLACK_BADGE_SUPPLY = 111;
/** airdrop-campaigns.md §1: the Me3 campaign's extra points (the backend counts them: campaign.yaml). */
export const ME3_BONUS_POINTS = 500;
export const NEW_FRIEND_REFERRALS = 5;
/** K21: the badges carousel shows 2 slides from DESKTOP_MIN_WIDTH (768 px), 1 below; speed CAROUSEL_SPEED_MS. */
export const BADGES_PER_VIEW = { mobile: 1, desktop: 2 } as const;
/** K24: a success indicator stays 5 seconds. */
export const SUCCESS_INDICATOR_MS = 5000;
