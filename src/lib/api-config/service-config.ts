import { serviceUrl, type Service } from "@/config/env";
import { session } from "@/lib/session";

interface ClientConfigLike {
  baseUrl?: string;
  auth?: unknown;
}

/**
 * The one place the generated clients are configured: the base URL from the zod-validated
 * environment and the bearer token from the session. hey-api calls it when a client module
 * first loads, so the clients (and zod) stay out of the entry chunk.
 */
export const serviceConfig =
  (service: Service) =>
  <T extends ClientConfigLike>(override?: T): T => ({
    ...(override as T),
    baseUrl: serviceUrl(service),
    auth: () => session.token() ?? undefined,
  });
