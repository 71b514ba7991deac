import { serviceConfig } from "./service-config";

/** Runtime configuration of the generated tge client (hey-api runtimeConfigPath). */
export const createClientConfig = serviceConfig("tge");
