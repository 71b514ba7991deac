/** Limits and timings from the specs, each with its id in ../shared/spec/constants.tsv. */

/** K01 */
export const PASSWORD_MIN_LENGTH = 8;
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
/** K12 */
export const PRODUCT_CHAIN_ID = 3344;
/** K23: the referral code boxes accept A-Z, a-z, 0-9; enough boxes for a username. */
export const REFERRAL_CODE_BOXES = 16;
/** K22 */
export const VERIFY_AIRDROP_REDIRECT_SECONDS = 10;
/** The mining site the closed airdrop verification sends players to. */
export const MINING_SITE_PATH = "/mine";
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
/** K33: the team banner rotates every 3000 ms with a 1000 ms transition */
export const TEAM_BANNER_MS = 3000;
export const TEAM_BANNER_TRANSITION_MS = 1000;
