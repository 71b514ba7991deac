import { PRODUCT } from "@/config/brand";

/** The messages a wallet signs to bind: a phrase and the current Unix time in seconds (K13). */
const unix = () => Math.floor(Date.now() / 1000);
export const evmBindMessage = () => `Bind wallet to ${PRODUCT}: ${unix()}`;
export const tronBindMessage = () => `Bind Tron wallet to ${PRODUCT}: ${unix()}`;
/** The fixed phrase of the wallet sign-up (K13). */
export const SIGN_UP_PHRASE = `Sign up to ${PRODUCT}`;
