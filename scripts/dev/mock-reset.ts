// `npm run mock:reset`: back to the seed. A running mock is reset through its dev route (which
// also saves); the saved state file is removed either way, so the next start is the seed too.
import { rmSync } from "node:fs";
import { storeFileOf } from "../../mocks/state";

const file = storeFileOf(process.env.MOCK_STATE_FILE ?? ".mock-state/state.sqlite");
const url = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}/__dev/reset`;
try {
  await fetch(url, { method: "POST", signal: AbortSignal.timeout(2000) });
  console.log(`reset the running mock (${url})`);
} catch {
  console.log("no mock running");
}
for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
console.log(`removed ${file}: the mock starts from the seed`);
