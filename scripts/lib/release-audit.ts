// What a release build must not hold (scripts/build/build.ts fails the release when it finds any):
// source maps and their references, the local stack's stand-ins (the dev wallets, the dev
// WalletConnect wallet, /__dev paths: the WalletConnect relay's among them) and Hardhat's well-known
// addresses (its accounts, the local deployment of the contract).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { HARDHAT_ACCOUNTS, LOCAL_MINING_ADDRESS } from "../../chain.config.ts";

const MARKERS: [RegExp, string][] = [
  [/sourceMappingURL=/, "a source map reference"],
  [/Dev wallet|devWallet|dev_wallet_authorized/, "the dev wallet"],
  [/Dev (Tron|TON) wallet|dev_(tron|ton)_keys|pentaDevTon|penta-dev-ton/, "the dev Tron or TON wallet"],
  [/Dev WalletConnect wallet|dev_walletconnect_|dev-walletconnect-peer/, "the dev WalletConnect wallet"],
  [/\/__dev(\/|\b)/, "a path of the local stack's stand-ins (/__dev)"],
  [new RegExp([...HARDHAT_ACCOUNTS, LOCAL_MINING_ADDRESS].map((a) => a.slice(2)).join("|"), "i"), "a Hardhat address"],
];

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

/** One line per finding: the file and what it holds. */
export function auditRelease(dist: string): string[] {
  const findings: string[] = [];
  for (const file of files(dist)) {
    const name = relative(dist, file);
    if (file.endsWith(".map")) findings.push(`${name}: a source map`);
    if (!/\.(js|html|css|json|txt|svg|conf)$/.test(file)) continue;
    const text = readFileSync(file, "utf8");
    for (const [pattern, what] of MARKERS) if (pattern.test(text)) findings.push(`${name}: ${what}`);
  }
  return findings;
}
