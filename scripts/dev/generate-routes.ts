// Regenerates the route tree (what the Vite plugin does on build), for `npm run generate`.
import { Generator, getConfig } from "@tanstack/router-generator";
import { routerConfig } from "../../router.config.ts";

const root = process.cwd();
await new Generator({ config: getConfig(routerConfig, root), root }).run();
