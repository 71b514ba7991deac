import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { running } from "../../scripts/lib/process-state";

/**
 * mocks/server.ts as one module for Node (Vite's SSR build; its packages stay Node's to load),
 * built from the sources as they are when this process first starts a mock: each start then loads
 * one file instead of passing the mock's hundreds of modules through tsx's loader, where nearly
 * half a start's processor time went (the unit tests start over a dozen mocks). A module's
 * `import.meta.url` stays its source file's, so what it opens beside itself (the store's commit
 * worker) is found as under tsx.
 */
let bundle: Promise<string> | undefined;

function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const { build } = await import("vite");
    // a folder per process (two test workers build at once); those of processes gone are removed
    // (a test worker is ended without its exit handlers)
    const root = join(".tmp", "mock-server");
    if (existsSync(root)) for (const pid of readdirSync(root)) if (!running(Number(pid))) rmSync(join(root, pid), { recursive: true, force: true });
    const outDir = join(root, String(process.pid));
    // a build sets NODE_ENV to production where it is not set, which the mock then inherits (and
    // refuses to start outside the local stack without a sealing key): it is put back after
    const nodeEnv = process.env.NODE_ENV;
    await build({
      configFile: false,
      logLevel: "warn",
      publicDir: false,
      resolve: { tsconfigPaths: true },
      plugins: [
        {
          name: "own-import-meta-url",
          transform: (code, id) =>
            !id.includes("/node_modules/") && code.includes("import.meta.url")
              ? code.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(id.split("?")[0]!).href))
              : null,
        },
      ],
      build: {
        ssr: "mocks/server.ts",
        outDir,
        emptyOutDir: true,
        minify: false,
        target: "node24",
        rollupOptions: { output: { entryFileNames: "server.mjs" } },
      },
    }).finally(() => (nodeEnv === undefined ? delete process.env.NODE_ENV : (process.env.NODE_ENV = nodeEnv)));
    return join(outDir, "server.mjs");
  })();
  return bundle;
}

/**
 * The mock backend in a process of its own (mocks/server.ts, bundled: serverBundle): resolves with
 * the process once it says it serves; fails (and ends it) when it exits first or does not start
 * within `timeoutMs`. `env` adds to this process's environment (QUIET is set).
 */
export async function spawnMock(
  env: NodeJS.ProcessEnv,
  { stderr = "inherit", timeoutMs = 120_000 }: { stderr?: "inherit" | "pipe"; timeoutMs?: number } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [await serverBundle()], {
    env: { ...process.env, QUIET: "1", ...env },
    stdio: ["ignore", "pipe", stderr],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the mock did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stdout!.on("data", (d: Buffer) => {
      if (!String(d).includes("mock backend on")) return;
      clearTimeout(timer);
      resolve();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited (${code})`));
    });
  });
  return child;
}
