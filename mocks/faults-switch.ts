import { rates } from "./config";
import { captchaRules } from "./domain/captcha";
import { passwordRules } from "./domain/password-policy";
import { profileRules } from "./domain/profile";
import { recoveryRules } from "./domain/recovery";
import { referralRules } from "./domain/referral";
import { registrationRules } from "./domain/registration";
import { sessionRules } from "./domain/sessions";
import { tonRules } from "./domain/ton-proof";
import { ssoRules } from "./domain/sso";
import { twoFactorRules } from "./domain/two-factor";
import { viewRules } from "./domain/user-views";
import { walletRules } from "./domain/wallets";
import { FAULTS, type Fault } from "./faults";
import { PLAY_FAULT_TARGETS } from "./faults-play";
import { LIMIT_FAULT_TARGETS } from "./faults-limits";
import { serverRules } from "./http-server";
import { bodyRules, tokenRules } from "./lib/http";
import { idempotencyRules } from "./lib/idempotency";

/** Everything a fault replaces a part of: the rules objects and the rates of the limits. */
export const FAULT_TARGETS: object[] = [
  registrationRules,
  recoveryRules,
  viewRules,
  profileRules,
  sessionRules,
  passwordRules,
  walletRules,
  tonRules,
  tokenRules,
  bodyRules,
  idempotencyRules,
  serverRules,
  twoFactorRules,
  ssoRules,
  captchaRules,
  referralRules,
  rates.ai,
  ...LIMIT_FAULT_TARGETS,
  ...PLAY_FAULT_TARGETS,
];
let untouched: Map<object, Record<string, unknown>> | null = null;

/**
 * Puts every target back as it was before any fault, then switches on `fault` (none: null): one
 * mock serves one fault after another (SWITCHED), each as if it had started with it.
 */
export function switchFault(fault: Fault | null): void {
  untouched ??= new Map(FAULT_TARGETS.map((target) => [target, { ...target }]));
  for (const [target, parts] of untouched) {
    const now = target as Record<string, unknown>;
    for (const key of Object.keys(now)) if (!(key in parts)) delete now[key];
    Object.assign(now, parts);
  }
  if (fault) FAULTS[fault].apply();
}
