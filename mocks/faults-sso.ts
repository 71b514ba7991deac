import { ssoRules } from "./domain/sso";

/**
 * The fault switches of the sign-in widget's promises (its codes, its redirect URIs, a partner's
 * guesses), as mocks/faults.ts describes them; it lists them with the others and switches one on.
 */
export const SSO_FAULTS = {
  "sso-code-any-partner": {
    says: "a widget's code is exchanged by any registered partner's secret",
    apply: () => (ssoRules.codeOfClient = (bound) => !!bound),
  },
  "partner-guesses-unlimited": {
    says: "a partner's wrong codes are limited per address only: any number of addresses each guess up to their own limit",
    apply: () => (ssoRules.partnerGuesses = (_clientId, attempt) => attempt()),
  },
  "sso-address-guesses-unlimited": {
    says: "failed exchanges are never counted per address (a wrong secret or code may be guessed without end from one address)",
    apply: () => (ssoRules.addressGuesses = (_from, attempt) => attempt()),
  },
  "sso-code-reuse": {
    says: "a sign-in widget code is exchanged twice",
    apply: () => (ssoRules.useCode = () => {}),
  },
  "sso-redirect-prefix": {
    says: "the widget's redirect_uri is matched by prefix",
    apply: () => (ssoRules.registeredRedirect = (registered, uri) => registered.some((r) => uri.startsWith(r))),
  },
  "sso-code-no-expiry": {
    says: "a sign-in widget code is exchanged after its 60 seconds",
    apply: () => (ssoRules.unexpired = () => true),
  },
};
