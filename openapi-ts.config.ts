import { defineConfig } from "@hey-api/openapi-ts";
import services from "./openapi/services.json" with { type: "json" };

/**
 * One job per service document (the list is openapi/services.json, its one source); each gets its
 * own client, types, zod schemas, sdk and query options. Every client names its service as its
 * base URL; the one runtime configuration (src/lib/api-config.ts) turns that name into the URL.
 * Each job also writes a copy of the client runtime (client/, core/); npm run generate's next step
 * (scripts/dev/share-api-runtime.ts) keeps one, in generated/api/_client/, for every service.
 */
export default defineConfig(
  services.map((service) => ({
    input: `./openapi/${service}.yaml`,
    output: { path: `./generated/api/${service}` },
    plugins: [
      { name: "@hey-api/client-fetch", baseUrl: service, runtimeConfigPath: "./src/lib/api-config.ts" },
      { name: "zod", compatibilityVersion: "mini" },
      { name: "@hey-api/sdk", validator: true },
      // query keys carry the operation's tags, so a change invalidates every answer of a tag through
      // the key helpers (src/lib/query-tags.ts), never by reading a key's internals
      { name: "@tanstack/react-query", queryKeys: { tags: true } },
    ],
  })),
);
