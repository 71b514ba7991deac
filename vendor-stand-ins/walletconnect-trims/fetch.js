// In place of `cross-fetch` in the browser build (vite.config.ts, walletConnectTrims): WalletConnect's
// JSON-RPC HTTP connection imports it as a ponyfill; every browser the app supports has fetch.
const platformFetch = (input, init) => globalThis.fetch(input, init);
export default platformFetch;
export { platformFetch as fetch };
export const Headers = globalThis.Headers;
export const Request = globalThis.Request;
export const Response = globalThis.Response;
