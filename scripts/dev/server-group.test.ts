import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../lib/free-port";
import { groupRunning, running } from "../lib/process-state";
import { READY_LINE, startServers, type ServerSpec } from "./server-group";

/** A server on `port` that answers HTTP after `delayMs`, or prints `line` once listening. */
const node = (port: number, o: { delayMs?: number; line?: string } = {}) =>
  `node -e "setTimeout(() => require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => console.log('${o.line ?? "up"}')), ${o.delayMs ?? 0})"`;

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    (r) => r.ok,
    () => false,
  );

const quiet = { log: () => {}, error: () => {} };
const own = { ownGroups: true };

describe("servers started together: the acceptance suite's and npm start's (scripts/dev/server-group.ts)", () => {
  it("starts every server at once and resolves when each is ready, by its URL or by a line of its output; stop ends them", async () => {
    const [a, b] = [await freePort(), await freePort()];
    const specs: ServerSpec[] = [
      { name: "slow", command: node(a, { delayMs: 2500 }), port: a, ready: { url: `http://127.0.0.1:${a}/` } },
      { name: "by-line", command: node(b, { delayMs: 2500, line: "listening at last" }), port: b, ready: { stdout: "listening at last" } },
    ];
    const group = await startServers(specs, quiet, own);
    // together: each ready 2.5 s after the group started, not the second 2.5 s after the first
    expect(Object.keys(group.times)).toEqual(["slow", "by-line"]);
    expect(Math.min(...Object.values(group.times)), "each waited for").toBeGreaterThanOrEqual(2.5);
    expect(Math.abs(group.times.slow! - group.times["by-line"]!), "started together").toBeLessThan(2);
    expect([await answers(a), await answers(b)]).toEqual([true, true]);
    group.stop();
    await expect.poll(async () => [await answers(a), await answers(b)], { timeout: 5_000 }).toEqual([false, false]);
  }, 20_000);

  it("refuses a port already taken, naming the server, and starts nothing", async () => {
    const port = await freePort();
    const squatter = createServer().listen(port, "127.0.0.1");
    await new Promise((listening) => squatter.once("listening", listening));
    const trace = join(mkdtempSync(join(tmpdir(), "group-")), "started");
    try {
      await expect(
        startServers(
          [
            { name: "mock", command: node(port), port, ready: { url: `http://127.0.0.1:${port}/` } },
            { name: "free", command: `touch ${trace}`, port: await freePort(), ready: { stdout: "never" } },
          ],
          quiet,
          own,
        ),
      ).rejects.toThrow(`port ${port} (mock) is already in use`);
      await new Promise((later) => setTimeout(later, 500));
      expect(existsSync(trace), "nothing started").toBe(false);
    } finally {
      squatter.close();
    }
  });

  it("refuses a further port of a server (the chains of one process) already taken, naming the server", async () => {
    const [first, further] = [await freePort(), await freePort()];
    const squatter = createServer().listen(further, "127.0.0.1");
    await new Promise((listening) => squatter.once("listening", listening));
    try {
      await expect(
        startServers([{ name: "chains", command: node(first), port: first, ports: [further], ready: { url: `http://127.0.0.1:${first}/` } }], quiet, own),
      ).rejects.toThrow(`port ${further} (chains) is already in use`);
    } finally {
      squatter.close();
    }
  });

  it("a server that exits before it is ready stops the group, naming it; what the others started ends too", async () => {
    const [a, b] = [await freePort(), await freePort()];
    const errors: string[] = [];
    const pidFile = join(mkdtempSync(join(tmpdir(), "group-")), "sleep.pid");
    // the steady server is up (and has started a process of its own) before the broken one exits:
    // the broken one exits only once it has seen the steady one answer, however slowly a busy machine
    // starts it, so its exit code below also proves the steady one was up
    const steady = `sleep 30 & echo $! > ${pidFile}; ${node(a)}`;
    const broken = `node -e "const up = () => fetch('http://127.0.0.1:${a}/').then(() => { console.error('no config'); process.exit(3); }, () => setTimeout(up, 100)); up()"`;
    const run = startServers(
      [
        { name: "steady", command: steady, port: a, ready: { url: `http://127.0.0.1:${a}/` } },
        { name: "broken", command: broken, port: b, ready: { url: `http://127.0.0.1:${b}/` } },
      ],
      { log: () => {}, error: (s) => errors.push(s) },
      own,
    );
    await expect(run).rejects.toThrow(/^broken exited before it was ready \(code 3\)/);
    expect(errors.join(""), "its errors, with its name").toContain("[broken] no config");
    await expect.poll(() => answers(a), { message: "the others stopped", timeout: 5_000 }).toBe(false);
    const sleeper = Number(readFileSync(pidFile, "utf8"));
    expect(sleeper).toBeGreaterThan(0);
    await expect.poll(() => running(sleeper), { message: "what they started, too", timeout: 5_000 }).toBe(false);
  }, 20_000);

  it("a server not ready in its time fails, naming it and its time", async () => {
    const port = await freePort();
    await expect(
      startServers([{ name: "sleepy", command: "sleep 30", port, ready: { url: `http://127.0.0.1:${port}/` }, timeoutMs: 500 }], quiet, own),
    ).rejects.toThrow("sleepy was not ready within 0.5 s");
  });

  it("a server listed after another starts once that one is ready (the mock after the chain it reads); one listed after an unknown server is refused", async () => {
    const [chain, mock] = [await freePort(), await freePort()];
    // the reader exits at once (code 4) unless the server it reads already answers
    const reader = `node -e "fetch('http://127.0.0.1:${chain}/').then(() => require('http').createServer((q, s) => s.end('ok')).listen(${mock}, '127.0.0.1'), () => process.exit(4))"`;
    const specs: ServerSpec[] = [
      { name: "chain", command: node(chain, { delayMs: 1500 }), port: chain, ready: { url: `http://127.0.0.1:${chain}/` } },
      { name: "mock", command: reader, port: mock, ready: { url: `http://127.0.0.1:${mock}/` }, after: "chain" },
    ];
    const group = await startServers(specs, quiet, own);
    expect(group.times.mock, "waited for the chain").toBeGreaterThanOrEqual(group.times.chain!);
    expect(await answers(mock)).toBe(true);
    group.stop();
    await expect(startServers([{ ...specs[1]!, after: "chain" }], quiet, own)).rejects.toThrow("mock starts after chain, which is not listed before it");
  }, 20_000);

  it("a signal stops the servers while they start (the start fails) and after they are ready; given stopped, nothing starts", async () => {
    const [a, b] = [await freePort(), await freePort()];
    const early = new AbortController();
    const starting = startServers([{ name: "late", command: node(a, { delayMs: 2000 }), port: a, ready: { url: `http://127.0.0.1:${a}/` } }], quiet, {
      ...own,
      signal: early.signal,
    });
    setTimeout(() => early.abort(), 500);
    await expect(starting).rejects.toThrow("stopped while the servers were starting");
    const later = new AbortController();
    await startServers([{ name: "up", command: node(b), port: b, ready: { url: `http://127.0.0.1:${b}/` } }], quiet, { ...own, signal: later.signal });
    expect(await answers(b)).toBe(true);
    later.abort();
    await expect.poll(async () => [await answers(a), await answers(b)], { timeout: 5_000 }).toEqual([false, false]);
    const trace = join(mkdtempSync(join(tmpdir(), "group-")), "started");
    const before = startServers([{ name: "never", command: `touch ${trace}`, port: await freePort(), ready: { stdout: "never" } }], quiet, {
      ...own,
      signal: AbortSignal.abort(),
    });
    await expect(before).rejects.toThrow();
    await new Promise((later) => setTimeout(later, 500));
    expect(existsSync(trace), "a signal given stopped: nothing starts").toBe(false);
  }, 20_000);

  it("a server that exits after it was ready is told to onExit, with how it ended; without onExit its exit is printed and the others go on", async () => {
    const [a, b, steady] = [await freePort(), await freePort(), await freePort()];
    const exits: string[] = [];
    const errors: string[] = [];
    // it exits once it has answered a request (the group's readiness check), not at a time a busy
    // machine might reach before that check
    const shortLived = (port: number) =>
      `node -e "require('http').createServer((q, s) => s.end('ok', () => setTimeout(() => process.exit(5), 300))).listen(${port}, '127.0.0.1')"`;
    const told = await startServers([{ name: "brief", command: shortLived(a), port: a, ready: { url: `http://127.0.0.1:${a}/` } }], quiet, {
      ...own,
      onExit: (name, how) => exits.push(`${name}: ${how}`),
    });
    const printed = await startServers(
      [
        { name: "brief", command: shortLived(b), port: b, ready: { url: `http://127.0.0.1:${b}/` } },
        { name: "steady", command: node(steady), port: steady, ready: { stdout: "up" } },
      ],
      { log: () => {}, error: (s) => errors.push(s) },
      own,
    );
    await expect.poll(() => exits, { timeout: 5_000 }).toEqual(["brief: code 5"]);
    await expect.poll(() => errors.join(""), { timeout: 5_000 }).toContain("[brief] exited (code 5)");
    expect(await answers(steady), "the others go on").toBe(true);
    told.stop();
    printed.stop();
  }, 20_000);

  it("as Playwright's web server: told to stop while still starting, it ends its whole group, the servers with it", async () => {
    const port = await freePort();
    const specs: ServerSpec[] = [{ name: "late", command: `sleep 30 & ${node(port, { delayMs: 3000 })}`, port, ready: { url: `http://127.0.0.1:${port}/` } }];
    // in a group of its own, as Playwright starts a web server
    const group = spawn("npx", ["tsx", "scripts/dev/server-group.ts"], {
      detached: true,
      stdio: "ignore",
      env: { ...process.env, ACCEPTANCE_SERVERS: JSON.stringify(specs) },
    });
    await new Promise((later) => setTimeout(later, 1500));
    process.kill(-group.pid!, "SIGTERM");
    await expect.poll(() => groupRunning(group.pid!), { message: "every process of the group ended", timeout: 5_000 }).toBe(false);
    await new Promise((later) => setTimeout(later, 2500));
    expect(await answers(port), "the server never came up").toBe(false);
  }, 30_000);

  it("as Playwright's web server: prints the ready line with each server's time, and ends the group when told", async () => {
    const port = await freePort();
    const specs: ServerSpec[] = [{ name: "quick", command: node(port), port, ready: { url: `http://127.0.0.1:${port}/` } }];
    const group = spawn("npx", ["tsx", "scripts/dev/server-group.ts"], {
      detached: true,
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, ACCEPTANCE_SERVERS: JSON.stringify(specs) },
    });
    let said = "";
    group.stdout!.on("data", (d) => (said += d));
    await expect.poll(() => said, { timeout: 20_000 }).toMatch(new RegExp(`^${READY_LINE}: quick \\d+\\.\\d s$`, "m"));
    expect(await answers(port)).toBe(true);
    process.kill(-group.pid!, "SIGTERM");
    await expect.poll(() => groupRunning(group.pid!), { timeout: 5_000 }).toBe(false);
    expect(await answers(port)).toBe(false);
  }, 30_000);
});
