import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, type Plugin } from "@wagmi/cli";
import { actions, hardhat } from "@wagmi/cli/plugins";

/** The code that may import the generated contract module (the app, the mock and their tests). */
const CODE_ROOTS = ["src", "mocks"];

/**
 * The names the code imports from generated/contracts. The actions plugin writes one action per
 * function and event of the ABI; only the ones in use are kept, so the module says what the app
 * calls. A new import needs `npm run generate` (tsc names the missing export until then).
 */
function importedNames(): Set<string> {
  const names = new Set<string>();
  const importFrom = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'][^"']*generated\/contracts["']/g;
  for (const root of CODE_ROOTS)
    for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file) || file.includes("node_modules")) continue;
      for (const [, list = ""] of readFileSync(join(root, file), "utf8").matchAll(importFrom))
        for (const part of list.split(",")) {
          const name = part
            .replace(/^\s*type\s+/, "")
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name) names.add(name);
        }
    }
  return names;
}

/** A plugin's output with only the exports in `keep` (and only the imports they still use). */
function keepOnly(plugin: Plugin, keep: Set<string>): Plugin {
  const run = plugin.run;
  if (!run) return plugin;
  return {
    ...plugin,
    async run(config) {
      const result = await run(config);
      // each export is its doc comment and its declaration, separated by a blank line
      const kept = result.content.split(/\n\n(?=\/\*\*)/).filter((block) => keep.has(/export const (\w+)/.exec(block)?.[1] ?? ""));
      const content = kept.join("\n\n");
      const imports = (result.imports ?? "").replace(
        /\{([^}]*)\}/,
        (_, list: string) =>
          `{ ${list
            .split(",")
            .map((n) => n.trim())
            .filter((n) => n && content.includes(n))
            .join(", ")} }`,
      );
      return { ...result, imports: content ? imports : "", content };
    },
  };
}

/**
 * Typed actions for the contracts (the app calls them through wagmi's core actions; it uses no
 * generated React hooks). No addresses: a deployment's addresses come from the app's configuration
 * (VITE_MINING_CONTRACTS, src/config/env.ts), never from the local chain.
 */
export default defineConfig({
  out: "generated/contracts/index.ts",
  plugins: [
    hardhat({
      project: ".",
      artifacts: "artifacts",
      include: ["PentaMining.sol/PentaMining.json"],
      commands: { build: false, clean: false, rebuild: false },
    }),
    keepOnly(actions(), importedNames()),
  ],
});
