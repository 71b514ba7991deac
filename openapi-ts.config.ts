import { defineConfig } from "@hey-api/openapi-ts";

/** One job per service document; each gets its own client, types, zod schemas, sdk and query options. */
export const services = ["user", "campaign", "tge", "sso", "mining", "pool", "site"] as const;

export default defineConfig(
  services.map((service) => ({
    input: `./openapi/${service}.yaml`,
    output: { path: `./generated/api/${service}` },
    plugins: [
      // each client configures itself (base URL, bearer) when its chunk loads: see src/lib/api-config/
      { name: "@hey-api/client-fetch", runtimeConfigPath: `./src/lib/api-config/${service}.ts` },
      "zod",
      { name: "@hey-api/sdk", validator: true },
      "@tanstack/react-query",
    ],
  })),
);
