import { serviceConfig } from "./service-config";

/** Runtime configuration of the generated campaign client (hey-api runtimeConfigPath). */
export const createClientConfig = serviceConfig("campaign");
