// The snapshots' own code, compiled from its one source (src/config/first-steps.ts) for the
// prerender (scripts/build/prerender.ts): the inline script of the first steps and the boot file.
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import type { FirstStepCall } from "../../src/config/first-steps.ts";

const SOURCE = fileURLToPath(new URL("../../src/config/first-steps.ts", import.meta.url));

/** `call` run in the page, compiled with the module's imports into one minified script. */
async function compile(call: string): Promise<string> {
  const entry = "\0first-steps-entry";
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      {
        name: "first-steps-entry",
        enforce: "pre",
        resolveId: (id) => (id.endsWith("first-steps-entry") ? entry : null),
        load: (id) => (id === entry ? `import { runFirstStep, startApp } from ${JSON.stringify(SOURCE)};\n${call};\n` : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: "es2022",
      // what the step does not use stays out (the boot file holds no menu)
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
      lib: { entry: "first-steps-entry", formats: ["iife"], name: "firstSteps" },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output.find((file) => file.type === "chunk");
  if (!chunk) throw new Error("first steps: nothing compiled");
  return chunk.code.trim();
}

export interface SnapshotCode {
  /** the inline script of every first step (it runs the step its own script element names) */
  firstSteps: string;
  /** the boot file: starts the app's code after the first paint */
  boot: string;
}

export async function snapshotCode(): Promise<SnapshotCode> {
  return { firstSteps: await compile("runFirstStep(document.currentScript)"), boot: await compile("startApp()") };
}

const attribute = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A step as a page's markup carries it: the one script, with the step and its values as data. */
export function firstStepTag(code: string, { step, data = {} }: FirstStepCall): string {
  const attributes = Object.entries({ step, ...data })
    .map(([name, value]) => ` data-${attribute(name)}="${escapeAttribute(value)}"`)
    .join("");
  return `<script${attributes}>${code}</script>`;
}
