import { serviceUrl, type Service } from "@/config/env";
import { session } from "@/lib/session";

interface ClientConfigLike {
  baseUrl?: string;
  auth?: unknown;
}

/**
 * The one runtime configuration of the generated clients (hey-api `runtimeConfigPath`, the
 * documented exception to "generated imports nothing of ours"). Each client is generated with its
 * service's name as base URL (openapi-ts.config.ts); here that name becomes the service's URL from
 * the zod-validated environment, and the bearer token comes from the session. hey-api calls it
 * when a client module first loads, so the clients (and zod) stay out of the entry chunk.
 */
export const createClientConfig = <T extends ClientConfigLike>(override?: T): T => ({
  ...(override as T),
  baseUrl: serviceUrl(override?.baseUrl as Service),
  auth: () => session.token() ?? undefined,
});
