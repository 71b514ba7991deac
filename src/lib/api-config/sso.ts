import { serviceConfig } from "./service-config";

/** Runtime configuration of the generated sso client (hey-api runtimeConfigPath). */
export const createClientConfig = serviceConfig("sso");
