import { serviceConfig } from "./service-config";

/** Runtime configuration of the generated site client (hey-api runtimeConfigPath). */
export const createClientConfig = serviceConfig("site");
