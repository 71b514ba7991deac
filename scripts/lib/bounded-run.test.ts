import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runWithin } from "./bounded-run";
import { running } from "./process-state";

const workerPid = (pidFile: string) => {
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  // an empty file reads as 0, and a signal to 0 reaches this whole group: never alive-checked
  expect(pid, "the command wrote its worker's pid").toBeGreaterThan(0);
  return pid;
};

const newPidFile = () => join(mkdtempSync(join(tmpdir(), "bounded-")), "worker.pid");

/** The worker's pid, once the command has written it. */
async function startedWorker(pidFile: string) {
  await expect.poll(() => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "", { timeout: 15_000 }).toBe(true);
  return workerPid(pidFile);
}

/** A runner (a node process, `prelude` of the pid file run first) whose bounded command starts a worker that sleeps 30 s; the worker's pid lands in `pidFile`. */
function runnerOfWorker(prelude: (pidFile: string) => string = () => "") {
  const pidFile = newPidFile();
  const script = `${prelude(pidFile)}
    const { runWithin } = await import(${JSON.stringify(new URL("./bounded-run.ts", import.meta.url).pathname)});
    await runWithin("sh", ["-c", "sleep 30 & echo $! > ${pidFile}; wait"], { stdio: "ignore" });`;
  return { runner: spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: "ignore" }), pidFile };
}

describe("a command run within a bound (the mutation gate's re-test)", () => {
  it("past the bound it is killed with what it started, at once, and says so", async () => {
    const pidFile = newPidFile();
    const started = Date.now();
    // a command that starts a worker of its own, as Stryker does, and waits on it for 30 s
    const run = await runWithin("sh", ["-c", `sleep 30 & echo $! > ${pidFile}; wait`], { boundSeconds: 2, stdio: "ignore" });
    expect(run).toEqual({ outcome: "past-bound" });
    expect(Date.now() - started, "killed at the bound, not at the command's end").toBeLessThan(10_000);
    const worker = workerPid(pidFile);
    await expect.poll(() => running(worker), { message: "the worker it started is killed too", timeout: 5_000 }).toBe(false);
  }, 30_000);

  it("within the bound it runs to its end and gives its exit status", async () => {
    expect(await runWithin("sh", ["-c", "exit 3"], { boundSeconds: 5, stdio: "ignore" })).toEqual({ outcome: "done", status: 3 });
    expect(await runWithin("sh", ["-c", "sleep 0.2"], { stdio: "ignore" })).toEqual({ outcome: "done", status: 0 });
  });

  it("a command that cannot start says why", async () => {
    const run = await runWithin("no-such-command-here", [], { boundSeconds: 5, stdio: "ignore" });
    expect(run.outcome).toBe("not-started");
  });

  it("an interrupt of the runner (Ctrl-C, a CI's stop) ends the command and what it started: they are not in the terminal's group", async () => {
    const { runner, pidFile } = runnerOfWorker();
    const worker = await startedWorker(pidFile);
    runner.kill("SIGTERM");
    await expect.poll(() => running(worker), { message: "the worker is ended with the runner", timeout: 5_000 }).toBe(false);
  }, 30_000);

  it("an interrupt at the moment the command starts, before the runner is back from starting it, still ends it and what it started", async () => {
    // the runner signals itself inside the spawn, as a busy machine may deliver a stop right then;
    // it waits there (blocked, still inside the spawn) until the command has started its worker, so
    // the stop cannot end the command before there is a worker to see ended
    const { runner, pidFile } = runnerOfWorker(
      (pidFile) => `
      import childProcess from "node:child_process";
      import { existsSync, readFileSync } from "node:fs";
      import { syncBuiltinESMExports } from "node:module";
      const spawn = childProcess.spawn;
      const pidFile = ${JSON.stringify(pidFile)};
      const written = () => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "";
      childProcess.spawn = (...args) => {
        const child = spawn(...args);
        const pause = new Int32Array(new SharedArrayBuffer(4));
        const deadline = Date.now() + 20_000;
        while (!written() && Date.now() < deadline) Atomics.wait(pause, 0, 0, 20);
        process.kill(process.pid, "SIGTERM");
        return child;
      };
      syncBuiltinESMExports();`,
    );
    const worker = await startedWorker(pidFile);
    await expect.poll(() => running(worker), { message: "the worker is ended with the runner", timeout: 5_000 }).toBe(false);
    expect(runner.exitCode ?? (await new Promise((resolve) => runner.once("exit", resolve))), "the runner ended by its own listener").toBe(143);
  }, 30_000);
});
