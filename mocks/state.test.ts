// Nothing answered is lost (durable writes): every change is on disk before its 2xx; a
// write that cannot be made durable is a 503 and changes nothing; a state file that cannot be used
// stops the start with a message. The crash tests kill a real mock process (SIGKILL) mid-burst.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { createHash } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "./db";
import { seal, unseal } from "./lib/crypto";
import { mailbox } from "./domain/mail";
import { captchaAnswerOf, consumeCaptcha } from "./domain/captcha";
import { findUserByName } from "./domain/users";
import { sendRequest } from "./domain/friends";
import { USED_RECOVERY_CODE, verify } from "./domain/two-factor";
import { openState, RESET_STATE_FLAG, snapshot, StateFileError, StateWriteError, type State } from "./state";
import { incidentally } from "./store/changes";
import { keyFileOf } from "./store/sealing-key";
import { rawHttp } from "./testing/raw-http";
import { spawnMock } from "./testing/spawn-mock";
import { refusal, refused } from "./testing/test-utils";

/** What a wait allows on a busy host (vi.waitFor's own second is a quiet machine's). */
const LOADED_HOST = { timeout: 10_000 };

const dir = mkdtempSync(join(tmpdir(), "mock-durable-"));
const interest = () => findUserByName("carol")!.interestText;
const setInterest = (text: string | null) => db.user.update({ where: { username: { equals: "carol" } }, data: { interestText: text } });

/** One request that changes carol's interest and answers `status`. */
const changeInterest = (state: State, text: string | null, status = 200) =>
  state.request(async () => {
    setInterest(text);
    return new Response(null, { status });
  });
/** What the store's file holds of a table, read with SQLite itself (not through the mock). */
function storedRows(file: string, table: string): Record<string, unknown>[] {
  const sql = new DatabaseSync(file, { readOnly: true });
  try {
    return (sql.prepare(`SELECT row FROM "${table}"`).all() as { row: string }[]).map((r) => JSON.parse(r.row) as Record<string, unknown>);
  } finally {
    sql.close();
  }
}
const fresh = (name: string) => join(mkdtempSync(join(dir, `${name}-`)), "state.sqlite");

describe("the store, in process", () => {
  const opened: State[] = [];
  const open = (...args: Parameters<typeof openState>) => {
    const state = openState(...args);
    opened.push(state);
    return state;
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const state of opened.splice(0)) state.close();
  });

  it("a request's change is in the SQLite file before the request returns, and read back on start", async () => {
    const file = fresh("commit");
    const state = open(file); // no store yet: the seed, written at once
    expect(storedRows(file, "user").find((u) => u.username === "carol")!.interestText).toBeNull();
    await changeInterest(state, "kept across restarts");
    expect(storedRows(file, "user").find((u) => u.username === "carol")!.interestText).toBe("kept across restarts");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    setInterest(null);
    open(file);
    expect(interest()).toBe("kept across restarts");
  });

  it("a change incidental to a request (a session's last use) is saved after its answer, which never waits for it", async () => {
    const file = fresh("incidental");
    const state = open(file);
    const answer = await state.request(async () => {
      incidentally(() => setInterest("a last use"));
      return new Response(null, { status: 200 });
    });
    expect(answer?.status).toBe(200);
    // answered while the commit that saves it is still to come (a read never waits on the writers' commits)
    expect(storedRows(file, "user").find((u) => u.username === "carol")!.interestText).toBeNull();
    await vi.waitFor(() => expect(storedRows(file, "user").find((u) => u.username === "carol")!.interestText).toBe("a last use"), LOADED_HOST);
  });

  it("an answer of 5xx undoes what its request changed; a 4xx keeps it (a refusal's own changes, a used key, stand)", async () => {
    const file = fresh("undo");
    const state = open(file);
    await changeInterest(state, "saved");
    await changeInterest(state, "half-made", 500);
    expect(interest()).toBe("saved");
    expect(storedRows(file, "user").find((u) => u.username === "carol")!.interestText).toBe("saved");
    await changeInterest(state, "kept by a refusal", 409);
    expect(storedRows(file, "user").find((u) => u.username === "carol")!.interestText).toBe("kept by a refusal");
    await expect(state.request(async () => (setInterest("thrown"), Promise.reject(new Error("a handler failed"))))).rejects.toThrow("a handler failed");
    expect(interest()).toBe("kept by a refusal");
  });

  it("a write the store refuses throws StateWriteError and puts the rows back as stored", async () => {
    vi.stubEnv("MOCK_STATE_READONLY_AFTER", "1");
    const state = open(fresh("refused"));
    await changeInterest(state, "saved");
    await expect(changeInterest(state, "never saved")).rejects.toThrow(StateWriteError);
    expect(interest()).toBe("saved");
  });

  it("a JSON state of the first format beside it is moved into the store on the first start and kept as .migrated", async () => {
    const file = fresh("migrate");
    const legacy = file.replace(/\.sqlite$/, ".json");
    setInterest("from the JSON file");
    writeFileSync(legacy, JSON.stringify(snapshot()));
    setInterest(null);
    open(file);
    expect(interest()).toBe("from the JSON file");
    expect(existsSync(legacy)).toBe(false);
    expect(existsSync(`${legacy}.migrated`)).toBe(true);
    expect(storedRows(file, "user").find((u) => u.username === "carol")!.interestText).toBe("from the JSON file");
  });

  it("a store of format 4 is brought forward at the start: a mail's link is sealed in the file, and the dev mailbox still shows it", () => {
    const file = fresh("format4");
    open(file).close();
    const sql = new DatabaseSync(file);
    const link = "http://127.0.0.1:5173/create-new-password?key=rt_an-old-raw-key-of-format-4";
    sql
      .prepare(`INSERT INTO "mail" (key, row) VALUES ('900', ?)`)
      .run(JSON.stringify({ id: 900, to: "old@example.test", subject: "Reset", text: "t", link, createdAt: "2026-11-01T00:00:00Z" }));
    sql.exec("UPDATE meta SET value = '4' WHERE name = 'version'");
    sql.close();
    open(file);
    expect(JSON.stringify(storedRows(file, "mail"))).not.toContain("rt_an-old-raw-key");
    expect(mailbox("old@example.test")[0]!.link).toBe(link);
  });

  it("a store of format 5 is brought forward: a captcha's answer is sealed in the file, and the captcha still takes it", () => {
    const file = fresh("format5");
    open(file).close();
    const sql = new DatabaseSync(file);
    sql
      .prepare(`INSERT INTO "captcha" (key, row) VALUES ('cap_old5', ?)`)
      .run(JSON.stringify({ id: "cap_old5", answer: "73915", expiresAt: Date.now() + 60_000 }));
    sql.exec("UPDATE meta SET value = '5' WHERE name = 'version'");
    sql.close();
    open(file);
    expect(JSON.stringify(storedRows(file, "captcha"))).not.toContain("73915");
    expect(captchaAnswerOf("cap_old5")).toBe("73915");
    expect(() => consumeCaptcha("cap_old5", "73915")).not.toThrow();
  });

  it("a store of format 6 is brought forward: a player in two pools (the old seed's carol) keeps the membership of the pool they do not own", () => {
    const file = fresh("format6");
    open(file).close();
    const sql = new DatabaseSync(file);
    sql
      .prepare(`INSERT INTO "poolMember" (key, row) VALUES ('pm_old6', ?)`)
      .run(JSON.stringify({ id: "pm_old6", poolCode: "SHUT01", userId: "user-3", joinedAt: 1 }));
    sql.exec("UPDATE meta SET value = '6' WHERE name = 'version'");
    sql.close();
    open(file);
    const carol = storedRows(file, "poolMember").filter((row) => row.userId === "user-3");
    expect(carol.map((row) => row.poolCode)).toEqual(["ALPHA1"]);
  });

  it("a store of format 7 is brought forward: a verified on-chain TGE choice keeps the wallet bound then; others keep none", () => {
    const file = fresh("format7");
    open(file).close();
    const sql = new DatabaseSync(file);
    const withWallet = storedRows(file, "user").find((row) => typeof row.mmAddress === "string")!;
    const choice = (userId: unknown, method: string, verifiedAt: number | null) =>
      sql
        .prepare(`INSERT INTO "tgeChoice" (key, row) VALUES (?, ?)`)
        .run(
          String(userId),
          JSON.stringify({ userId, method, cexName: method === "cex" ? "Bybit" : null, uid: method === "cex" ? "12345678" : null, verifiedAt }),
        );
    choice(withWallet.id, "wallet", 1);
    const unverified = storedRows(file, "user").find((row) => row.id !== withWallet.id)!;
    choice(unverified.id, "wallet", null);
    sql.exec("UPDATE meta SET value = '7' WHERE name = 'version'");
    sql.close();
    open(file);
    const rows = new Map(storedRows(file, "tgeChoice").map((row) => [row.userId, row.walletAddress]));
    expect(rows.get(withWallet.id)).toBe(withWallet.mmAddress);
    expect(rows.get(unverified.id)).toBeNull();
  });

  it("a store of format 8 is brought forward: recovery codes are kept keyed, none as its plain SHA-256, and each still works once", async () => {
    const file = fresh("format8");
    open(file).close();
    const sql = new DatabaseSync(file);
    const player = storedRows(file, "user")[0]!;
    const sha256 = (code: string) => createHash("sha256").update(code).digest("hex");
    const recovery = [sha256("abcd-efgh"), `used:${sha256("ijkl-mnop")}`];
    sql.prepare(`INSERT INTO "twoFactor" (key, row) VALUES (?, ?)`).run(
      String(player.id),
      JSON.stringify({
        userId: player.id,
        secret: seal("JBSWY3DPEHPK3PXP"),
        pendingSecret: null,
        lastStep: 0,
        failures: 0,
        lockedUntil: 0,
        recoveryJson: JSON.stringify(recovery),
      }),
    );
    sql.exec("UPDATE meta SET value = '8' WHERE name = 'version'");
    sql.close();
    open(file);
    const kept = JSON.stringify(storedRows(file, "twoFactor"));
    expect(kept).not.toContain(sha256("abcd-efgh"));
    expect(kept).not.toContain(sha256("ijkl-mnop"));
    const user = findUserByName(String(player.username))!;
    const used = refused(409, USED_RECOVERY_CODE);
    expect(await refusal(() => verify(user, { code: "ijkl-mnop", bundleId: "bundle_starter" }))).toEqual(used);
    expect(verify(user, { code: "abcd-efgh", bundleId: "bundle_starter" })).toMatchObject({ status: true, recovery_codes_left: 0 });
    expect(await refusal(() => verify(user, { code: "abcd-efgh", bundleId: "bundle_starter" }))).toEqual(used);
  });

  it("a store of format 9 is brought forward: its friend requests answered already hold no sender back", () => {
    const file = fresh("format9");
    open(file).close();
    const sql = new DatabaseSync(file);
    // two players the seed made no request between
    const related = new Set(storedRows(file, "friendship").flatMap((row) => [row.fromId, row.toId]));
    const [from, to] = storedRows(file, "user").filter((row) => !related.has(row.id));
    sql.prepare(`INSERT INTO "friendship" (key, row) VALUES ('99', ?)`).run(JSON.stringify({ id: 99, fromId: from!.id, toId: to!.id, status: "rejected" }));
    sql.exec("UPDATE meta SET value = '9' WHERE name = 'version'");
    sql.close();
    open(file);
    expect(storedRows(file, "friendship").find((row) => row.id === 99)).toEqual({
      id: 99,
      fromId: from!.id,
      toId: to!.id,
      status: "rejected",
      answeredAt: null,
    });
    expect(sendRequest(findUserByName(String(from!.username))!, String(to!.username))).toEqual({ status: true, message: "Friend request sent" });
  });

  it("a store sealed with a key that is not here stops the start, naming where its key file belongs; one from before per-store keys is moved aside", () => {
    const keys = mkdtempSync(join(dir, "keys-"));
    vi.stubEnv("MOCK_KEYS_DIR", keys);
    const file = fresh("keyed");
    open(file).close();
    const keyFile = keyFileOf(file);
    expect(keyFile.startsWith(keys)).toBe(true);
    const key = readFileSync(keyFile, "utf8");
    writeFileSync(keyFile, "0".repeat(64));
    expect(() => open(file)).toThrow(StateFileError);
    expect(() => open(file)).toThrow(keyFile);
    writeFileSync(keyFile, key);
    open(file).close();
    // a store whose secrets were sealed with the fixed key of earlier versions
    const sql = new DatabaseSync(file);
    sql.exec("DELETE FROM meta WHERE name = 'sealing_key'");
    sql.close();
    expect(open(file).describe()).toContain(`${file}.before-store-keys`);
    expect(existsSync(`${file}.before-store-keys`)).toBe(true);
  });

  /** A store whose picked rows (each row `pick` is true of) are changed by `edit`, written with SQLite itself. */
  function storeWith(table: string, pick: (row: Record<string, unknown>) => boolean, edit: (row: Record<string, unknown>) => unknown): string {
    const file = fresh("bad");
    open(file).close();
    const sql = new DatabaseSync(file);
    const rows = sql.prepare(`SELECT key, row FROM "${table}"`).all() as { key: string; row: string }[];
    const found = rows.filter((r) => pick(JSON.parse(r.row) as Record<string, unknown>));
    expect(found.length).toBeGreaterThan(0);
    for (const { key, row } of found) {
      const changed = edit(JSON.parse(row) as Record<string, unknown>);
      sql.prepare(`UPDATE "${table}" SET row = ? WHERE key = ?`).run(typeof changed === "string" ? changed : JSON.stringify(changed), key);
    }
    sql.close();
    return file;
  }
  const carolRow = (row: Record<string, unknown>) => row.username === "carol";
  /** A store with one more row, written with SQLite itself. */
  function storeWithRow(table: string, row: Record<string, unknown>): string {
    const file = fresh("bad");
    open(file).close();
    const sql = new DatabaseSync(file);
    sql.prepare(`INSERT INTO "${table}" (key, row) VALUES (?, ?)`).run(String(Object.values(row)[0]), JSON.stringify(row));
    sql.close();
    return file;
  }

  it.each([
    ["a user without a password hash", () => storeWith("user", carolRow, (r) => ({ ...r, passwordHash: "" })), /table user, row [\w-]+, field passwordHash/],
    [
      "a username stored as a number",
      () => storeWith("user", carolRow, (r) => ({ ...r, username: 42 })),
      /table user, row [\w-]+, field username: 42 is not a string/,
    ],
    ["a row without a field", () => storeWith("user", carolRow, ({ email: _, ...r }) => r), /table user, row [\w-]+, field email: missing/],
    ["a row that is not JSON", () => storeWith("user", carolRow, () => "{not json"), /table user, row [\w-]+: not JSON/],
    [
      "a session of no user",
      () =>
        storeWithRow("session", {
          token: "ab".repeat(32),
          id: "ss_x",
          userId: "u_nobody",
          device: "d",
          place: "p",
          createdAt: 1,
          lastSeenAt: 1,
          revoked: false,
        }),
      /table session, row (ab){32}, field userId: no such player/,
    ],
    [
      "a friendship naming a player who does not exist",
      () =>
        storeWith(
          "friendship",
          (r) => r.id === 1,
          (r) => ({ ...r, toId: "u_nobody" }),
        ),
      /table friendship, row \d+, field toId: no such player/,
    ],
    [
      "a second user named alice",
      () => storeWith("user", carolRow, (r) => ({ ...r, id: r.id, username: "alice" })),
      /table user, row [\w-]+, field username: "alice" is also row [\w-]+'s/,
    ],
    [
      "a second user with alice's email in capitals",
      () => storeWith("user", carolRow, (r) => ({ ...r, email: "ALICE@penta.local" })),
      /table user, row [\w-]+, field email: "ALICE@penta.local" is also row [\w-]+'s/,
    ],
    [
      "a wallet bound to a second account (alice's, in capitals)",
      () => storeWith("user", carolRow, (r) => ({ ...r, mmAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", walletType: "metamask" })),
      /table user, row [\w-]+, field mmAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" is also row [\w-]+'s/,
    ],
    [
      "a Tron wallet bound to two accounts (bob's and carol's)",
      () =>
        storeWith(
          "user",
          (r) => r.username === "bob" || r.username === "carol",
          (r) => ({ ...r, externalWalletsJson: JSON.stringify({ tron: { address: "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8" } }) }),
        ),
      /table user, row [\w-]+, field externalWalletsJson: the tron wallet TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 is also row [\w-]+'s/,
    ],
    [
      "wallets that are not JSON",
      () => storeWith("user", carolRow, (r) => ({ ...r, externalWalletsJson: "{tron" })),
      /table user, row [\w-]+, field externalWalletsJson: not JSON/,
    ],
    [
      "a second open request between alice and bob, sent back by bob",
      () => storeWithRow("friendship", { id: 4, fromId: "user-2", toId: "user-1", status: "pending", answeredAt: null }),
      /table friendship, row 4, field fromId: the players user-1 and user-2 is also row 1's/,
    ],
    [
      "a member of a pool that is not there",
      () => storeWithRow("poolMember", { id: "pm_x", poolCode: "no-such-pool", userId: "user-3", joinedAt: 1 }),
      /table poolMember, row pm_x, field poolCode: no such pool/,
    ],
    [
      "a player in a second pool (carol, a member of ALPHA1, in SHUT01 too)",
      () => storeWithRow("poolMember", { id: "pm_y", poolCode: "SHUT01", userId: "user-3", joinedAt: 1 }),
      /table poolMember, row [\w-]+, field userId: "[\w-]+" is also row [\w-]+'s/,
    ],
  ])("%s stops the start, naming the table, the row and the field, and changes nothing", (_, make, named) => {
    const file = make();
    const before = readFileSync(file);
    expect(() => open(file)).toThrow(named);
    expect(() => open(file)).toThrow(StateFileError);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it.each([
    ["not a database", (file: string) => writeFileSync(file, "this is not SQLite")],
    [
      "of a newer format",
      (file: string) => {
        open(file).close();
        const sql = new DatabaseSync(file);
        sql.exec("UPDATE meta SET value = '99' WHERE name = 'version'");
        sql.close();
      },
    ],
    [
      "missing a table it was made with (mail dropped)",
      (file: string) => {
        open(file).close();
        const sql = new DatabaseSync(file);
        sql.exec('DROP TABLE "mail"');
        sql.close();
      },
    ],
    [
      "cut short (its first 100 bytes)",
      (file: string) => {
        const whole = fresh("whole");
        open(whole).close();
        writeFileSync(file, readFileSync(whole).subarray(0, 100));
      },
    ],
  ])("a store %s stops the start, names the file and the way back, and is left as it was", (_, make) => {
    const file = fresh("unusable");
    make(file);
    const before = readFileSync(file);
    expect(() => open(file)).toThrow(StateFileError);
    // nothing made beside it either: no table recreated, no write-ahead log
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(() => open(file)).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}.*${RESET_STATE_FLAG}`));
    expect(readFileSync(file).equals(before)).toBe(true);
    open(file, { reset: true });
    expect(storedRows(file, "user").some(carolRow)).toBe(true);
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

async function startMock(file: string, port: number, env: Record<string, string> = {}): Promise<Mock> {
  const child = await spawnMock({ MOCK_STATE_FILE: file, MOCK_PORT: String(port), ...env }, { stderr: "pipe", timeoutMs: 30_000 });
  running.push(child);
  return { port, child };
}
/** A mock process that is expected not to start: its exit code and what it printed. */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "mocks/server.ts"], {
    env: { ...process.env, MOCK_PORT: String(nextPort++), QUIET: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stderr };
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
      const file = join(dir, "unwritable", "state.sqlite");
      // the store refuses every write after the first two (the player's account and sign-in), as a full disk would
      const mock = await startMock(file, nextPort++, { MOCK_STATE_READONLY_AFTER: "2" });
      const player = { username: `ro${Date.now().toString(36)}`, email: `ro${Date.now().toString(36)}@example.test`, password: "unwritable-pass-1" };
      expect((await call(mock, "POST", "/__dev/users", { ...player, referralVerified: true })).status).toBe(200);
      const token = (await signIn(mock, player.username, player.password)).json().token as string;

      const logout = await call(mock, "POST", "/api/v1/user/logout", {}, token);
      expect(logout.status).toBe(503);
      expect(logout.json()).toEqual({ status: false, message: "The change could not be saved, so nothing was changed. Please try again in a moment." });
      expect(await works(mock, token)).toBe(200); // the logout did not happen
      // writes that arrive together share one commit: when it fails, each is 503 and undone
      const saves = await Promise.all([1, 2, 3, 4].map((i) => call(mock, "POST", "/api/v1/user/interest_v2", { text: `lost ${i}` }, token)));
      expect(saves.map((r) => r.status)).toEqual([503, 503, 503, 503]);
      expect(JSON.stringify((await call(mock, "GET", "/api/v1/user/info", undefined, token)).json())).not.toContain("lost ");
      expect(mock.child.exitCode).toBeNull();
    },
  );

  it(
    "the store holds no key that works: after a reset request, no string in its files resets the password; the dev mailbox's link does",
    { timeout: 60_000 },
    async () => {
      const file = join(dir, "secrets", "state.sqlite");
      const mock = await startMock(file, nextPort++);
      const name = `sec${Date.now().toString(36)}`;
      const player = { username: name, email: `${name}@example.test`, password: "secrets-pass-1" };
      expect((await call(mock, "POST", "/__dev/users", { ...player, referralVerified: true })).status).toBe(200);
      const captcha = (await call(mock, "GET", "/api/v1/user/captcha/generate")).json().captcha_id as string;
      const answer = (await call(mock, "GET", `/__dev/captcha/${captcha}`)).json().answer as string;
      expect((await call(mock, "POST", "/api/v1/user/forgot_password", { email: player.email, captcha_id: captcha, captcha_answer: answer })).status).toBe(200);
      const mails = JSON.parse((await rawHttp(mock.port, `GET /__dev/mailbox.json?to=${player.email} HTTP/1.1\nHost: x`)).body) as { link: string }[];
      const key = new URL(mails[0]!.link).searchParams.get("key")!;
      // every byte the store keeps: the database and its write-ahead log
      const bytes = ["", "-wal"].map((suffix) => (existsSync(file + suffix) ? readFileSync(file + suffix).toString("latin1") : "")).join("");
      expect(bytes).toContain(player.email);
      expect(bytes).not.toContain(key);
      const candidates = [...new Set(bytes.match(/rt_[A-Za-z0-9_-]{16,}/g) ?? [])];
      for (const candidate of candidates)
        expect((await call(mock, "POST", "/api/v1/user/reset_password", { password: "a new passphrase 1", resetToken: candidate })).status).toBe(422);
      expect((await call(mock, "POST", "/api/v1/user/reset_password", { password: "a new passphrase 1", resetToken: key })).status).toBe(200);
    },
  );

  it("a store that is no database stops the start (exit 1) with the file and the flag named, and is left as it was", { timeout: 60_000 }, async () => {
    const file = join(dir, "truncated", "state.sqlite");
    mkdirSync(join(dir, "truncated"), { recursive: true });
    writeFileSync(file, '{"version":3,"models":{"user":[');
    const { code, stderr } = await refusedStart({ MOCK_STATE_FILE: file });
    expect(code).toBe(1);
    expect(stderr).toContain(file);
    expect(stderr).toContain(RESET_STATE_FLAG);
    expect(readFileSync(file, "utf8")).toBe('{"version":3,"models":{"user":[');
  });
});

describe("secrets at rest: a copy of the state files alone opens nothing", () => {
  it(
    "the store's sealing key is its own, made at its first start and kept outside its folder; a copy elsewhere does not start and none of its sealed values opens",
    { timeout: 90_000 },
    async () => {
      const home = mkdtempSync(join(dir, "machine-a-"));
      const file = join(home, "state", "state.sqlite");
      const keys = join(home, "keys");
      const mock = await startMock(file, nextPort++, { MOCK_KEYS_DIR: keys });
      const name = `cp${Date.now().toString(36)}`;
      const player = { username: name, email: `${name}@example.test`, password: "copied-pass-1" };
      expect((await call(mock, "POST", "/__dev/users", { ...player, referralVerified: true })).status).toBe(200);
      const captcha = (await call(mock, "GET", "/api/v1/user/captcha/generate")).json().captcha_id as string;
      const answer = (await call(mock, "GET", `/__dev/captcha/${captcha}`)).json().answer as string;
      expect((await call(mock, "POST", "/api/v1/user/forgot_password", { email: player.email, captcha_id: captcha, captcha_answer: answer })).status).toBe(200);
      await call(mock, "GET", "/api/v1/user/captcha/generate");
      await kill(mock);
      // the key: a file of its owner's alone, outside the state's folder
      const keyFile = join(keys, basename(keyFileOf(file)));
      expect(existsSync(keyFile)).toBe(true);
      expect(keyFile.startsWith(join(home, "state"))).toBe(false);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);

      // the state's folder copied to another machine, without the key
      const other = mkdtempSync(join(dir, "machine-b-"));
      cpSync(join(home, "state"), join(other, "state"), { recursive: true });
      const copy = join(other, "state", "state.sqlite");
      const before = readFileSync(copy);
      const refused = await refusedStart({ MOCK_STATE_FILE: copy, MOCK_KEYS_DIR: join(other, "keys") });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("sealed with a key");
      expect(readFileSync(copy).equals(before)).toBe(true);
      // every sealed value in it (mail links with their reset key, captcha answers) stays closed to the repository's own unseal
      const bytes = ["", "-wal"].map((suffix) => (existsSync(copy + suffix) ? readFileSync(copy + suffix).toString("latin1") : "")).join("");
      const sealed = [...new Set(bytes.match(/v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+/g) ?? [])];
      expect(sealed.length).toBeGreaterThan(2);
      for (const value of sealed) expect(() => unseal(value)).toThrow();
    },
  );

  it.each([
    ["the dev helpers off", { MOCK_DEV_ROUTES: "0" }],
    ["a production run (NODE_ENV=production alone)", { NODE_ENV: "production" }],
  ])("outside the local stack (%s) the mock does not start without a configured key", { timeout: 60_000 }, async (_, env) => {
    const refused = await refusedStart({ MOCK_STATE_FILE: "", MOCK_SECRETS_KEY: "", ...env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("MOCK_SECRETS_KEY");
  });
});
