// In place of `@msgpack/msgpack` and `blakejs` for @walletconnect/utils in the browser build
// (vite.config.ts, walletConnectTrims). @walletconnect/utils imports them for one thing: the
// transaction ids of Algorand (msgpack) and Polkadot (blake2b) answers, which sign-client reads from
// `algo_signTxn` and `polkadot_signTransaction` results only. The app asks wallets for the eip155
// namespace alone, so no such answer reaches it; if one ever did, sign-client's extraction catches
// this refusal and goes on without the id.
const refuse = () => {
  throw new Error("Algorand and Polkadot transactions are not part of this app: it asks wallets for eip155 only");
};
export const decode = refuse;
export const encode = refuse;
export const blake2b = refuse;
