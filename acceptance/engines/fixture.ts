// The engines project's `test`: the suite's own users and mailbox fixtures (they talk to
// the backend, not to a page), and a page in Firefox or WebKit instead of Playwright's Chromium
// page. The engine is launched once for its tests (the project runs one worker, and one engine at a
// time in it: one engine after the other); each test gets a clean page, its requests tagged with its id, and ends with no error
// report from its pages (read from the app's error-report stand-in, by that id) and no sideways
// scroll.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, mergeTests, test as base } from "@playwright/test";
import type { ErrorReportRecord } from "../../mocks/domain/telemetry";
import { mailbox } from "../fixtures/mailbox";
import { APP_URL, MOCK_URL } from "../fixtures/stack";
import { user } from "../fixtures/user";
import { launch, missing, type EngineDriver, type EngineName } from "./drivers";
import { EnginePage } from "./page";

/** An error report in a line: its exception (or message) and the page it came from. */
function describeReport({ event }: ErrorReportRecord) {
  const e = event as { message?: string; exception?: { values?: { type?: string; value?: string }[] }; request?: { url?: string } };
  const exception = e.exception?.values?.[0];
  return `${exception ? `${exception.type ?? "Error"}: ${exception.value ?? ""}` : (e.message ?? JSON.stringify(event).slice(0, 200))} (${e.request?.url ?? "?"})`;
}

/** One engine running at a time in the worker: asking for the other closes the first. */
interface EnginePool {
  get(name: EngineName): Promise<EngineDriver>;
}

const engines = base.extend<
  { engineName: EngineName; engine: EngineDriver | null; ui: EnginePage; shot: (name: string) => Promise<void> },
  { enginePool: EnginePool }
>({
  enginePool: [
    // (Playwright reads a fixture's dependencies from its first parameter: this one has none)
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool: { current: { name: EngineName; driver: Promise<EngineDriver> } | null } = { current: null };
      const closeCurrent = () => pool.current?.driver.then((d) => d.close()).catch(() => undefined);
      await use({
        get: async (name) => {
          if (pool.current?.name !== name || !(await pool.current.driver.then((d) => d.healthy()).catch(() => false))) {
            await closeCurrent();
            pool.current = { name, driver: launch(name) };
          }
          return pool.current.driver;
        },
      });
      await closeCurrent();
    },
    { scope: "worker" },
  ],
  engineName: ["firefox", { option: true }],
  // a Firefox launch can take half a minute on a busy host: its own time, not the test's
  engine: [async ({ enginePool, engineName }, use) => use(missing(engineName) ? null : await enginePool.get(engineName)), { timeout: 120_000 }],
  ui: async ({ engine, engineName, request }, use, testInfo) => {
    const why = missing(engineName);
    test.skip(!engine, why ?? "");
    // the project's second try is for a test whose engine stopped answering (a driver's fault, on
    // a new engine), never for a test that failed on its own
    const hung = join(testInfo.project.outputDir, ".engine-unanswered", testInfo.testId);
    if (testInfo.retry > 0 && !existsSync(hung)) throw new Error(`the first try failed on its own (not on an engine that stopped answering): no second try`);
    /** Whether the engine stopped answering; then the test's second try is allowed. */
    const unanswered = () => {
      if (engine!.healthy()) return false;
      mkdirSync(dirname(hung), { recursive: true });
      writeFileSync(hung, "");
      return true;
    };
    try {
      await engine!.fresh();
      // the test's id on every request of its pages, as the Chromium projects' cookie (fixtures/telemetry.ts)
      await engine!.open(`${APP_URL}/favicon.svg`);
      await engine!.run("(id) => { document.cookie = `test_id=${encodeURIComponent(id)}; path=/`; }", testInfo.testId);
    } catch (error) {
      unanswered();
      throw error;
    }
    const ui = new EnginePage(engine!, APP_URL);
    await use(ui);
    const reports = (await (await request.get(`${MOCK_URL}/__dev/errors.json?test=${encodeURIComponent(testInfo.testId)}`)).json()) as ErrorReportRecord[];
    expect(reports.map(describeReport), `error reports from ${engineName}`).toEqual([]);
    if (testInfo.status !== testInfo.expectedStatus && !unanswered()) {
      const file = testInfo.outputPath(`${engineName}-failure.png`);
      await engine!.screenshot(file).catch(() => undefined);
      await testInfo.attach(`${engineName} at the failure`, { path: file, contentType: "image/png" }).catch(() => undefined);
    }
  },
  shot: async ({ ui, engineName }, use, testInfo) => {
    await use(async (name) => {
      const file = testInfo.outputPath(`${engineName}-${name}.png`);
      await ui.screenshot(file);
      await testInfo.attach(`${engineName}: ${name}`, { path: file, contentType: "image/png" });
    });
  },
});

export const test = mergeTests(user, mailbox, engines);
export { expect };
