import { globSync, readFileSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { LOCAL_ENV } from "./env.config.ts";

const APP_TESTS = globSync("src/**/*.test.{ts,tsx}").map((file) => ({ file, source: readFileSync(file, "utf8") }));
/** The tests that run in a DOM: those whose first line asks for jsdom. */
const DOM = APP_TESTS.filter(({ source }) => source.startsWith("// @vitest-environment jsdom"));
const DOM_TESTS = DOM.map(({ file }) => file);
/** Of those, the ones that replace modules (vi.mock): a module replaced for one file must not be what another imports. */
const MOCKING_DOM_TESTS = DOM.filter(({ source }) => /\bvi\.(do)?[mM]ock\(/.test(source)).map(({ file }) => file);

export default defineConfig({
  plugins: [react()],
  define: { __LOCAL_STACK__: "true" },
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@generated": fileURLToPath(new URL("./generated", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // every core: vitest run's default leaves one free, one worker on CI's two cores
    maxWorkers: "100%",
    // A test's time limit is not a speed check (those measure and say so): on CI's two busy cores the
    // CPU-bound tests take several times what they take here, so `npm run test:unit` gives every test
    // 30 s (--testTimeout in package.json). Not here: Stryker's runs read this file, where a mutant that
    // loops would then hold a worker 30 s (a time limit set here would re-test no mutant: MUTATION_CONFIGS).
    // Three projects. Tests without a DOM (the backend's, the scripts', the app's pure functions) share
    // a worker's modules: each file still starts from the seed and the handlers are reset after each
    // test, but the mock and its generated schemas are imported once per worker instead of once per
    // file. The DOM tests share them too (the app, the mock, jsdom: loading them for each file was most
    // of their time), and each file leaves the DOM as it found it (vitest.dom-setup.ts: nothing mounted,
    // no toast, empty storage, no session); those that replace modules (vi.mock) stay isolated.
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["mocks/**/*.test.ts", "scripts/**/*.test.ts", "src/**/*.test.ts"],
          exclude: DOM_TESTS,
          isolate: false,
          // one local chain for the run, for the on-chain tests (mocks/testing/chain-setup.ts)
          globalSetup: ["./mocks/testing/chain-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: DOM_TESTS,
          exclude: MOCKING_DOM_TESTS,
          isolate: false,
          // after the root's vitest.setup.ts (an extending project adds to its setup files)
          setupFiles: ["./vitest.dom-setup.ts"],
        },
      },
      { extends: true, test: { name: "dom-mocking", include: MOCKING_DOM_TESTS } },
    ],
    // the app's configuration as the local stack has it (env.config.ts), its backend in-process
    env: {
      ...LOCAL_ENV,
      VITE_API_URL: "http://backend.test",
      // the stand-ins of the error reporter and the analytics, on the in-process backend's origin
      VITE_ERROR_REPORT_TUNNEL: "http://backend.test/__dev/errors",
      VITE_ANALYTICS_ENDPOINT: "http://backend.test/__dev/analytics/api/event",
      MOCK_CHAIN_RPC_URL: "",
      MOCK_AI_DELAY_MS: "0",
      // every test starts from the seed (its players' passwords hashed again): the cheapest scrypt
      // cost; the cost itself and the upgrade to a higher one are tested in mocks/lib/crypto.test.ts
      MOCK_PASSWORD_LOG_N: "10",
    },
  },
});
