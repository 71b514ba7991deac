import { devHandlers } from "./dev";
import { friendHandlers } from "./friends";
import { miningHandlers } from "./mining";
import { notImplementedHandlers } from "./not-implemented";
import { poolHandlers } from "./pool";
import { siteHandlers } from "./site";
import { ssoHandlers } from "./sso";
import { twoFactorHandlers } from "./two-factor";
import { userHandlers } from "./user";
import { walletHandlers } from "./wallets";

/** One handler array, used by the HTTP server and by vitest. Real handlers first, 501s last. */
export const handlers = [
  ...devHandlers,
  ...userHandlers,
  ...friendHandlers,
  ...walletHandlers,
  ...miningHandlers,
  ...poolHandlers,
  ...ssoHandlers,
  ...twoFactorHandlers,
  ...siteHandlers,
  ...notImplementedHandlers,
];
