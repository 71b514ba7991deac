// `npm run bench:dev`: how long the dev server (the app as `npm start` serves it) takes to show a
// page, in every engine (docs/local-stack.md holds the table, written by this command):
//   - the first page after the server starts (its dependency cache in place, as on any day but the first),
//   - the same page again (a reload: the browser's cache in use),
//   - another page (a full load of /faq after it),
// each from the navigation to the page's heading, and once in Chromium with no dependency cache at all
// (a fresh clone's first page: the dependencies are pre-bundled then).
// The server is started again for each engine, so each one's first page is a first page.
//
//   npm run bench:dev                 Chromium, Firefox and WebKit (those installed), the table written
//   npm run bench:dev -- --engine chromium --runs 1      one engine, no table
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { launch, missing, type EngineName } from "../../acceptance/engines/drivers.ts";
import { EnginePage } from "../../acceptance/engines/page.ts";
import { spawnMock } from "../../mocks/testing/spawn-mock.ts";
import { DRIVER_CHROMIUM_PATH, CHROMIUM_FLAGS } from "../build/preview-server.ts";
import { writeTable } from "../lib/generated-table.ts";
import { devServerEnv } from "../dev/dev-server-env.ts";

const PORTS = { app: 4160, mock: 4163 };
const appUrl = `http://127.0.0.1:${PORTS.app}`;
const mockUrl = `http://127.0.0.1:${PORTS.mock}`;
/** Vite's dependency cache (the pre-bundled dependencies): removed for the cold start */
const DEPS_CACHE = "node_modules/.vite";
const PAGES = { first: "/", other: "/faq" };

const { values: args } = parseArgs({
  options: {
    engine: { type: "string", multiple: true, default: [] },
    runs: { type: "string", default: "3" },
    /** quiet: this machine as it is; busy: every core also kept busy (a test run beside it), as developers' machines often are */
    host: { type: "string", multiple: true, default: [] },
    /** the dev server in Vite's bundled dev mode (--experimentalBundle), to compare */
    bundled: { type: "boolean", default: false },
    /** how long after the server answers the first page is opened (as a developer opens it after npm start says the stack is up) */
    "open-after": { type: "string", default: "3000" },
  },
});
const RUNS = Number(args.runs);
const ENGINES = (args.engine.length ? args.engine : ["chromium", "firefox", "webkit"]) as ("chromium" | EngineName)[];

/** The dev server as `npm start` runs it; resolves once it answers, with how long that took. */
async function startDevServer(): Promise<{ server: ChildProcess; startMs: number }> {
  const began = Date.now();
  const server = spawn("vite", ["--host", "127.0.0.1", "--port", String(PORTS.app), "--strictPort", ...(args.bundled ? ["--experimentalBundle"] : [])], {
    env: { ...process.env, ...devServerEnv({ mockUrl }) },
    stdio: "ignore",
  });
  let exited = false;
  server.once("exit", () => (exited = true));
  for (;;) {
    if (exited) throw new Error("the dev server exited before it answered");
    if (
      await fetch(appUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { server, startMs: Date.now() - began };
    if (Date.now() - began > 120_000) throw new Error("the dev server did not answer within 120 s");
    await sleep(100);
  }
}
const stopServer = (server: ChildProcess) =>
  new Promise<void>((resolve) => (server.exitCode !== null ? resolve() : (server.once("exit", () => resolve()), server.kill("SIGTERM"))));

/** A browser that opens a page and says when its heading shows: Chromium through Playwright, the others through their drivers. */
interface Viewer {
  /** ms from the navigation until the page's heading shows */
  show(path: string): Promise<number>;
  /** how many scripts the pages shown so far asked for (Chromium's count; 0 elsewhere) */
  scripts(): number;
  close(): Promise<void>;
}

const HEADING = `() => { const h = document.querySelector("#root h1"); return !!h && h.getBoundingClientRect().height > 0 && !document.getElementById("root")?.hasAttribute("data-prerendered"); }`;

async function viewer(engine: "chromium" | EngineName): Promise<Viewer> {
  if (engine === "chromium") {
    const browser = await chromium.launch({ executablePath: DRIVER_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const page = await (await browser.newContext()).newPage();
    let scripts = 0;
    page.on("request", (r) => void (r.resourceType() === "script" && scripts++));
    return {
      scripts: () => scripts,
      show: async (path) => {
        const began = Date.now();
        await page.goto(`${appUrl}${path}`, { waitUntil: "commit", timeout: 120_000 });
        await page.waitForFunction(`(${HEADING})()`, null, { timeout: 120_000, polling: 50 });
        return Date.now() - began;
      },
      close: () => browser.close(),
    };
  }
  const driver = await launch(engine);
  await driver.fresh();
  const ui = new EnginePage(driver, appUrl);
  return {
    scripts: () => 0,
    show: async (path) => {
      const began = Date.now();
      await driver.open(`${appUrl}${path}`);
      await ui.until(() => driver.run<boolean>(HEADING), `the heading of ${path}`, 120_000);
      return Date.now() - began;
    },
    close: () => driver.close(),
  };
}

interface Row {
  engine: string;
  host: Host;
  first: number[];
  again: number[];
  other: number[];
  startMs: number[];
}
type Host = "quiet" | "busy";
const HOSTS = (args.host.length ? args.host : ["quiet", "busy"]) as Host[];
const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Every core kept busy at normal priority (what a test run beside the dev server does), until stopped. */
function busyHost() {
  const hogs = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  return () => hogs.forEach((h) => h.kill("SIGKILL"));
}

const mock = await spawnMock({ MOCK_PORT: String(PORTS.mock), MOCK_STATE_FILE: "", APP_URL: appUrl });
const rows: Row[] = [];
const cold: { host: Host; startMs: number; firstMs: number; scripts: number }[] = [];
try {
  for (const host of HOSTS) {
    const quiet = host === "busy" ? busyHost() : () => undefined;
    try {
      for (const engine of ENGINES) {
        const absent = engine === "chromium" ? null : missing(engine);
        if (absent) {
          console.log(`${engine}: skipped (${absent})`);
          continue;
        }
        if (engine === "chromium") {
          // a fresh clone's first page: no dependency cache, so the server pre-bundles while the page waits
          rmSync(DEPS_CACHE, { recursive: true, force: true });
          const { server, startMs } = await startDevServer();
          const view = await viewer(engine);
          try {
            const firstMs = await view.show(PAGES.first);
            cold.push({ host, startMs, firstMs, scripts: view.scripts() });
            console.log(`${host}, chromium, no dependency cache: server ${seconds(startMs)}, first page ${seconds(firstMs)} (${view.scripts()} scripts)`);
          } finally {
            await view.close();
            await stopServer(server);
          }
        }
        const row: Row = { engine, host, first: [], again: [], other: [], startMs: [] };
        for (let run = 0; run < RUNS; run++) {
          const { server, startMs } = await startDevServer();
          const view = await viewer(engine);
          await sleep(Number(args["open-after"]));
          try {
            row.startMs.push(startMs);
            row.first.push(await view.show(PAGES.first));
            row.again.push(await view.show(PAGES.first));
            row.other.push(await view.show(PAGES.other));
          } finally {
            await view.close();
            await stopServer(server);
          }
          console.log(
            `${host}, ${engine} run ${run + 1}: server ${seconds(startMs)}, first ${seconds(row.first.at(-1)!)}, again ${seconds(row.again.at(-1)!)}, another ${seconds(row.other.at(-1)!)}`,
          );
        }
        rows.push(row);
      }
    } finally {
      quiet();
    }
  }
} finally {
  mock.kill("SIGTERM");
}

for (const r of rows)
  console.log(
    `${r.host.padEnd(5)} ${r.engine.padEnd(9)} first page ${seconds(middle(r.first))}, again ${seconds(middle(r.again))}, another page ${seconds(middle(r.other))} (median of ${r.first.length}; the server up in ${seconds(middle(r.startMs))})`,
  );
if (!args.engine.length && !args.host.length && !args.bundled && rows.length)
  writeTable("docs/local-stack.md", "dev-server-table", [
    `Written by \`npm run bench:dev\` (${new Date().toISOString().slice(0, 10)}; ${availableParallelism()} cores; median of ${RUNS}; the dev server started again for each engine, its dependency cache in place; busy: every core also kept busy):`,
    "",
    "| host | engine | first page after the server starts | the same page again | another page |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map((r) => `| ${r.host} | ${r.engine} | ${seconds(middle(r.first))} | ${seconds(middle(r.again))} | ${seconds(middle(r.other))} |`),
    "",
    ...cold.map(
      (c) =>
        `With no dependency cache (a fresh clone's first start), ${c.host}: Chromium's first page took ${seconds(c.firstMs)} (${c.scripts} scripts), the server up in ${seconds(c.startMs)}.`,
    ),
  ]);
