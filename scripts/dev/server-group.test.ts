import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "../lib/free-port";
import { startServers, type ServerSpec } from "./server-group";

/** A server on `port` that answers HTTP after `delayMs`, or prints `line` once listening. */
const node = (port: number, o: { delayMs?: number; line?: string } = {}) =>
  `node -e "setTimeout(() => require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => console.log('${o.line ?? "up"}')), ${o.delayMs ?? 0})"`;

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    (r) => r.ok,
    () => false,
  );

const quiet = { log: () => {}, error: () => {} };

describe("the acceptance suite's servers, started together (scripts/dev/server-group.ts)", () => {
  it("starts every server at once and resolves when each is ready, by its URL or by a line of its output; stop ends them", async () => {
    const [a, b] = [await freePort(), await freePort()];
    const specs: ServerSpec[] = [
      { name: "slow", command: node(a, { delayMs: 2500 }), port: a, ready: { url: `http://127.0.0.1:${a}/` } },
      { name: "by-line", command: node(b, { delayMs: 2500, line: "listening at last" }), port: b, ready: { stdout: "listening at last" } },
    ];
    const group = await startServers(specs, quiet);
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
    try {
      const other = await freePort();
      await expect(
        startServers(
          [
            { name: "mock", command: node(port), port, ready: { url: `http://127.0.0.1:${port}/` } },
            { name: "free", command: node(other), port: other, ready: { url: `http://127.0.0.1:${other}/` } },
          ],
          quiet,
        ),
      ).rejects.toThrow(`port ${port} (mock) is already in use`);
      expect(await answers(other), "nothing started").toBe(false);
    } finally {
      squatter.close();
    }
  });

  it("a server that exits before it is ready stops the group, naming it", async () => {
    const [a, b] = [await freePort(), await freePort()];
    const errors: string[] = [];
    await expect(
      startServers(
        [
          { name: "steady", command: node(a), port: a, ready: { url: `http://127.0.0.1:${a}/` } },
          { name: "broken", command: `node -e "console.error('no config'); process.exit(3)"`, port: b, ready: { url: `http://127.0.0.1:${b}/` } },
        ],
        { log: () => {}, error: (s) => errors.push(s) },
      ),
    ).rejects.toThrow(/^broken exited before it was ready \(code 3\)/);
    expect(errors.join(""), "its errors, with its name").toContain("[broken] no config");
    await expect.poll(() => answers(a), { message: "the others stopped", timeout: 5_000 }).toBe(false);
  }, 20_000);

  it("a server not ready in its time fails, naming it and its time", async () => {
    const port = await freePort();
    await expect(
      startServers([{ name: "sleepy", command: "sleep 30", port, ready: { url: `http://127.0.0.1:${port}/` }, timeoutMs: 500 }], quiet),
    ).rejects.toThrow("sleepy was not ready within 0.5 s");
  });
});
