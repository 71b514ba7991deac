import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { DEV_TON_WALLET_INFO } from "../../src/lib/wallet/dev-ton-wallet-info.ts";

/** Where TonConnect reads the app's wallets list (src/features/wallets/lib/ton.ts), from public/. */
export const WALLETS_LIST = "tonconnect/wallets-v2.json";

/** The app's wallets list with the local stack's dev TON wallet added at its end. */
export function localWalletsList(list: string): string {
  const wallets = JSON.parse(list) as { app_name: string }[];
  return `${JSON.stringify([...wallets.filter((w) => w.app_name !== DEV_TON_WALLET_INFO.app_name), DEV_TON_WALLET_INFO], null, 2)}\n`;
}

/**
 * The local stack's TonConnect wallets list: public/ holds the list every build ships, and every
 * build but a release (vite.config.ts adds this plugin only there) has it with the dev TON wallet
 * added: the dev server answers it, and a local build writes it into its output, which `vite
 * preview` serves as built. A release's list is public/'s, untouched.
 */
export const localTonWallets = (): Plugin => {
  let publicDir = "public";
  const list = () => localWalletsList(readFileSync(join(publicDir, WALLETS_LIST), "utf8"));
  return {
    name: "local-ton-wallets",
    configResolved: (config) => void (publicDir = config.publicDir || resolve(config.root, "public")),
    configureServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== `/${WALLETS_LIST}`) return next();
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "no-cache");
        res.end(list());
      }),
    writeBundle(options) {
      const file = join(resolve(options.dir ?? "dist"), WALLETS_LIST);
      if (existsSync(file)) writeFileSync(file, list());
    },
  };
};
