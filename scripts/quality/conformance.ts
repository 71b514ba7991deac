// `npm run conformance -- --target URL [--site ORIGIN] [--user name:password | --token T] [--user2 name:password]
//   [--partner client_id:secret:redirect_uri] [--partner2 client_id:secret:redirect_uri] [--clock URL] [--client-header "Name: value"]
//   [--timeout ms] [--out dir]`
// Checks a backend against the contract (scripts/quality/conformance/). Without --target it starts our mock
// backend for the run and checks that. Writes conformance-report/report.md, report.html and junit.xml; exits 1
// when a check failed.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { htmlReport, junitReport, markdownReport, runConformance } from "./conformance/run";
import { freePort } from "../lib/free-port";
import { spawnMock } from "../../mocks/testing/spawn-mock";
import { PROXY_HEADER } from "../../mocks/http-server";
import brand from "../../brand.json" with { type: "json" };
import { partnerSpec } from "./conformance/scenarios";

const { values } = parseArgs({
  options: {
    target: { type: "string" },
    user: { type: "string" },
    token: { type: "string" },
    timeout: { type: "string" },
    out: { type: "string" },
    site: { type: "string" },
    user2: { type: "string" },
    partner: { type: "string" },
    partner2: { type: "string" },
    clock: { type: "string" },
    "client-header": { type: "string" },
  },
});

const account = (value: string | undefined) => {
  if (!value) return undefined;
  const [username = "", ...rest] = value.split(":");
  return { username, password: rest.join(":") };
};
/** client_id:secret:redirect_uri (the URI keeps its own colons). */
const partnerOf = (value: string | undefined) => {
  if (!value) return undefined;
  const [clientId = "", secret = "", ...uri] = value.split(":");
  return { clientId, secret, redirectUri: uri.join(":") };
};

let stopMock = () => undefined as void;
let target = values.target;
/** The site the backend binds wallets for: given, or the one our mock serves (its APP_URL). */
let site = values.site;
let partner = partnerOf(values.partner);
let partner2 = partnerOf(values.partner2);
/** "Name: value": the header that makes the target trust X-Forwarded-For. */
let clientHeader = values["client-header"]
  ? { name: values["client-header"].split(":")[0]!.trim(), value: values["client-header"].split(":").slice(1).join(":").trim() }
  : undefined;
if (!target) {
  const port = await freePort();
  // its proxy's secret, so the runner can be other clients (X-Forwarded-For)
  const proxySecret = randomBytes(16).toString("hex");
  // a second partner, registered for this run only (SSO_EXTRA_CLIENT)
  partner2 ??= { clientId: "conformance-second", secret: randomBytes(16).toString("hex"), redirectUri: "https://second.example/callback" };
  // password hashes at the tests' cost: the promise checks make many accounts (the hash is not what they check)
  const mock = await spawnMock({
    MOCK_PORT: String(port),
    MOCK_STATE_FILE: "",
    MOCK_CLIENT_LIMIT_SCALE: "100",
    MOCK_PASSWORD_LOG_N: "10",
    MOCK_PROXY_SECRET: proxySecret,
    SSO_EXTRA_CLIENT: partnerSpec(partner2),
  });
  clientHeader = { name: PROXY_HEADER, value: proxySecret };
  stopMock = () => void mock.kill("SIGTERM");
  target = `http://127.0.0.1:${port}`;
  site ??= process.env.APP_URL ?? "http://127.0.0.1:5173";
  // the mock's demo partner (mocks/domain/sso.ts), with its local secret
  partner ??= {
    clientId: `${brand.slug}-faucet`,
    secret: process.env.SSO_DEMO_SECRET ?? "local-demo-faucet-secret",
    redirectUri: `${(process.env.SSO_DEMO_ORIGINS ?? "http://127.0.0.1:5180").split(",")[0]!.trim()}/callback`,
  };
}

try {
  const results = await runConformance({
    target,
    token: values.token,
    user: account(values.user),
    user2: account(values.user2),
    partner,
    partner2,
    ownTarget: !values.target,
    // our mock's clock when the runner started it (run.ts)
    clock: values.clock,
    clientHeader,
    timeoutMs: values.timeout ? Number(values.timeout) : undefined,
    site,
    log: (line) => console.log(line),
  });
  const out = values.out ?? "conformance-report";
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "report.md"), markdownReport(values.target ?? "the mock backend", results));
  writeFileSync(join(out, "junit.xml"), junitReport(results));
  writeFileSync(join(out, "report.html"), htmlReport(values.target ?? "the mock backend", results));
  const failed = results.filter((r) => r.verdict.status === "failed").length;
  const skipped = results.filter((r) => r.verdict.status === "skipped").length;
  console.log(
    `\n${results.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped: ${join(out, "report.md")}, ${join(out, "report.html")}, ${join(out, "junit.xml")}`,
  );
  if (failed) process.exitCode = 1;
} finally {
  stopMock();
}
