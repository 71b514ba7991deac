// Nothing answered is lost (issue: durable writes): every change is on disk before its 2xx; a
// write that cannot be made durable is a 503 and changes nothing; a state file that cannot be used
// stops the start with a message. The crash tests kill a real mock process (SIGKILL) mid-burst.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "./db";
import { findUserByName } from "./domain/users";
import { openState, RESET_STATE_FLAG, StateFileError } from "./state";
import { rawHttp } from "./testing/raw-http";

const dir = mkdtempSync(join(tmpdir(), "mock-durable-"));
const interest = () => findUserByName("carol")!.interestText;
const setInterest = (text: string | null) => db.user.update({ where: { username: { equals: "carol" } }, data: { interestText: text } });

describe("the state file, in process", () => {
  it("a commit is on disk at once (no temporary file left) and read back on start", () => {
    const file = join(dir, "state.json");
    const state = openState(file); // no file yet: the seed, written at once
    setInterest("kept across restarts");
    state.commit();
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(readFileSync(file, "utf8")).toContain("kept across restarts");
    setInterest(null);
    openState(file);
    expect(interest()).toBe("kept across restarts");
  });

  it("a write that fails throws and puts the data back as last saved", () => {
    const file = join(dir, "blocked", "state.json");
    const state = openState(file);
    setInterest("saved");
    state.commit();
    setInterest("never saved");
    // the rename over the file cannot happen: a non-empty folder stands where the file was
    rmSync(file);
    mkdirSync(join(file, "in-the-way"), { recursive: true });
    expect(() => state.commit()).toThrow();
    expect(interest()).toBe("saved");
  });

  it.each([
    ["truncated", '{"version":3,"models":{"user":[{"id":'],
    ["of a newer format", JSON.stringify({ version: 99, models: {} })],
  ])("a file %s stops the start, names the file and the way back, and is left as it was", (_, text) => {
    const file = join(dir, `bad-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, text);
    setInterest("before");
    expect(() => openState(file)).toThrow(StateFileError);
    expect(() => openState(file)).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}.*${RESET_STATE_FLAG}`));
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(interest()).toBe("before"); // not reseeded behind the player's back
    openState(file, { reset: true });
    expect(JSON.parse(readFileSync(file, "utf8")).version).toBe(4);
  });
});

// ---- a real mock process, killed without warning ----

interface Mock {
  port: number;
  child: ChildProcess;
}
const running: ChildProcess[] = [];
afterEach(() => {
  for (const c of running.splice(0)) c.kill("SIGKILL");
});

async function startMock(file: string, port: number): Promise<Mock> {
  const child = spawn(process.execPath, ["--import", "tsx", "mocks/server.ts"], {
    env: { ...process.env, MOCK_STATE_FILE: file, MOCK_PORT: String(port), QUIET: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the mock did not start in 30 s")), 30_000);
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("mock backend on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`the mock exited (${code})`)));
  });
  return { port, child };
}
const kill = (m: Mock) => new Promise<void>((resolve) => (m.child.once("exit", () => resolve()), m.child.kill("SIGKILL")));

async function call(m: Mock, method: string, path: string, body?: unknown, token?: string) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const head = `${method} ${path} HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json${token ? `\nAuthorization: Bearer ${token}` : ""}`;
  const res = await rawHttp(m.port, head, text);
  return { status: res.status, json: () => JSON.parse(res.body) as Record<string, unknown> };
}
const signIn = (m: Mock, username: string, password: string) => call(m, "POST", "/api/v1/user/login", { username, password });
const works = async (m: Mock, token: string) => (await call(m, "GET", "/api/v1/user/info", undefined, token)).status;

let nextPort = 24000 + Math.floor(Math.random() * 2000);

describe("a mock process killed without warning (SIGKILL)", () => {
  it("every sign-in answered 2xx in a burst of parallel ones is there after a restart; a logout answered 2xx stays done", { timeout: 120_000 }, async () => {
    const file = join(dir, "crash", "state.json");
    let mock = await startMock(file, nextPort++);
    // eight players, five sign-ins each: within an account's cap of live sessions (limits.sessionsPerAccount)
    const players = Array.from({ length: 8 }, (_, i) => {
      const name = `crash${i}${Date.now().toString(36)}`;
      return { username: name, email: `${name}@example.test`, password: "crash-password-1" };
    });
    for (const player of players) expect((await call(mock, "POST", "/__dev/users", { ...player, referralVerified: true })).status).toBe(200);

    const answered: string[] = [];
    const burst = Array.from({ length: 40 }, (_, i) => players[i % players.length]!).map((player) =>
      signIn(mock, player.username, player.password).then(
        (r) => {
          if (r.status === 200) answered.push(r.json().token as string);
          if (answered.length === 15) mock.child.kill("SIGKILL"); // mid-burst: the rest are in flight
        },
        () => undefined, // cut off by the kill: never answered
      ),
    );
    await Promise.all(burst);
    expect(answered.length).toBeGreaterThanOrEqual(15);

    mock = await startMock(file, nextPort++);
    const statuses = await Promise.all(answered.map((t) => works(mock, t)));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const ended = answered[0]!;
    expect((await call(mock, "POST", "/api/v1/user/logout", {}, ended)).status).toBe(200);
    await kill(mock);
    mock = await startMock(file, nextPort++);
    expect(await works(mock, ended)).toBe(401);
    expect(await works(mock, answered[1]!)).toBe(200);
  });

  it(
    "a state file that cannot be written: a change is answered 503 with the contract's error body and undone; reads are still served",
    { timeout: 60_000 },
    async () => {
      const file = join(dir, "unwritable", "state.json");
      const mock = await startMock(file, nextPort++);
      const player = { username: `ro${Date.now().toString(36)}`, email: `ro${Date.now().toString(36)}@example.test`, password: "unwritable-pass-1" };
      expect((await call(mock, "POST", "/__dev/users", { ...player, referralVerified: true })).status).toBe(200);
      const token = (await signIn(mock, player.username, player.password)).json().token as string;

      rmSync(file);
      mkdirSync(join(file, "in-the-way"), { recursive: true });
      const logout = await call(mock, "POST", "/api/v1/user/logout", {}, token);
      expect(logout.status).toBe(503);
      expect(logout.json()).toEqual({ status: false, message: "The change could not be saved, so nothing was changed. Please try again in a moment." });
      expect(await works(mock, token)).toBe(200); // the logout did not happen
      expect((await call(mock, "GET", "/api/v1/user/captcha/generate")).status).toBe(200);
      expect(mock.child.exitCode).toBeNull();
    },
  );

  it("a truncated state file stops the start (exit 1) with the file and the flag named, and is left as it was", { timeout: 60_000 }, async () => {
    const file = join(dir, "truncated", "state.json");
    mkdirSync(join(dir, "truncated"), { recursive: true });
    writeFileSync(file, '{"version":3,"models":{"user":[');
    const child = spawn(process.execPath, ["--import", "tsx", "mocks/server.ts"], {
      env: { ...process.env, MOCK_STATE_FILE: file, MOCK_PORT: String(nextPort++), QUIET: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.push(child);
    let stderr = "";
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(file);
    expect(stderr).toContain(RESET_STATE_FLAG);
    expect(readFileSync(file, "utf8")).toBe('{"version":3,"models":{"user":[');
  });
});
