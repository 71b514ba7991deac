import { parseEnv as parseEnvFile } from "node:util";
import { readFileSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import type { SharedChain } from "./acceptance/fixtures/chain";
import { NGINX } from "./scripts/deploy/nginx-host";
import { RELEASE_ENV } from "./scripts/deploy/release-host";
import { CHROMIUM_FLAGS, DRIVER_CHROMIUM_PATH } from "./scripts/build/preview-server";
import { LOCAL_WALLETCONNECT } from "./scripts/dev/dev-server-env";
import { READY_LINE, type ServerSpec } from "./scripts/dev/server-group";

/**
 * The acceptance suite runs the production build (vite preview) against the mock backend over
 * HTTP, with every API call routed through `prism proxy --errors`: a response that breaks the
 * contract becomes a 500 with `sl-violations`, and the suite fails on any of them. Each worker slot
 * has its own local chain, started here with the servers (acceptance/fixtures/chain.ts).
 */
/**
 * PW_PORT_OFFSET moves every port of the suite (its servers and the worker slots' chains), so a second
 * checkout can run its suite beside this one.
 */
const offset = Number(process.env.PW_PORT_OFFSET ?? 0) || 0;
export const ports = {
  mock: 4110 + offset,
  prism: 4120 + offset,
  app: 4173 + offset,
  partner: 4130 + offset,
  /** the first of the worker slots' chains (one per slot: chain + the slot's index) */
  chain: 8600 + offset,
  /** the release build through the production host (deploy/nginx), and the chain it proxies /rpc to */
  host: 4194 + offset,
  hostChain: 8590 + offset,
  hostPartner: 4140 + offset,
  /** the dev server (the slow-phone-dev project: the app as `npm start` serves it, React's warnings on) */
  dev: 4150 + offset,
  /** the chain the preview proxies /rpc to, for the engines project (the Chromium projects send /rpc to their worker slots' chains by a cookie) */
  enginesChain: 8580 + offset,
};
/**
 * The ports that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports":
 * 4190 is one, and a host there fails every check with "bad port"); an offset that lands on one is
 * refused here rather than as a puzzling failure mid-suite.
 */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137,
  139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
for (const [name, port] of Object.entries(ports))
  if (BAD_PORTS.has(port))
    throw new Error(`PW_PORT_OFFSET=${offset} puts the ${name} server on port ${port}, which browsers and fetch refuse: pick another offset`);
export const mockUrl = `http://127.0.0.1:${ports.mock}`;
/** The demo partner site of the sign-in widget, on its own origin (partner-demo/). */
export const partnerUrl = `http://127.0.0.1:${ports.partner}`;
/** The app's preview proxy vouches for the client address it forwards (see mocks/http-server.ts). */
const proxySecret = `acceptance-${process.pid}`;
export const appUrl = `http://127.0.0.1:${ports.app}`;
/** The release build served by the production host (nginx); the deploy project's tests skip, saying why, without nginx. */
export const hostUrl = `http://127.0.0.1:${ports.host}`;
/** ACCEPTANCE_HOST=0 leaves the host's servers out (a run of the chromium project alone: npm run test:constants). */
const hostWanted = process.env.ACCEPTANCE_HOST !== "0";
export const hostAvailable = hostWanted && !!NGINX;
/** The demo partner of the sign-in widget for the host's build. */
export const hostPartnerUrl = `http://127.0.0.1:${ports.hostPartner}`;
/** The dev server of the slow-phone-dev project. */
export const devUrl = `http://127.0.0.1:${ports.dev}`;
/**
 * The slow-phone projects (acceptance/slow-phone.spec.ts): `npm test` runs their sample (the walks
 * tagged @sample), SLOW_PHONE=all every walk (`npm run test:slow-phone`). Their timings come from one
 * seed per run, drawn here so that every worker draws the same (SLOW_PHONE_SEED replays a run).
 */
const slowPhoneAll = process.env.SLOW_PHONE === "all";
process.env.SLOW_PHONE_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
/**
 * The look checks on every page (axe, contrast, reflow: acceptance/fixtures/look.ts, forEveryPage):
 * `npm test` judges a sixth of the pages of each, drawn per run from one seed (LOOK_SEED replays a
 * run), so every page comes round within a few runs; LOOK=all every page (`npm run test:look`).
 */
process.env.LOOK_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
/** A phone: 390x844 with touch (the CPU and the network are slowed by the tests themselves). */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
if (hostWanted && !hostAvailable)
  console.warn(
    "\n  ! nginx is not installed: the deploy project's tests (the release build behind deploy/nginx) will be SKIPPED.\n    Install it (apt-get install nginx) or set NGINX_PATH.\n",
  );
const release = parseEnvFile(readFileSync(RELEASE_ENV, "utf8"));
/**
 * How many tests run at once: four, here and on CI's runners alike (two cores each). The projects
 * listed first (the host, the other engines, the dev server's journeys, the slowed phone) wait on a
 * throttled CPU, another browser or a slow network for much of their time, and the chromium
 * project's tests wait on the backend, the chain and their own timers often enough that fewer
 * workers leave the cores waiting with them.
 */
const WORKERS = 4;
const releaseMiningAddress = release.VITE_MINING_CONTRACTS!.split("=")[1]!;

/**
 * What the app's two servers (the preview and the dev server) are given: the API through the
 * validating proxy, the mock's stand-ins, and a test's /rpc sent to its worker's chain, named by a
 * cookie (acceptance/fixtures/chain.ts).
 */
const appServerEnv = {
  BACKEND_URL: `http://127.0.0.1:${ports.prism}`,
  MOCK_URL: mockUrl,
  MOCK_PROXY_SECRET: proxySecret,
  ACCEPTANCE_CHAIN_COOKIE: "1",
};

/**
 * Local chains 3344 on `ports`, one process serving them all (scripts/dev/chain.ts), ready once
 * each one's mining contract is deployed: by default sent directly from Hardhat's first account, at
 * Hardhat's address.
 */
const chainServer = (name: string, chainPorts: number[], env: Record<string, string> = { CHAIN_DEPLOY: "direct" }): ServerSpec => ({
  name,
  command: "tsx scripts/dev/chain.ts",
  port: chainPorts[0]!,
  ports: chainPorts.slice(1),
  ready: { stdout: "PentaMining at 0x" },
  env: { CHAIN_PORT: chainPorts.join(","), ...env },
  timeoutMs: 90_000,
});

/** The suite's servers, started together (scripts/dev/server-group.ts): each free port checked first, each waited for alone. */
const servers: ServerSpec[] = [
  {
    name: "mock",
    command: "tsx mocks/server.ts",
    port: ports.mock,
    ready: { url: `${mockUrl}/__dev/mailbox.json` },
    // a fresh state in memory; the whole suite is one client on loopback, so per-client limits are
    // scaled (per-account and per-address limits are not)
    env: {
      MOCK_PORT: String(ports.mock),
      APP_URL: appUrl,
      // the dev server of the slow-phone-dev project frames the 3D world too
      APP_EXTRA_ORIGINS: devUrl,
      QUIET: "1",
      MOCK_STATE_FILE: "",
      MOCK_PROXY_SECRET: proxySecret,
      MOCK_CLIENT_LIMIT_SCALE: "100",
      // hundreds of sign-ups and sign-ins a run: scrypt at 2^10, not the stack's 2^17 (128 times the work each)
      MOCK_PASSWORD_LOG_N: "10",
      // the demo partner, registered at its test origin (the localhost variant is a foreign origin)
      SSO_DEMO_ORIGINS: `${partnerUrl},${hostPartnerUrl}`,
    },
  },
  {
    // ready once it answers through to the mock
    name: "prism",
    command: `prism proxy generated/openapi/all.json ${mockUrl} --errors -h 127.0.0.1 -p ${ports.prism}`,
    port: ports.prism,
    ready: { url: `http://127.0.0.1:${ports.prism}/api/v1/user/captcha/generate` },
  },
  {
    // its server-side calls (the code exchange, the read-only read) go through the proxy too
    name: "partner",
    command: "node partner-demo/server.mjs",
    port: ports.partner,
    ready: { url: partnerUrl },
    env: { PARTNER_PORT: String(ports.partner), APP_URL: appUrl, BACKEND_URL: `http://127.0.0.1:${ports.prism}` },
  },
  {
    // ACCEPTANCE_DIST: another build than dist/ (npm run test:constants builds its changes elsewhere)
    name: "preview",
    command: `vite preview --host 127.0.0.1 --port ${ports.app} --strictPort${process.env.ACCEPTANCE_DIST ? ` --outDir ${process.env.ACCEPTANCE_DIST}` : ""}`,
    port: ports.app,
    ready: { url: appUrl },
    env: { ...appServerEnv, CHAIN_RPC_URL: `http://127.0.0.1:${ports.enginesChain}` },
  },
  // a chain for each worker slot (Playwright's parallel index: one worker at a time in it): a worker
  // finds its slot's chain running (acceptance/fixtures/chain.ts), however many workers the slot sees
  // in a run (a new one for each project and after a failure); each test runs between a snapshot and
  // its revert. And the engines project's chain, behind the preview's /rpc: other engines have no
  // request routing. One process serves them all
  chainServer("chains", [...Array.from({ length: WORKERS }, (_, slot) => ports.chain + slot), ports.enginesChain]),
  {
    // the app as `npm start` serves it (the dev server, React's development build), for the slow-phone-dev project
    name: "dev",
    command: `vite --host 127.0.0.1 --port ${ports.dev} --strictPort`,
    port: ports.dev,
    ready: { url: devUrl },
    env: {
      ...appServerEnv,
      VITE_DEV_WALLET: "true",
      ...LOCAL_WALLETCONNECT,
      VITE_ETHERMAIL_AUTH_URL: "/__dev/ethermail",
      VITE_SPATIAL_FRAME_URL: `${mockUrl}/__dev/spatial-scene`,
    },
  },
  ...(hostAvailable
    ? [
        // the chain the host proxies /rpc to, its contract deployed as production deploys it (not at Hardhat's address)
        chainServer("host-chain", [ports.hostChain], { CHAIN_MINING_DEPLOYER_KEY: release.TEST_MINING_DEPLOYER_KEY! }),
        {
          // the API through the validating proxy, like the preview's; analytics and error reports to the mock's stand-ins
          name: "host",
          command: [
            "tsx scripts/deploy/release-host.ts",
            `--port ${ports.host}`,
            `--backend http://127.0.0.1:${ports.prism}`,
            `--rpc http://127.0.0.1:${ports.hostChain}/`,
            `--analytics ${mockUrl}/__dev/analytics/api/event`,
            `--errors ${mockUrl}/__dev/errors`,
          ].join(" "),
          port: ports.host,
          ready: { url: `${hostUrl}/favicon.svg` },
          timeoutMs: 180_000,
        },
        {
          name: "host-partner",
          command: "node partner-demo/server.mjs",
          port: ports.hostPartner,
          ready: { url: hostPartnerUrl },
          env: { PARTNER_PORT: String(ports.hostPartner), APP_URL: hostUrl, BACKEND_URL: `http://127.0.0.1:${ports.prism}` },
        },
      ]
    : []),
];

export default defineConfig<object, { sharedChain: SharedChain | null }>({
  testDir: "acceptance",
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  // a test's whole time: twice what the longest of the chromium project's take on a quiet host, since
  // a CI runner's busy neighbours slow every step of a run together (the steps keep their own waits)
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // the key screens' baselines (acceptance/screens.spec.ts, the chromium project's only screenshots): one
  // folder, named by screen and size, the same for every platform (the suite runs Debian's Chromium)
  snapshotPathTemplate: "{testDir}/screens/{arg}{ext}",
  // the run's JSON (read by npm run trace), and for people and CI: an HTML report and JUnit
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/report.json" }],
    ["junit", { outputFile: "test-results/junit.xml" }],
    ["html", { outputFolder: "playwright-report", open: "never" }],
  ],
  use: {
    baseURL: appUrl,
    // a failed test of the long journeys (the host, the dev server, the slowed phone) keeps its
    // trace (actions with their errors, network, console); screenshots and DOM snapshots are left out
    // of it: a frame and a DOM snapshot per action each cost a tenth of the suite's time on two
    // cores. To see the pages of a failure, run it again with --trace on.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: DRIVER_CHROMIUM_PATH,
      // Debian's chromium wrapper turns GPU rasterization on; without a GPU that is a software
      // rasterizer in the GPU process, its busiest one in the suite (the Lighthouse runs keep the
      // flags their baselines were measured with)
      // and nothing leaves the machine: other hosts (X, explorers, wallet sites) do not resolve.
      // (A route intercepting every request to fulfil those cost a round trip through the test
      // runner for each of the app's ~60 requests a page.)
      args: [...CHROMIUM_FLAGS, "--disable-gpu-rasterization", `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`],
    },
  },
  projects: [
    {
      // the release build behind the production host, one test at a time on the host's own chain.
      // The projects of one worker and the long walks are listed before the chromium project: the
      // suite hands tests out in this order, so they run beside its many short tests from the start
      // instead of finishing alone after them
      name: "deploy",
      testMatch: /deploy\.spec\.ts/,
      workers: 1,
      use: {
        browserName: "chromium",
        baseURL: hostUrl,
        sharedChain: { rpcUrl: `http://127.0.0.1:${ports.hostChain}`, miningAddress: releaseMiningAddress },
      },
    },
    {
      // Firefox ESR and WebKitGTK (Debian's), driven outside Playwright (acceptance/engines/): one
      // worker, so one engine after the other; its tests skip, saying what to install, without them
      name: "engines",
      testMatch: /engines\.spec\.ts/,
      workers: 1,
      // a second try only for a test whose engine stopped answering (acceptance/engines/fixture.ts)
      retries: 1,
    },
    {
      // the app as `npm start` serves it (the dev server, the dev wallet): a new player's every journey
      name: "local-stack",
      testMatch: /local-stack\.spec\.ts/,
      use: { browserName: "chromium", baseURL: devUrl },
    },
    {
      name: "slow-phone",
      testMatch: /slow-phone\.spec\.ts/,
      grep: slowPhoneAll ? undefined : /@sample(-build)?\b/,
      use: { browserName: "chromium", ...phone },
    },
    {
      name: "slow-phone-dev",
      testMatch: /slow-phone\.spec\.ts/,
      grep: slowPhoneAll ? undefined : /@sample(?!-)/,
      use: { browserName: "chromium", ...phone, baseURL: devUrl },
    },
    {
      name: "chromium",
      testIgnore: /(deploy|slow-phone|local-stack|engines)\.spec\.ts/,
      // its many short tests record no trace: a trace keeps every response's body (fetched from the
      // browser and written out as it comes), a few hundredths of the whole suite's processor time.
      // A failure here runs again in seconds with one: npx playwright test --last-failed --trace on
      use: { browserName: "chromium", trace: "off" },
    },
  ],
  // the servers start together, in one group (scripts/dev/server-group.ts), each waited for alone
  webServer: {
    command: "tsx scripts/dev/server-group.ts",
    env: { ACCEPTANCE_SERVERS: JSON.stringify(servers) },
    wait: { stdout: new RegExp(READY_LINE) },
    stdout: "pipe",
    timeout: Math.max(...servers.map((server) => server.timeoutMs ?? 60_000)) + 10_000,
    // the group ends itself, every server with it, when told to stop
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
