/** Limits and timings from the specs, each with its id in ../shared/spec/constants.tsv. */

/** K01 */
export const PASSWORD_MIN_LENGTH = 8;
/** K03 */
export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
/** K04 */
export const FRIENDS_PAGE_SIZE = 7;
export const PAGER_RANGE = 6;
/** K07 */
export const SIGN_IN_SPINNER_RESET_MS = 6000;
/** K10 */
export const SHORT_ADDRESS_CHARS = 8;
/** K12 */
export const PRODUCT_CHAIN_ID = 3344;
