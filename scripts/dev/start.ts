// `npm start`: the whole local stack, offline. The local chain 3344 with the mining contract, the
// mock backend (with the dev mailbox) and the app (Vite dev server, which proxies the API paths to
// the mock). Ctrl+C stops everything.
// The app's dev server starts with the chain, not after it (it needs the others only when a page
// calls them), the mock once the chain has its contract (it reads it), and the app is warmed up (scripts/dev/warm-dev-server.ts) before the stack is said to be up:
// the first page a developer opens then finds every module transformed and every dependency bundled.
// The ports can be moved (APP_PORT, MOCK_PORT, CHAIN_PORT, PARTNER_PORT), as `npm run bench:dev` does.
import { randomBytes } from "node:crypto";
import { devServerEnv } from "./dev-server-env.ts";
import { startServers, type ServerSpec } from "./server-group.ts";
import { warmDevServer } from "./warm-dev-server.ts";

const MOCK_PORT = process.env.MOCK_PORT ?? "4010";
const APP_PORT = process.env.APP_PORT ?? "5173";
const CHAIN_PORT = process.env.CHAIN_PORT ?? "8545";
const PARTNER_PORT = process.env.PARTNER_PORT ?? "5180";
const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;
const appUrl = `http://127.0.0.1:${APP_PORT}`;
const chainUrl = `http://127.0.0.1:${CHAIN_PORT}`;
const partnerUrl = `http://127.0.0.1:${PARTNER_PORT}`;
// the app's proxy vouches for the browser's address with this secret (mocks/http-server.ts)
const MOCK_PROXY_SECRET = randomBytes(16).toString("hex");

const parts: ServerSpec[] = [
  {
    name: "app",
    command: `vite --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
    env: { ...devServerEnv({ mockUrl, partnerUrl }), CHAIN_RPC_URL: chainUrl },
    port: Number(APP_PORT),
    ready: { url: appUrl },
  },
  // the demo partner of the sign-in widget, on its own origin
  {
    name: "partner",
    command: "node partner-demo/server.mjs",
    env: { PARTNER_PORT, APP_URL: appUrl, BACKEND_URL: mockUrl },
    port: Number(PARTNER_PORT),
    ready: { url: partnerUrl },
  },
  // chain.ts checks the deployment itself and says so
  {
    name: "chain",
    command: "tsx scripts/dev/chain.ts",
    env: { CHAIN_PORT },
    port: Number(CHAIN_PORT),
    ready: { stdout: "PentaMining at 0x" },
    timeoutMs: 180_000,
  },
  {
    name: "mock",
    command: "tsx mocks/server.ts",
    env: { MOCK_PORT, APP_URL: appUrl, MOCK_PROXY_SECRET, SSO_DEMO_ORIGINS: partnerUrl, MOCK_CHAIN_RPC_URL: chainUrl },
    port: Number(MOCK_PORT),
    ready: { url: `${mockUrl}/__dev/mailbox.json` },
    after: "chain",
  },
];
const stack = parts.map((part): ServerSpec => ({ stdout: "pipe", timeoutMs: 120_000, ...part }));

// Ctrl+C (or a SIGTERM to this process) stops every part, each in a process group of its own, and
// so does a part that exits: the stack runs whole or not at all.
const stopping = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (stopping.abort(), process.exit(0)));
try {
  await startServers(stack, undefined, {
    ownGroups: true,
    signal: stopping.signal,
    onExit: (name, how) => {
      console.error(`[${name}] exited (${how}); stopping the stack`);
      stopping.abort();
      process.exit(1);
    },
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
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
