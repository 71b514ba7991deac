import { spawn, type ChildProcess } from "node:child_process";

/**
 * The mock backend in a process of its own (mocks/server.ts, as the stack runs it): resolves with
 * the process once it says it serves; fails (and ends it) when it exits first or does not start
 * within `timeoutMs`. `env` adds to this process's environment (QUIET is set).
 */
export async function spawnMock(
  env: NodeJS.ProcessEnv,
  { stderr = "inherit", timeoutMs = 120_000 }: { stderr?: "inherit" | "pipe"; timeoutMs?: number } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "mocks/server.ts"], {
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
