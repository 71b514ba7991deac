import { serviceConfig } from "./service-config";

/** Runtime configuration of the generated mining client (hey-api runtimeConfigPath). */
export const createClientConfig = serviceConfig("mining");
