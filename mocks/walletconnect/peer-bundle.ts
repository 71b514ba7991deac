import { fileURLToPath } from "node:url";

/**
 * The dev WalletConnect wallet's script (peer.ts) bundled for the browser with Vite's own build,
 * once per mock process, on the first request that needs it (a few seconds; every later page gets
 * it at once). Only the local stack's page asks for it.
 */
let bundle: Promise<string> | undefined;

export function peerBundle(): Promise<string> {
  bundle ??= build().catch((error: unknown) => {
    bundle = undefined;
    throw error;
  });
  return bundle;
}

async function build(): Promise<string> {
  const vite = await import("vite");
  const result = await vite.build({
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: "warn",
    mode: "development",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    define: { "process.env.NODE_ENV": JSON.stringify("development") },
    build: {
      write: false,
      target: "es2022",
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: fileURLToPath(new URL("./peer.ts", import.meta.url)), formats: ["es"], fileName: "peer" },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
  const entry = outputs.find((o) => o.type === "chunk" && o.isEntry);
  if (!entry || entry.type !== "chunk") throw new Error("the dev WalletConnect wallet's bundle has no entry chunk");
  return entry.code;
}
