import { spawn, type ChildProcess } from "node:child_process";
import { http as mswHttp, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { server } from "../../../vitest.setup";
import { runConformance, type Result } from "./run";

/** The runner must catch a broken backend: a wrong shape and a 500 are reported, the rest passes. */
const PORT = 8695;
const target = `http://127.0.0.1:${PORT}`;
let child: ChildProcess;

beforeAll(async () => {
  child = spawn(process.execPath, ["--import", "tsx", "scripts/quality/conformance/broken-target.ts"], {
    env: { ...process.env, MOCK_PORT: String(PORT), MOCK_STATE_FILE: "", MOCK_CLIENT_LIMIT_SCALE: "100" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d) => String(d).includes("broken target ready") && resolve());
    child.on("exit", (code) => reject(new Error(`the broken target exited (${code})`)));
  });
}, 60_000);
afterAll(() => child?.kill("SIGTERM"));
// the target is a real server: the runner's requests go to the network, not to vitest's handlers
beforeEach(() => server.use(mswHttp.all(new RegExp(`^${target.replace(/\./g, "\\.")}`), () => passthrough())));

describe("the conformance runner against a deliberately broken target", () => {
  let results: Result[];
  const find = (name: string) => results.find((r) => r.name === name)!;

  it("reports the wrong shape and the 500, and passes what conforms", { timeout: 120_000 }, async () => {
    // a request's time limit well past what a busy machine takes: a request cut short would be a
    // failure of its own, and these tests are about what the answers say, not how fast they come
    results = await runConformance({ target, timeoutMs: 30_000 });
    const shape = find("GET /mining/active").verdict;
    expect(shape.status).toBe("failed");
    expect(shape.status === "failed" && shape.reason).toMatch(/valid request: status 200: \/result must be object/);
    const crash = find("POST /api/v1/user/login").verdict;
    expect(crash.status).toBe("failed");
    expect(crash.status === "failed" && crash.reason).toMatch(/malformed JSON: answered 500/);
    // everything else of the mock conforms: no other failure
    const failed = results.filter((r) => r.verdict.status === "failed");
    expect(
      failed.map((r) => r.name),
      JSON.stringify(failed.map((r) => r.verdict)),
    ).toEqual(["POST /api/v1/user/login", "GET /mining/active"]);
    expect(find("GET /mining/partners").verdict.status).toBe("passed");
    expect(results.filter((r) => r.kind === "scenario" && r.verdict.status === "passed").length).toBeGreaterThanOrEqual(5);
    const chain = results.find((r) => r.name.startsWith("mining with an on-chain transaction"))!.verdict;
    expect(chain).toMatchObject({ status: "skipped" });
    // the contract's promises, by kind: what the target cannot give (no partner here) is skipped, saying what it needs
    expect(results.filter((r) => r.kind === "promise" && r.verdict.status === "passed").length).toBeGreaterThanOrEqual(10);
    const widget = results.find((r) => r.kind === "promise" && r.name.startsWith("single-use: sso-code-once"))!;
    expect(widget).toMatchObject({ group: "single-use", verdict: { status: "skipped" } });
    expect(widget.verdict.status === "skipped" && widget.verdict.reason).toMatch(/--partner/);
    // a lifetime needs the target's clock: a target the runner did not start gets it from --clock
    const lifetime = results.find((r) => r.kind === "promise" && r.name.startsWith("expires: sso-code-expires"))!;
    expect(lifetime).toMatchObject({ group: "expires", verdict: { status: "skipped" } });
    expect(lifetime.verdict.status === "skipped" && lifetime.verdict.reason).toMatch(/--clock <url>/);
  });

  it("skips, with the reason, what needs the mock's helpers when the target has none", async () => {
    server.use(mswHttp.get(`${target}/__dev/mailbox.json`, () => new Response("not found", { status: 404 })));
    const foreign = await runConformance({
      target,
      timeoutMs: 30_000,
      // two players who are not friends (a friend reads the contact whole)
      user: { username: "bob", password: "bob-password" },
      user2: { username: "carol", password: "carol-password" },
    });
    const scenario = foreign.find((r) => r.name.startsWith("sign up, ask"))!;
    expect(scenario.verdict).toEqual({ status: "skipped", reason: "needs our mock's dev helpers (captcha answers, the mailbox); the target has none" });
    // a promise between two accounts runs with --user and --user2; one that needs fresh accounts is skipped, saying so
    const promise = (id: string) => foreign.find((r) => r.kind === "promise" && r.name.includes(`: ${id}: `))!.verdict;
    expect(promise("contact-masked")).toEqual({ status: "passed" });
    expect(promise("totp-step-once")).toMatchObject({ status: "skipped", reason: expect.stringMatching(/^needs our mock's dev helpers/) });
  }, 120_000);
});
