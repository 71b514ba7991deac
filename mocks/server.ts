import { handlers } from "./handlers";
import { createMockServer, devRoutesOn } from "./http-server";
import { demoAccounts } from "./seed";
import { openState, RESET_STATE_FLAG, StateFileError, type State } from "./state";
import { RELAY_PATH } from "./walletconnect/relay";
import { attachRelay } from "./walletconnect/relay-server";

const host = process.env.MOCK_HOST ?? "127.0.0.1";
const port = Number(process.env.MOCK_PORT ?? 4010);

// outside the local stack (its dev helpers off) the key that seals secrets at rest is the
// deployment's, never one the mock makes for itself beside its state
if (!devRoutesOn() && !process.env.MOCK_SECRETS_KEY) {
  console.error(
    "mock: outside the local stack (MOCK_DEV_ROUTES=0 or NODE_ENV=production) the sealing key must be given: MOCK_SECRETS_KEY, 32 bytes as 64 hex digits",
  );
  process.exit(1);
}

// the state of the day survives a restart, every answered change on disk before its answer
// (MOCK_STATE_FILE; empty: in memory only, as the tests run); --reset-state starts from the seed
let state: State;
try {
  state = openState(process.env.MOCK_STATE_FILE ?? ".mock-state/state.sqlite", { reset: process.argv.includes(RESET_STATE_FLAG) });
} catch (error) {
  if (!(error instanceof StateFileError)) throw error;
  console.error(`mock: ${error.message}`);
  process.exit(1);
}
const server = createMockServer({
  handlers,
  origin: `http://${host}:${port}`,
  proxySecret: process.env.MOCK_PROXY_SECRET || undefined,
  transaction: state.request,
});
// WalletConnect's relay, stood in for beside the dev helpers (a WebSocket: the dev WalletConnect wallet and the app pair through it)
const relay = devRoutesOn() ? attachRelay(server) : null;
server.listen(port, host, () => {
  console.log(`mock backend on http://${host}:${port} (dev mailbox: /__dev/mailbox)`);
  if (relay) console.log(`  WalletConnect relay (stand-in): ws://${host}:${port}${RELAY_PATH}; dev WalletConnect wallet: /__dev/walletconnect`);
  console.log(`  ${state.describe()}`);
  if (!process.env.QUIET) for (const a of demoAccounts) console.log(`  ${a.username.padEnd(6)} ${a.password.padEnd(15)} ${a.note}`);
});
// a clean stop closes the store (its write-ahead log checkpointed): the next start reads the file alone
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    relay?.close();
    server.close(() => {
      state.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
