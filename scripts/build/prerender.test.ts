import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";

test("a Chromium that fails to start: the prerender fails and stops its preview server", { timeout: 60_000 }, () => {
  const dist = mkdtempSync(join(tmpdir(), "prerender-"));
  writeFileSync(join(dist, "index.html"), '<!doctype html><div id="root"></div>');
  // a build's route table with nothing to prerender (scripts/build/route-table.ts writes the real one)
  mkdirSync(join(dist, "_deploy"));
  const plan = { pages: [], framed: {}, paramFrames: {}, queryViews: {}, redirects: {}, earlyScripts: {} };
  writeFileSync(join(dist, "_deploy", "routes.json"), JSON.stringify({ routes: [], paths: [], plan, hosting: { frames: [], appRoute: "^/$" } }));
  const run = spawnSync("tsx", ["scripts/build/prerender.ts", "--dist", dist], {
    env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
    encoding: "utf8",
  });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/nonexistent\/chromium|Failed to launch/);
  // nothing listens on the preview's port any more (checked from another process: the suite's
  // mock intercepts this one's sockets)
  const port = run.stdout.match(/from http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
  expect(port, "the prerender names its preview's address").toBeDefined();
  const probe = spawnSync("node", [
    "-e",
    `require('net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(1)).on('error', () => process.exit(0))`,
  ]);
  expect(probe.status, `a server still listens on ${port}`).toBe(0);
});
