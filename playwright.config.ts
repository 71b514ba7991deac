import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/preview-server";

/**
 * The acceptance suite runs the production build (vite preview) against the mock backend over
 * HTTP, with every API call routed through `prism proxy --errors`: a response that breaks the
 * contract becomes a 500 with `sl-violations`, and the suite fails on any of them. Each worker
 * starts its own local chain (acceptance/fixtures/chain.ts), so there is none here.
 */
/**
 * PW_PORT_OFFSET moves every port of the suite (its servers and the workers' chains), so a second
 * checkout can run its suite beside this one.
 */
const offset = Number(process.env.PW_PORT_OFFSET ?? 0) || 0;
export const ports = { mock: 4110 + offset, prism: 4120 + offset, app: 4173 + offset, partner: 4130 + offset, chain: 8600 + offset };
export const mockUrl = `http://127.0.0.1:${ports.mock}`;
/** The demo partner site of the sign-in widget, on its own origin (partner-demo/). */
export const partnerUrl = `http://127.0.0.1:${ports.partner}`;
/** The app's preview proxy vouches for the client address it forwards (see mocks/http-server.ts). */
const proxySecret = `acceptance-${process.pid}`;
export const appUrl = `http://127.0.0.1:${ports.app}`;

export default defineConfig({
  testDir: "acceptance",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/report.json" }]],
  use: {
    baseURL: appUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: "tsx mocks/server.ts",
      url: `${mockUrl}/__dev/mailbox.json`,
      // a fresh state in memory; the whole suite is one client on loopback, so per-client limits are
      // scaled (per-account and per-address limits are not)
      env: {
        MOCK_PORT: String(ports.mock),
        APP_URL: appUrl,
        QUIET: "1",
        MOCK_STATE_FILE: "",
        MOCK_PROXY_SECRET: proxySecret,
        MOCK_CLIENT_LIMIT_SCALE: "100",
        // the demo partner, registered at its test origin (the localhost variant is a foreign origin)
        SSO_DEMO_ORIGINS: partnerUrl,
      },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: `prism proxy generated/openapi/all.json ${mockUrl} --errors -h 127.0.0.1 -p ${ports.prism}`,
      url: `http://127.0.0.1:${ports.prism}/api/v1/user/captcha/generate`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
    },
    {
      // its server-side calls (the code exchange, the read-only read) go through the proxy too
      command: "node partner-demo/server.mjs",
      url: partnerUrl,
      env: { PARTNER_PORT: String(ports.partner), APP_URL: appUrl, BACKEND_URL: `http://127.0.0.1:${ports.prism}` },
      reuseExistingServer: false,
    },
    {
      command: `vite preview --host 127.0.0.1 --port ${ports.app} --strictPort`,
      url: appUrl,
      env: { BACKEND_URL: `http://127.0.0.1:${ports.prism}`, MOCK_URL: mockUrl, MOCK_PROXY_SECRET: proxySecret },
      reuseExistingServer: false,
    },
  ],
});
