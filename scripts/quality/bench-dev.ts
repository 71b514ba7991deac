// `npm run bench:dev`: how long the local stack (`npm start`) takes to come up and its dev server to
// show a page, in every engine (docs/local-stack.md holds the table, written by this command):
//   - the stack up: from `npm start` until it says the stack is up (the dev server warmed up by then),
//   - the first page, opened as it says so (the dependency cache in place, as on any day but the first),
//   - the same page again (a reload: the browser's cache in use),
//   - another page (a full load of /faq after it),
// each page from the navigation to its heading, and once in Chromium with no dependency cache at all
// (a fresh clone's first start: the dependencies are pre-bundled then).
// The stack is started again for each run, on ports of its own, with a mock that keeps no state.
//
//   npm run bench:dev                 Chromium, Firefox and WebKit (those installed), the table written
//   npm run bench:dev -- --engine chromium --runs 1      one engine, no table
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { launch, missing, type EngineName } from "../../acceptance/engines/drivers.ts";
import { EnginePage } from "../../acceptance/engines/page.ts";
import { DRIVER_CHROMIUM_PATH, CHROMIUM_FLAGS } from "../build/preview-server.ts";
import { writeTable } from "../lib/generated-table.ts";
import { middle } from "../lib/middle.ts";

const PORTS = { APP_PORT: 4160, MOCK_PORT: 4163, CHAIN_PORT: 4164, PARTNER_PORT: 4165 };
const appUrl = `http://127.0.0.1:${PORTS.APP_PORT}`;
/** Vite's dependency cache (the pre-bundled dependencies): removed for the cold start */
const DEPS_CACHE = "node_modules/.vite";
const PAGES = { first: "/", other: "/faq" };

const { values: args } = parseArgs({
  options: {
    engine: { type: "string", multiple: true, default: [] },
    runs: { type: "string", default: "3" },
    /** quiet: this machine as it is; busy: every core also kept busy (a test run beside it), as developers' machines often are */
    host: { type: "string", multiple: true, default: [] },
  },
});
const RUNS = Number(args.runs);
const ENGINES = (args.engine.length ? args.engine : ["chromium", "firefox", "webkit"]) as ("chromium" | EngineName)[];

/** `npm start` on the bench's ports; resolves once it says the stack is up, with how long that took. */
async function startStack(): Promise<{ stack: ChildProcess; upMs: number }> {
  const began = Date.now();
  const stack = spawn("tsx", ["scripts/dev/start.ts"], {
    env: { ...process.env, ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])), MOCK_STATE_FILE: "" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let printed = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the stack was not up within 180 s")), 180_000);
    stack.once("exit", (code) => reject(new Error(`npm start exited with ${code} before the stack was up`)));
    stack.stdout!.on("data", (chunk) => {
      printed += String(chunk);
      if (!printed.includes("The local stack is up")) return;
      clearTimeout(timer);
      resolve();
    });
  });
  return { stack, upMs: Date.now() - began };
}
/** Stops the stack: `npm start` exits once everything it started has exited. */
const stopStack = (stack: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (stack.exitCode !== null) return resolve();
    stack.once("exit", () => resolve());
    process.kill(-stack.pid!, "SIGTERM");
  });

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
  upMs: number[];
}
type Host = "quiet" | "busy";
const HOSTS = (args.host.length ? args.host : ["quiet", "busy"]) as Host[];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Every core kept busy at normal priority (what a test run beside the dev server does), until stopped. */
function busyHost() {
  const hogs = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  return () => hogs.forEach((h) => h.kill("SIGKILL"));
}

const rows: Row[] = [];
const cold: { host: Host; upMs: number; firstMs: number; scripts: number }[] = [];
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
        // a fresh clone's first start: no dependency cache, so the dev server pre-bundles them
        rmSync(DEPS_CACHE, { recursive: true, force: true });
        const { stack, upMs } = await startStack();
        const view = await viewer(engine);
        try {
          const firstMs = await view.show(PAGES.first);
          cold.push({ host, upMs, firstMs, scripts: view.scripts() });
          console.log(`${host}, chromium, no dependency cache: the stack up in ${seconds(upMs)}, first page ${seconds(firstMs)} (${view.scripts()} scripts)`);
        } finally {
          await view.close();
          await stopStack(stack);
        }
      }
      const row: Row = { engine, host, first: [], again: [], other: [], upMs: [] };
      for (let run = 0; run < RUNS; run++) {
        const { stack, upMs } = await startStack();
        const view = await viewer(engine);
        try {
          row.upMs.push(upMs);
          row.first.push(await view.show(PAGES.first));
          row.again.push(await view.show(PAGES.first));
          row.other.push(await view.show(PAGES.other));
        } finally {
          await view.close();
          await stopStack(stack);
        }
        console.log(
          `${host}, ${engine} run ${run + 1}: the stack up in ${seconds(upMs)}, first ${seconds(row.first.at(-1)!)}, again ${seconds(row.again.at(-1)!)}, another ${seconds(row.other.at(-1)!)}`,
        );
      }
      rows.push(row);
    }
  } finally {
    quiet();
  }
}

for (const r of rows)
  console.log(
    `${r.host.padEnd(5)} ${r.engine.padEnd(9)} first page ${seconds(middle(r.first))}, again ${seconds(middle(r.again))}, another page ${seconds(middle(r.other))} (median of ${r.first.length}; the stack up in ${seconds(middle(r.upMs))})`,
  );
if (!args.engine.length && !args.host.length && rows.length)
  writeTable("docs/local-stack.md", "dev-server-table", [
    `Written by \`npm run bench:dev\` (${new Date().toISOString().slice(0, 10)}; ${availableParallelism()} cores; median of ${RUNS}; \`npm start\` run again for each run, the dependency cache in place; the first page opened as it says the stack is up; busy: every core also kept busy):`,
    "",
    "| host | engine | the stack up | first page | the same page again | another page |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.host} | ${r.engine} | ${seconds(middle(r.upMs))} | ${seconds(middle(r.first))} | ${seconds(middle(r.again))} | ${seconds(middle(r.other))} |`,
    ),
    "",
    ...cold.map(
      (c) =>
        `With no dependency cache (a fresh clone's first start), ${c.host}: the stack up in ${seconds(c.upMs)}, then Chromium's first page in ${seconds(c.firstMs)} (${c.scripts} scripts).`,
    ),
  ]);
