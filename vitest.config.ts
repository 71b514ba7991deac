import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
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
    env: { VITE_API_URL: "http://backend.test", MOCK_CHAIN_RPC_URL: "", MOCK_AI_DELAY_MS: "0" },
  },
});
