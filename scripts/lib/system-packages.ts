// The Debian packages the checks and tests need beside node_modules: the one list. `npm test` reads
// it first (scripts/quality/test.ts): it installs what is missing when it can (as root, or through
// `sudo -n` when that needs no password) and otherwise stops at once, naming the one command to run.
// CI (.ci/run) is `npm ci && npm test`, so it goes through the same list.
//
// Each package is detected by what the code that needs it uses: a command on the PATH, or a file at
// the path the code opens. Detection, the plan and the install take their surroundings as
// arguments, so their test needs no apt-get and no real machine (system-packages.test.ts).
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";

export interface SystemPackage {
  /** the Debian package */
  name: string;
  /** present when this command is on the PATH… */
  command?: string;
  /** …or when any of these files exists */
  files?: string[];
  /** who needs it */
  for: string;
}

export const SYSTEM_PACKAGES: readonly SystemPackage[] = [
  { name: "chromium", command: "chromium", files: ["/usr/bin/chromium"], for: "the brand kit, the perf stage (Lighthouse), screenshots" },
  { name: "fonts-dejavu-core", files: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"], for: "Chromium's fallback font, so screenshots match" },
  {
    name: "chromium-headless-shell",
    files: ["/usr/lib/chromium/chromium-headless-shell"],
    for: "the acceptance suite and the prerender (scripts/build/preview-server.ts)",
  },
  { name: "nginx", command: "nginx", files: ["/usr/sbin/nginx"], for: "the production host the release build is tested behind (deploy/nginx)" },
  { name: "libnginx-mod-http-brotli-filter", files: ["/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so"], for: "the host's brotli" },
  {
    name: "libnginx-mod-http-js",
    files: ["/usr/lib/nginx/modules/ngx_http_js_module.so"],
    for: "njs, the host's RPC gate (deploy/nginx/snippets/rpc-gate.js)",
  },
  { name: "firefox-esr", command: "firefox-esr", for: "the engines project (docs/browsers.md)" },
  { name: "webkit2gtk-driver", command: "WebKitWebDriver", for: "the engines project: WebKitGTK's WebDriver" },
  { name: "xvfb", command: "Xvfb", for: "the engines project: WebKitGTK's virtual display" },
  { name: "xauth", command: "xauth", for: "the engines project: the virtual display's authority" },
];

/** What detection asks of the machine. */
export interface Probe {
  exists(path: string): boolean;
  onPath(command: string): boolean;
}

/** How the packages could be installed here. */
export interface Installer {
  /** `apt-get` is there (a Debian-like system) */
  apt: boolean;
  /** running as root */
  root: boolean;
  /** `sudo -n true` succeeds: sudo without a password prompt */
  sudo: boolean;
}

export type Plan =
  { action: "none" } | { action: "install"; packages: string[]; commands: string[][] } | { action: "stop"; packages: string[]; message: string };

export function isPresent(pkg: SystemPackage, probe: Probe): boolean {
  return (pkg.command !== undefined && probe.onPath(pkg.command)) || (pkg.files ?? []).some((f) => probe.exists(f));
}

export function missingPackages(probe: Probe, packages: readonly SystemPackage[] = SYSTEM_PACKAGES): string[] {
  return packages.filter((pkg) => !isPresent(pkg, probe)).map((pkg) => pkg.name);
}

const APT_INSTALL = ["apt-get", "install", "-y", "-qq", "--no-install-recommends"];

/** The command a person would type to install `packages` (for the message that stops the run). */
export function installCommand(packages: string[], root: boolean): string {
  const sudo = root ? "" : "sudo ";
  return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(" ")}`;
}

/** What to do about the missing packages: nothing, install them (apt-get update first), or stop. */
export function plan(missing: string[], installer: Installer): Plan {
  if (missing.length === 0) return { action: "none" };
  if (!installer.apt) {
    return {
      action: "stop",
      packages: missing,
      message: `These Debian packages are missing and this machine has no apt-get: ${missing.join(", ")}. Install their equivalents (README: The two commands), then run npm test again.`,
    };
  }
  if (installer.root || installer.sudo) {
    const prefix = installer.root ? [] : ["sudo", "-n"];
    return {
      action: "install",
      packages: missing,
      commands: [
        [...prefix, "apt-get", "update", "-qq"],
        [...prefix, ...APT_INSTALL, ...missing],
      ],
    };
  }
  return {
    action: "stop",
    packages: missing,
    message: `Missing Debian packages: ${missing.join(", ")}. This user cannot install them (not root, and sudo asks for a password). Run this, then npm test again:\n\n  ${installCommand(missing, false)}\n`,
  };
}

/** The machine as it is. */
export const realProbe: Probe = {
  exists: existsSync,
  onPath(command) {
    return (process.env.PATH ?? "")
      .split(delimiter)
      .filter(Boolean)
      .some((dir) => {
        try {
          accessSync(join(dir, command), constants.X_OK);
          return true;
        } catch {
          return false;
        }
      });
  },
};

export function realInstaller(probe: Probe = realProbe): Installer {
  const root = process.getuid?.() === 0;
  const sudo = !root && probe.onPath("sudo") && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0;
  return { apt: probe.onPath("apt-get"), root, sudo };
}

/** Runs one command with its output shown; resolves its exit status. */
export type Runner = (command: string[]) => number;

const realRunner: Runner = ([file, ...args]) =>
  spawnSync(file!, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status ?? 1;

/**
 * Makes sure every system package is there: returns true when they all are (installing what was
 * missing), false after saying why they are not and what to run. Quiet when nothing is missing.
 */
export function ensureSystemPackages(
  probe: Probe = realProbe,
  installer: Installer = realInstaller(probe),
  run: Runner = realRunner,
  log: (line: string) => void = console.log,
): boolean {
  const decided = plan(missingPackages(probe), installer);
  if (decided.action === "none") return true;
  if (decided.action === "stop") {
    log(decided.message);
    return false;
  }
  log(`== installing Debian packages: ${decided.packages.join(" ")}`);
  for (const command of decided.commands) {
    if (run(command) !== 0) {
      log(`This failed: ${command.join(" ")}\nRun it by hand, then npm test again:\n\n  ${installCommand(decided.packages, installer.root)}\n`);
      return false;
    }
  }
  const still = missingPackages(probe);
  if (still.length > 0) {
    log(`apt-get finished, yet these are still missing: ${still.join(", ")}`);
    return false;
  }
  return true;
}
