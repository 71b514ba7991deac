/**
 * The local stack's dev TON wallet as TonConnect's wallets list describes a wallet: injected under
 * its JS bridge key (window.pentaDevTon.tonconnect). The local stack serves the app's wallets list
 * with this entry added (scripts/build/local-ton-wallets.ts); a release's list never has it.
 */
export const DEV_TON_BRIDGE_KEY = "pentaDevTon";

/** A small pentagon mark: TonConnect wants an image, and the dev wallet ships no file of its own. */
const MARK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='16' fill='%2315172C'/%3E%3Cpath d='M32 12l19 14-7 22H20l-7-22z' fill='%237C5CFF'/%3E%3C/svg%3E";

export const DEV_TON_WALLET_INFO = {
  app_name: "penta-dev-ton",
  name: "Dev TON wallet (local)",
  image: MARK,
  about_url: "https://github.com/ton-blockchain/ton-connect",
  bridge: [{ type: "js", key: DEV_TON_BRIDGE_KEY }],
  platforms: ["chrome", "firefox", "safari", "windows", "macos", "linux", "ios", "android"],
};
