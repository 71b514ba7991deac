// The lockfile must let `npm ci` install on every platform the team uses (Linux x64 and arm64,
// macOS): npm ci refuses a lockfile in which a package's optional dependency (the per-platform
// native builds of EDR, esbuild, rolldown…) has no entry ("Missing: … from lock file"). A lockfile
// written by an `npm install` that had pruned other platforms' packages fails here, not on a Mac.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  version?: string;
  resolved?: string;
  link?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { allowScripts?: Record<string, boolean> };

/** Where Node would find `name` from the package at `from` (its own node_modules, then each parent's). */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`]) return true;
    if (!dir) return false;
    const up = dir.lastIndexOf("/node_modules/");
    dir = up === -1 ? "" : dir.slice(0, up);
  }
}

describe("package-lock.json: npm ci on every platform", () => {
  it("is a v3 lockfile", () => expect(lock.lockfileVersion).toBe(3));

  it("holds an entry for every optional dependency of every package (no platform pruned)", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${name} (optional dependency of ${path || "the project"})`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ["Hardhat's EDR", "@nomicfoundation/edr-"],
    ["esbuild", "@esbuild/"],
    ["rolldown (vite)", "@rolldown/binding-"],
  ])("%s: a native build for Linux x64, Linux arm64 and macOS arm64", (_, prefix) => {
    const builds = Object.entries(lock.packages).filter(([path]) => path.includes(`node_modules/${prefix}`));
    const has = (os: string, cpu: string) => builds.some(([, e]) => e.os?.includes(os) && e.cpu?.includes(cpu));
    expect({ linuxX64: has("linux", "x64"), linuxArm64: has("linux", "arm64"), macArm64: has("darwin", "arm64") }).toEqual({
      linuxX64: true,
      linuxArm64: true,
      macArm64: true,
    });
  });

  it("holds one WalletConnect: its SDK once, and in place of its AppKit modal the project's stub (vendor-stand-ins/no-appkit)", () => {
    const copies = (name: string) => Object.keys(lock.packages).filter((path) => path.endsWith(`node_modules/${name}`));
    for (const name of [
      "@walletconnect/core",
      "@walletconnect/sign-client",
      "@walletconnect/utils",
      "@walletconnect/types",
      "@walletconnect/universal-provider",
    ])
      expect(copies(name), name).toHaveLength(1);
    const reown = Object.keys(lock.packages).filter((path) => path.includes("node_modules/@reown/"));
    expect(reown).toEqual(["node_modules/@reown/appkit"]);
    expect(lock.packages["node_modules/@reown/appkit"]).toMatchObject({ resolved: "vendor-stand-ins/no-appkit", link: true });
  });

  it("names every package whose install script may run (allowScripts): the Node binary and esbuild, no other", () => {
    const allowed = Object.entries(pkg.allowScripts ?? {})
      .filter(([, ok]) => ok)
      .map(([name]) => name);
    expect(allowed.sort()).toEqual(["esbuild", "node"]);
  });
});
