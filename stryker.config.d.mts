/** What the scripts read of Stryker's configuration (stryker.config.mjs). */
declare const config: { mutate: string[]; incrementalFile: string; [option: string]: unknown };
export default config;
