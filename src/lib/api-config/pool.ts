import { serviceConfig } from "./service-config";

/** Runtime configuration of the generated pool client (hey-api runtimeConfigPath). */
export const createClientConfig = serviceConfig("pool");
