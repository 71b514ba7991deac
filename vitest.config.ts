import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { LOCAL_ENV } from "./env.config.ts";

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
    include: ["src/**/*.test.{ts,tsx}", "mocks/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // the app's configuration as the local stack has it (env.config.ts), its backend in-process
    env: {
      ...LOCAL_ENV,
      VITE_API_URL: "http://backend.test",
      // the stand-ins of the error reporter and the analytics, on the in-process backend's origin
      VITE_ERROR_REPORT_TUNNEL: "http://backend.test/__dev/errors",
      VITE_ANALYTICS_ENDPOINT: "http://backend.test/__dev/analytics/api/event",
      MOCK_CHAIN_RPC_URL: "",
      MOCK_AI_DELAY_MS: "0",
    },
  },
});
