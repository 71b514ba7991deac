import { serviceConfig } from "./service-config";

/** Runtime configuration of the generated user client (hey-api runtimeConfigPath). */
export const createClientConfig = serviceConfig("user");
