import { ssoRules } from "./domain/sso";

/**
 * The fault switches of the sign-in widget's promises (its codes, its redirect URIs, guesses at a
 * partner's secret), as mocks/faults.ts describes them; it lists them with the others and switches one on.
 */
export const SSO_FAULTS = {
  "sso-code-any-partner": {
    says: "a widget's code is exchanged by any registered partner's secret",
    apply: () => (ssoRules.codeOfClient = (bound) => !!bound),
  },
  "sso-wrong-codes-counted": {
    says: "a wrong code with the partner's own secret counts against the address that sends it, as a wrong secret does",
    apply: () => (ssoRules.wrongCodes = ssoRules.addressGuesses),
  },
  "sso-address-guesses-unlimited": {
    says: "wrong client secrets are never counted per address (a secret may be guessed without end from one address)",
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
