import { applyFault, SWITCHED } from "../faults";
import { withIdempotency } from "../lib/idempotency";
import { campaignHandlers } from "./campaign";
import { devHandlers, faultSwitchHandlers } from "./dev";
import { devAuthenticatorHandlers } from "./dev-authenticator";
import { devSocialHandlers } from "./dev-social";
import { devTelemetryHandlers } from "./dev-telemetry";
import { devWalletConnectHandlers } from "./dev-walletconnect";
import { devWorldHandlers } from "./dev-world";
import { friendHandlers } from "./friends";
import { miningHandlers } from "./mining";
import { notImplementedHandlers } from "./not-implemented";
import { poolHandlers } from "./pool";
import { profileHandlers } from "./profile";
import { siteHandlers } from "./site";
import { ssoHandlers } from "./sso";
import { tgeHandlers } from "./tge";
import { twoFactorHandlers } from "./two-factor";
import { userHandlers } from "./user";
import { walletHandlers } from "./wallets";

// a fault switch (tests of the conformance runner only) replaces its rule before any request, or is
// switched over HTTP from one fault to another
const switched = applyFault() === SWITCHED;

/**
 * One handler array, used by the HTTP server and by vitest. Real handlers first, 501s last; every
 * write is done once per Idempotency-Key (mocks/lib/idempotency.ts).
 */
export const handlers = withIdempotency([
  ...(switched ? faultSwitchHandlers : []),
  ...devHandlers,
  ...devWorldHandlers,
  ...devAuthenticatorHandlers,
  ...devSocialHandlers,
  ...devTelemetryHandlers,
  ...devWalletConnectHandlers,
  ...userHandlers,
  ...profileHandlers,
  ...friendHandlers,
  ...walletHandlers,
  ...miningHandlers,
  ...poolHandlers,
  ...ssoHandlers,
  ...twoFactorHandlers,
  ...campaignHandlers,
  ...tgeHandlers,
  ...siteHandlers,
  ...notImplementedHandlers,
]);
