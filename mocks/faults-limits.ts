import { rates } from "./config";

/** One more than `rate`'s maximum gets through: the limit off by one, as a careless change makes it. */
const offByOne = (rate: { max: number }) => () => {
  rate.max += 1;
};

/** The per-client limits' rates, which the limit faults change (mocks/faults-switch.ts puts them back). */
export const LIMIT_FAULT_TARGETS: object[] = [
  rates.captcha,
  rates.nonce,
  rates.bindNonce,
  rates.tonPayload,
  rates.referralCheck,
  rates.activeMining,
  rates.publicList,
  rates.subscribe,
  rates.forgotPassword,
  rates.registrations,
  rates.publicSpaces,
  rates.spatialJoins,
];

/**
 * The fault switches of the per-client limits of what a client may repeat at will, as
 * mocks/faults.ts describes them: each lets one request more through than the contract declares.
 */
export const LIMIT_FAULTS = {
  "captcha-limit-off-by-one": { says: "a 31st captcha a minute from one client is drawn", apply: offByOne(rates.captcha) },
  "sign-in-nonce-limit-off-by-one": { says: "a 31st sign-in nonce a minute from one client is issued", apply: offByOne(rates.nonce) },
  "bind-nonce-limit-off-by-one": { says: "a 31st bind nonce a minute from one client is issued", apply: offByOne(rates.bindNonce) },
  "ton-payload-limit-off-by-one": { says: "a 31st ton_proof payload a minute from one client is issued", apply: offByOne(rates.tonPayload) },
  "referral-check-limit-off-by-one": {
    says: "a 61st referral-code check (or partner client lookup) a minute from one client is answered",
    apply: offByOne(rates.referralCheck),
  },
  "mining-lists-limit-off-by-one": {
    says: "a 61st read of what can mine (or of the partners) a minute from one client is answered",
    apply: offByOne(rates.activeMining),
  },
  "influencer-list-limit-off-by-one": { says: "a 61st read of the influencer widgets a minute from one client is answered", apply: offByOne(rates.publicList) },
  "subscribe-limit-off-by-one": { says: "an 11th newsletter subscription an hour from one client is taken", apply: offByOne(rates.subscribe) },
  "forgot-limit-off-by-one": { says: "an 11th password-reset request in 15 minutes from one client is taken", apply: offByOne(rates.forgotPassword) },
  "sign-up-limit-off-by-one": { says: "a 21st sign-up an hour from one client makes an account", apply: offByOne(rates.registrations) },
  "public-space-limit-off-by-one": { says: "a 121st read of public spaces a minute from one client is answered", apply: offByOne(rates.publicSpaces) },
  "spatial-join-limit-off-by-one": { says: "an 11th join of the early-access list an hour from one client is taken", apply: offByOne(rates.spatialJoins) },
};
