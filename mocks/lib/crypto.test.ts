import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { performance as nodePerformance } from "node:perf_hooks";
import { login } from "../../generated/api/user/sdk.gen";
import { db } from "../db";
import { createUser } from "../domain/users";
import {
  checkPassword,
  configuredSecretsKey,
  hashPassword,
  keyedDigest,
  needsRehash,
  passwordCost,
  seal,
  sealingKeyId,
  storedPassword,
  storedPasswordNow,
  UNKNOWN_ACCOUNT_SALT,
  unknownAccountHash,
  unseal,
  useSealingKey,
} from "./crypto";
import { base32Decode } from "./totp";

const stored = (username: string) => db.user.findFirst({ where: { username: { equals: username } } })!;

describe("password hashes (the reference backend: secrets at rest)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("scrypt with its parameters kept in the hash: 2^17 unless configured, one hash checked with its own parameters whatever today's cost", async () => {
    vi.stubEnv("MOCK_PASSWORD_LOG_N", undefined as unknown as string);
    expect(passwordCost()).toBe(17);
    vi.stubEnv("MOCK_PASSWORD_LOG_N", "11");
    const hash = await hashPassword("a long phrase", "salt-1");
    expect(hash).toMatch(/^scrypt\$11\$8\$1\$[0-9a-f]{64}$/);
    expect(storedPasswordNow("a long phrase", "salt-1")).toEqual({ salt: "salt-1", passwordHash: hash });
    vi.stubEnv("MOCK_PASSWORD_LOG_N", "12");
    expect(await checkPassword("a long phrase", "salt-1", hash)).toBe(true);
    expect(await checkPassword("a long phrasE", "salt-1", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
    for (const bad of ["9", "21", "x"]) {
      vi.stubEnv("MOCK_PASSWORD_LOG_N", bad);
      expect(() => passwordCost(), bad).toThrow(/MOCK_PASSWORD_LOG_N/);
    }
    for (const edge of [10, 20]) {
      vi.stubEnv("MOCK_PASSWORD_LOG_N", String(edge));
      expect(passwordCost()).toBe(edge);
    }
  });

  it("a new password gets a fresh salt of its own; an unknown account is checked against a hash of today's cost that no password matches", async () => {
    vi.stubEnv("MOCK_PASSWORD_LOG_N", "10");
    const [a, b] = [storedPasswordNow("same phrase"), await storedPassword("same phrase")];
    expect(a.salt).toMatch(/^s_[\w-]{16}$/);
    expect(b.salt).toMatch(/^s_[\w-]{16}$/);
    expect(a.salt).not.toBe(b.salt);
    expect(a.passwordHash).not.toBe(b.passwordHash);
    expect(unknownAccountHash()).toMatch(/^scrypt\$10\$8\$1\$[0-9a-f]{64}$/);
    expect(await checkPassword("same phrase", UNKNOWN_ACCOUNT_SALT, unknownAccountHash())).toBe(false);
    expect(await checkPassword("", UNKNOWN_ACCOUNT_SALT, unknownAccountHash())).toBe(false);
    vi.stubEnv("MOCK_PASSWORD_LOG_N", "12");
    expect(unknownAccountHash()).toMatch(/^scrypt\$12\$8\$1\$/);
  });

  it(
    "the default cost is 2^17: a hash made without configuration carries it, and one made with less is redone at the next sign-in",
    { timeout: 60_000 },
    async () => {
      vi.stubEnv("MOCK_PASSWORD_LOG_N", undefined as unknown as string);
      const hash = await hashPassword("a long phrase", "salt-default");
      expect(hash).toMatch(/^scrypt\$17\$8\$1\$[0-9a-f]{64}$/);
      expect(needsRehash(hash)).toBe(false);
      expect(needsRehash(hash.replace(/^scrypt\$17\$/, "scrypt$16$"))).toBe(true);
    },
  );

  it("no request waits on another's hash: five wrong sign-ins at a high cost leave the event loop idle while they hash", async () => {
    vi.stubEnv("MOCK_PASSWORD_LOG_N", "16");
    createUser({ username: "hash_loop", email: "hash.loop@example.test", password: "the right one", userFrom: "penta", verified: true });
    const before = nodePerformance.eventLoopUtilization();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login({ body: { username: i % 2 ? "hash_loop" : "no_such_player", password: `wrong ${i}` } })),
    );
    const took = performance.now() - started;
    // the share of that time the event loop was busy (hashed in line it is all of it, whatever the host's load)
    const busy = nodePerformance.eventLoopUtilization(before).utilization;
    expect(answers.map((a) => a.response?.status)).toEqual([401, 401, 401, 401, 401]);
    expect(took).toBeGreaterThan(100);
    expect(busy).toBeLessThan(0.5);
    // five hashes at 2^16 in the thread pool take seconds on CI's two busy cores
  }, 60_000);

  it("a hash made with less than today's cost (the first bare-hex format included) is redone at the next sign-in, and the password still works", async () => {
    const user = createUser({ username: "hash_upgrade", email: "hash.upgrade@example.test", password: "an old hashing", userFrom: "penta", verified: true });
    // the first format: bare hex, scrypt at 2^10
    const { scryptSync } = await import("node:crypto");
    db.user.update({ where: { id: { equals: user.id } }, data: { passwordHash: scryptSync("an old hashing", user.salt, 32, { N: 1024 }).toString("hex") } });
    vi.stubEnv("MOCK_PASSWORD_LOG_N", "11");
    expect((await login({ body: { username: "hash_upgrade", password: "an old hashing" } })).response?.status).toBe(200);
    const upgraded = stored("hash_upgrade");
    expect(upgraded.passwordHash).toMatch(/^scrypt\$11\$8\$1\$/);
    expect(upgraded.salt).not.toBe(user.salt);
    // a wrong password upgrades nothing; the right one signs in with the new hash, which is kept
    expect((await login({ body: { username: "hash_upgrade", password: "wrong one!" } })).response?.status).toBe(401);
    expect((await login({ body: { username: "hash_upgrade", password: "an old hashing" } })).response?.status).toBe(200);
    expect(stored("hash_upgrade").passwordHash).toBe(upgraded.passwordHash);
  });
});

describe("secrets at rest", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("the sealing key must be 64 hex digits when configured; a value not sealed is refused; another key opens nothing", () => {
    const sealed = seal("secret");
    expect(unseal(sealed)).toBe("secret");
    expect(() => unseal("v2.a.b.c")).toThrow("not a sealed value");
    expect(() => unseal("v1.a.b")).toThrow("not a sealed value");
    for (const key of ["ab".repeat(31), `${"ab".repeat(32)}0`, `x${"ab".repeat(32)}`, "zz".repeat(32)]) {
      vi.stubEnv("MOCK_SECRETS_KEY", key);
      expect(() => configuredSecretsKey()).toThrow("MOCK_SECRETS_KEY must be 32 bytes as 64 hex digits");
    }
    vi.stubEnv("MOCK_SECRETS_KEY", "0f".repeat(32));
    const before = useSealingKey(configuredSecretsKey()!);
    onTestFinished(() => void useSealingKey(before));
    const withKey = seal("secret");
    expect(unseal(withKey)).toBe("secret");
    // another key cannot open it, nor what was sealed before
    useSealingKey(Buffer.from("f0".repeat(32), "hex"));
    expect(() => unseal(withKey)).toThrow();
    expect(() => unseal(sealed)).toThrow();
    // a key's id names it without opening anything
    expect(sealingKeyId(Buffer.from("0f".repeat(32), "hex"))).toMatch(/^[0-9a-f]{16}$/);
    expect(sealingKeyId(Buffer.from("0f".repeat(32), "hex"))).not.toBe(sealingKeyId(Buffer.from("f0".repeat(32), "hex")));
  });

  it("a keyed digest is 64 hex digits, the same for the same purpose and text, and another for another purpose, text, key or split between them", () => {
    const digest = keyedDigest("mining reference", "7:0xabc");
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedDigest("mining reference", "7:0xabc")).toBe(digest);
    expect(keyedDigest("another use", "7:0xabc")).not.toBe(digest);
    expect(keyedDigest("mining reference", "8:0xabc")).not.toBe(digest);
    // the purpose ends where the text starts: moving the boundary gives another value
    expect(keyedDigest("ab", "c")).not.toBe(keyedDigest("a", "bc"));
    const before = useSealingKey(Buffer.from("0f".repeat(32), "hex"));
    onTestFinished(() => void useSealingKey(before));
    expect(keyedDigest("mining reference", "7:0xabc")).not.toBe(digest);
  });

  it("a TOTP secret is base32: anything else is refused", () => {
    expect([...base32Decode("mzxw6===")]).toEqual([...Buffer.from("foo")]);
    expect(() => base32Decode("MZXW1")).toThrow("not base32");
  });
});
