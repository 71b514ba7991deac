// `npm start`: the whole local stack, offline. The local chain 3344 with the mining contract, the
// mock backend (with the dev mailbox) and the app (Vite dev server, which proxies the API paths to
// the mock). Ctrl+C stops everything.
// The app's dev server starts with the chain, not after it (it needs the others only when a page
// calls them), and is warmed up (scripts/dev/warm-dev-server.ts) before the stack is said to be up:
// the first page a developer opens then finds every module transformed and every dependency bundled.
// The ports can be moved (APP_PORT, MOCK_PORT, CHAIN_PORT, PARTNER_PORT), as `npm run bench:dev` does.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { devServerEnv } from "./dev-server-env.ts";
import { warmDevServer } from "./warm-dev-server.ts";

const MOCK_PORT = process.env.MOCK_PORT ?? "4010";
const APP_PORT = process.env.APP_PORT ?? "5173";
const CHAIN_PORT = process.env.CHAIN_PORT ?? "8545";
const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;
const appUrl = `http://127.0.0.1:${APP_PORT}`;
const chainUrl = `http://127.0.0.1:${CHAIN_PORT}`;
const PARTNER_PORT = process.env.PARTNER_PORT ?? "5180";
const partnerUrl = `http://127.0.0.1:${PARTNER_PORT}`;
// the app's proxy vouches for the browser's address with this secret (mocks/http-server.ts)
const MOCK_PROXY_SECRET = randomBytes(16).toString("hex");

const children: ChildProcess[] = [];
function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  const prefix = (line: string) => `[${name}] ${line}`;
  child.stdout.on("data", (d) =>
    String(d)
      .trimEnd()
      .split("\n")
      .forEach((l) => console.log(prefix(l))),
  );
  child.stderr.on("data", (d) =>
    String(d)
      .trimEnd()
      .split("\n")
      .forEach((l) => console.error(prefix(l))),
  );
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(prefix(`exited with code ${code}; stopping the stack`));
      stop(1);
    }
  });
  children.push(child);
  /** Resolves when the child prints a line matching `pattern` (its own readiness check). */
  const ready = (pattern: RegExp) => new Promise<void>((resolve) => child.stdout.on("data", (d) => pattern.test(String(d)) && resolve()));
  return Object.assign(child, { ready });
}

let stopping = false;
/** Stops every part and exits once they have all exited (their ports free again), or after 5 s. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill("SIGTERM");
  void Promise.all(running.map((c) => new Promise((exited) => c.once("exit", exited)))).then(() => process.exit(code));
  setTimeout(() => {
    for (const c of running) c.kill("SIGKILL");
    process.exit(code);
  }, 5000).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url: string, name: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(500);
    }
  }
  throw new Error(`${name} did not start at ${url}`);
}

run("app", "vite", ["--host", "127.0.0.1", "--port", APP_PORT, "--strictPort"], { ...devServerEnv({ mockUrl, partnerUrl }), CHAIN_RPC_URL: chainUrl });
// the demo partner of the sign-in widget, on its own origin
run("partner", "node", ["partner-demo/server.mjs"], { PARTNER_PORT, APP_URL: appUrl, BACKEND_URL: mockUrl });
// chain.ts checks the deployment itself and says so
await run("chain", "tsx", ["scripts/dev/chain.ts"], { CHAIN_PORT }).ready(/PentaMining at 0x/);
run("mock", "tsx", ["mocks/server.ts"], { MOCK_PORT, APP_URL: appUrl, MOCK_PROXY_SECRET, SSO_DEMO_ORIGINS: partnerUrl, MOCK_CHAIN_RPC_URL: chainUrl });
await Promise.all([waitFor(`${mockUrl}/__dev/mailbox.json`, "the mock backend"), waitFor(appUrl, "the app"), waitFor(partnerUrl, "the demo partner")]);
const warming = Date.now();
const modules = await warmDevServer(appUrl);
console.log(`[app] warmed up: ${modules} modules in ${((Date.now() - warming) / 1000).toFixed(1)} s`);

console.log(`
  The local stack is up (Ctrl+C stops it):
    app            ${appUrl}
    mock backend   ${mockUrl}   (the app reaches it through its own origin)
    dev mailbox    ${appUrl}/__dev/mailbox
    demo partner   ${partnerUrl}   (a faucet site: 'Sign in with …' opens the sign-in widget)
    local chain    ${chainUrl} (chain id 3344, PC); accounts: Hardhat's defaults, 10,000 PC each
  Demo accounts are listed above under [mock].
`);
