import { describe, expect, it } from "vitest";
import { ensureSystemPackages, installCommand, type Installer, missingPackages, plan, type Probe, SYSTEM_PACKAGES } from "./system-packages";

/** A machine that has the given files and commands, and gains a package's files when apt-get installs it. */
function fakeMachine(present: string[]) {
  const files = new Set<string>();
  const commands = new Set<string>();
  const add = (name: string) => {
    const pkg = SYSTEM_PACKAGES.find((p) => p.name === name)!;
    if (pkg.command) commands.add(pkg.command);
    for (const f of pkg.files ?? []) files.add(f);
  };
  present.forEach(add);
  const probe: Probe = { exists: (f) => files.has(f), onPath: (c) => commands.has(c) };
  const ran: string[][] = [];
  const run = (command: string[]) => {
    ran.push(command);
    const at = command.indexOf("install");
    if (at >= 0)
      command
        .slice(at + 1)
        .filter((a) => !a.startsWith("-"))
        .forEach(add);
    return 0;
  };
  return { probe, ran, run, add };
}

const ALL = SYSTEM_PACKAGES.map((p) => p.name);
const ROOT: Installer = { apt: true, root: true, sudo: false };
const SUDO: Installer = { apt: true, root: false, sudo: true };
const NOBODY: Installer = { apt: true, root: false, sudo: false };

describe("the one list of system packages", () => {
  it("is today's list: the browsers, nginx with brotli and njs, Firefox ESR, WebKitGTK's driver, Xvfb and xauth", () => {
    expect(ALL).toEqual(
      expect.arrayContaining([
        "chromium",
        "chromium-headless-shell",
        "nginx",
        "libnginx-mod-http-brotli-filter",
        "libnginx-mod-http-js",
        "firefox-esr",
        "webkit2gtk-driver",
        "xvfb",
        "xauth",
      ]),
    );
    expect(new Set(ALL).size).toBe(ALL.length);
    for (const pkg of SYSTEM_PACKAGES) expect(pkg.command ?? pkg.files?.[0], pkg.name).toBeTruthy();
  });

  it("finds a package by its command on the PATH or by any of its files", () => {
    const { probe } = fakeMachine([]);
    expect(missingPackages(probe)).toEqual(ALL);
    const chromiumOnly = { exists: () => false, onPath: (c: string) => c === "chromium" };
    expect(missingPackages(chromiumOnly)).not.toContain("chromium");
    const nginxByFile = { exists: (f: string) => f === "/usr/sbin/nginx", onPath: () => false };
    expect(missingPackages(nginxByFile)).not.toContain("nginx");
  });
});

describe("the plan", () => {
  it("does nothing when everything is there", () => {
    expect(plan([], NOBODY)).toEqual({ action: "none" });
  });

  it("as root: apt-get update, then install only what is missing", () => {
    const { probe } = fakeMachine(ALL.filter((n) => n !== "nginx" && n !== "xauth"));
    expect(plan(missingPackages(probe), ROOT)).toEqual({
      action: "install",
      packages: ["nginx", "xauth"],
      commands: [
        ["apt-get", "update", "-qq"],
        ["apt-get", "install", "-y", "-qq", "--no-install-recommends", "nginx", "xauth"],
      ],
    });
  });

  it("with sudo that needs no password: the same through sudo -n", () => {
    const decided = plan(["firefox-esr"], SUDO);
    expect(decided.action === "install" && decided.commands).toEqual([
      ["sudo", "-n", "apt-get", "update", "-qq"],
      ["sudo", "-n", "apt-get", "install", "-y", "-qq", "--no-install-recommends", "firefox-esr"],
    ]);
  });

  it("when it cannot install: stops, naming the one command to run", () => {
    const decided = plan(["chromium", "xvfb"], NOBODY);
    expect(decided.action).toBe("stop");
    expect(decided.action === "stop" && decided.message).toContain("sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium xvfb");
    expect(installCommand(["nginx"], true)).toBe("apt-get update && apt-get install -y --no-install-recommends nginx");
  });

  it("without apt-get: stops and names the packages", () => {
    const decided = plan(["nginx"], { apt: false, root: true, sudo: false });
    expect(decided.action === "stop" && decided.message).toMatch(/no apt-get: nginx\b/);
  });
});

describe("ensureSystemPackages on a fake machine", () => {
  it("a fresh machine as root: installs the missing packages, then finds them all", () => {
    const machine = fakeMachine(["nginx"]);
    const said: string[] = [];
    expect(ensureSystemPackages(machine.probe, ROOT, machine.run, (l) => said.push(l))).toBe(true);
    expect(machine.ran.map((c) => c.slice(0, 2))).toEqual([
      ["apt-get", "update"],
      ["apt-get", "install"],
    ]);
    expect(machine.ran[1]).not.toContain("nginx");
    expect(missingPackages(machine.probe)).toEqual([]);
    expect(said[0]).toMatch(/^== installing Debian packages: chromium /);
  });

  it("everything present: runs nothing and says nothing", () => {
    const machine = fakeMachine(ALL);
    const said: string[] = [];
    expect(ensureSystemPackages(machine.probe, NOBODY, machine.run, (l) => said.push(l))).toBe(true);
    expect(machine.ran).toEqual([]);
    expect(said).toEqual([]);
  });

  it("cannot install (no root, sudo asks a password): runs nothing, fails at once with the command", () => {
    const machine = fakeMachine(ALL.filter((n) => n !== "firefox-esr"));
    const said: string[] = [];
    expect(ensureSystemPackages(machine.probe, NOBODY, machine.run, (l) => said.push(l))).toBe(false);
    expect(machine.ran).toEqual([]);
    expect(said.join("\n")).toContain("sudo apt-get update && sudo apt-get install -y --no-install-recommends firefox-esr");
  });

  it("apt-get fails: stops with the command to run by hand", () => {
    const machine = fakeMachine([]);
    const said: string[] = [];
    expect(
      ensureSystemPackages(
        machine.probe,
        SUDO,
        () => 100,
        (l) => said.push(l),
      ),
    ).toBe(false);
    expect(said.join("\n")).toMatch(/This failed: sudo -n apt-get update -qq[\s\S]*sudo apt-get update && sudo apt-get install/);
  });

  it("apt-get succeeds yet a package is still absent: says which", () => {
    const machine = fakeMachine([]);
    const said: string[] = [];
    const runWithoutXauth = (command: string[]) => machine.run(command.filter((a) => a !== "xauth"));
    expect(ensureSystemPackages(machine.probe, ROOT, runWithoutXauth, (l) => said.push(l))).toBe(false);
    expect(said.at(-1)).toBe("apt-get finished, yet these are still missing: xauth");
  });
});
