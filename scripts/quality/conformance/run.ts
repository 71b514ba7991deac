// The conformance runner (`npm run conformance -- --target URL`): every operation of the contract
// against a target backend, plus the stateful scenarios; see docs/conformance.md.
import { bodyProperties, checkAnswer, checkRefusal, operations, resolve, sample, type Operation, type Schema } from "./contract";
import { promiseChecks } from "./promises";
import { scenarios, type Call, type Helpers } from "./scenarios";

export interface RunOptions {
  target: string;
  /** A session token for the protected operations, or a test account to get one. */
  token?: string;
  user?: { username: string; password: string };
  /** Per request, in ms. */
  timeoutMs?: number;
  log?: (line: string) => void;
  /** Only the behaviour checks (the promises and the scenarios), not every operation's shapes: the fault-switch test's quick run. */
  scenariosOnly?: boolean;
  /** The site's public origin the backend binds wallets for (its bind messages name its host); without it the bind check is skipped. */
  site?: string;
  /** Only the behaviour checks (scenarios and promises) whose name this accepts: the fault-switch test runs one per mock. */
  only?: (name: string) => boolean;
  /** A partner client registered with the target, for the sign-in widget's promises. */
  partner?: Helpers["partner"];
  /** Another partner client registered with the target. */
  partner2?: Helpers["partner2"];
  /** A second test account, for the promises between two accounts on a target without our helpers. */
  user2?: { username: string; password: string };
  /** The runner started the target: a check may use up what a shared target keeps (the Black badge's supply). */
  ownTarget?: boolean;
  /**
   * A POST endpoint that moves the target's clock forward (a JSON body `{"advanceMs": n}`), for the
   * promises of a lifetime; on a target the runner started, our mock's /__dev/clock.
   */
  clock?: string;
  /**
   * The header (name and value) that makes the target trust `X-Forwarded-For` (its proxy's secret),
   * so the runner can be other clients, for a limit that must not lock out another client or that
   * counts many; on a target
   * the runner started, our mock's.
   */
  clientHeader?: { name: string; value: string };
}

export type Verdict = { status: "passed" } | { status: "failed"; reason: string } | { status: "skipped"; reason: string };
export interface Result {
  kind: "operation" | "scenario" | "promise";
  /** A promise's kind (single-use, ownership, …): the report groups by it. */
  group?: string;
  name: string;
  verdict: Verdict;
  /** How many requests the check sent. */
  requests: number;
}

export interface Answer {
  status: number;
  body: unknown;
  contentType: string | null;
  /** The answer's headers (a limit's refusal carries Retry-After). */
  headers: Headers;
}

/** `work` over every item, `limit` at a time. */
export async function pooled<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** One HTTP request with a timeout; a hang or a dropped connection is an answer of its own. */
export async function send(
  target: string,
  method: string,
  path: string,
  o: { token?: string; json?: unknown; raw?: string; contentType?: string; headers?: Record<string, string>; timeoutMs: number },
): Promise<Answer | { error: string }> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  let body: string | undefined;
  if (o.raw !== undefined) body = o.raw;
  else if (o.json !== undefined) body = JSON.stringify(o.json);
  if (body !== undefined) headers["Content-Type"] = o.contentType ?? "application/json";
  try {
    const response = await fetch(new URL(path, target), { method, headers, body, signal: AbortSignal.timeout(o.timeoutMs) });
    const contentType = response.headers.get("content-type");
    const text = await response.text();
    let parsed: unknown = text;
    if (contentType?.includes("json")) {
      try {
        parsed = JSON.parse(text);
      } catch {
        return { status: response.status, body: text, contentType: "invalid json", headers: response.headers };
      }
    }
    return { status: response.status, body: parsed, contentType, headers: response.headers };
  } catch (error) {
    const e = error as Error;
    return { error: e.name === "TimeoutError" ? `no answer within ${o.timeoutMs} ms` : `the connection failed (${e.message})` };
  }
}

/** The path of an operation with its path parameters filled in, and its required query parameters. */
export function urlOf(op: Operation, override: Record<string, string> = {}, extraQuery: Record<string, string> = {}) {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = override[p.name] ?? String(p.example ?? sample(p.schema, p.name));
    if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.required || p.name in override) query.set(p.name, value);
  }
  for (const [k, v] of Object.entries(extraQuery)) query.set(k, v);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The bad requests for an operation: each must be refused with a documented 4xx and the error body. */
function negatives(op: Operation): { label: string; path: string; json?: unknown; raw?: string; contentType?: string }[] {
  const cases: { label: string; path: string; json?: unknown; raw?: string; contentType?: string }[] = [];
  const path = urlOf(op);
  if (op.body?.contentType === "application/json") {
    const valid = (op.body.example ?? sample(op.body.schema)) as Record<string, unknown>;
    const { properties, required } = bodyProperties(op.body.schema);
    cases.push({ label: "malformed JSON", path, raw: '{"a":' });
    cases.push({ label: "a body that is not JSON", path, raw: "a=1", contentType: "text/plain" });
    if (required.length) cases.push({ label: "an empty object (required fields missing)", path, json: {} });
    const first = required[0] ?? Object.keys(properties)[0];
    if (first) {
      const s = resolve<Schema>(properties[first] ?? {});
      const type = Array.isArray(s.type) ? s.type[0] : s.type;
      cases.push({ label: `${first} of the wrong type`, path, json: { ...valid, [first]: type === "string" ? { not: "a string" } : "not-a-number" } });
    }
    for (const [name, s] of Object.entries(properties)) {
      if (typeof s.maxLength === "number" && s.maxLength < 100_000) {
        cases.push({ label: `${name} longer than its ${s.maxLength} characters`, path, json: { ...valid, [name]: "x".repeat(s.maxLength + 1) } });
        break;
      }
    }
    for (const [name, s] of Object.entries(properties)) {
      if (typeof s.minLength === "number" && s.minLength >= 2) {
        cases.push({ label: `${name} shorter than its ${s.minLength} characters`, path, json: { ...valid, [name]: "x".repeat(s.minLength - 1) } });
        break;
      }
    }
    for (const [name, s] of Object.entries(properties)) {
      if (s.enum?.length) {
        cases.push({ label: `${name} outside its enum`, path, json: { ...valid, [name]: "not-in-the-enum" } });
        break;
      }
    }
  }
  for (const p of op.parameters) {
    const s = resolve<Schema>(p.schema);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    if (type === "integer" || type === "number") cases.push({ label: `${p.in} parameter ${p.name} not a number`, path: urlOf(op, { [p.name]: "abc" }) });
    else if (typeof s.maxLength === "number" && s.maxLength < 2000)
      cases.push({
        label: `${p.in} parameter ${p.name} longer than its ${s.maxLength} characters`,
        path: urlOf(op, { [p.name]: "x".repeat(s.maxLength + 1) }),
      });
  }
  return cases;
}

/** Operations that end the session they are called with run last, with a session of their own. */
const endsSession = (op: Operation) => /logout/i.test(op.id);

async function checkOperation(op: Operation, o: Required<Pick<RunOptions, "target" | "timeoutMs">> & { token: () => Promise<string | null> }): Promise<Result> {
  const name = `${op.method} ${op.path}`;
  let requests = 0;
  const result = (verdict: Verdict): Result => ({ kind: "operation", name, verdict, requests });
  if (op.auth === "other")
    return result({ status: "skipped", reason: `authorised by ${op.schemes.join(" or ")}, a token only a flow gives: its scenario checks it` });
  const token = op.auth === "none" ? null : await o.token();
  if (op.auth === "required" && !token) return result({ status: "skipped", reason: "needs a test account (--user name:password or --token)" });
  if (op.body && op.body.contentType !== "application/json")
    return result({ status: "skipped", reason: `${op.body.contentType} bodies are checked by the acceptance suite, not generated here` });

  // 1. the valid request from the contract's examples
  const json = op.body ? (op.body.example ?? sample(op.body.schema)) : undefined;
  requests++;
  const valid = await send(o.target, op.method, urlOf(op), { token: token ?? undefined, json, timeoutMs: o.timeoutMs });
  if ("error" in valid) return result({ status: "failed", reason: `valid request: ${valid.error}` });
  if (valid.status === 501) return result({ status: "skipped", reason: "not implemented by the target (501)" });
  // a "try again later" the operation lists (a chain not answering) is an answer within the contract: its shape is checked, and the rest goes on
  if (valid.status >= 500 && !tryAgainLater(op, valid)) return result({ status: "failed", reason: `valid request: answered ${valid.status}` });
  if (op.auth === "required" && valid.status === 401) return result({ status: "failed", reason: "valid request: the test account's token was refused (401)" });
  const violation = checkAnswer(op, valid.status, valid.body, valid.contentType);
  if (violation) return result({ status: "failed", reason: `valid request: ${violation}` });

  // 2. without the token
  if (op.auth === "required") {
    requests++;
    const anonymous = await send(o.target, op.method, urlOf(op), { json, timeoutMs: o.timeoutMs });
    if ("error" in anonymous) return result({ status: "failed", reason: `without a token: ${anonymous.error}` });
    if (anonymous.status !== 401) return result({ status: "failed", reason: `without a token: answered ${anonymous.status}, not 401` });
    const v = checkRefusal(op, anonymous.status, anonymous.body, anonymous.contentType);
    if (v) return result({ status: "failed", reason: `without a token: ${v}` });
  }

  // 3. a repeat with one Idempotency-Key is answered as the first, status and body (a 429 and a "try
  // again later" are not kept: nothing was tried, or nothing judged)
  if (op.idempotencyKey) {
    const key = `conformance-${crypto.randomUUID()}`;
    const keyed = () => send(o.target, op.method, urlOf(op), { token: token ?? undefined, json, headers: { "Idempotency-Key": key }, timeoutMs: o.timeoutMs });
    requests += 2;
    const first = await keyed();
    const again = await keyed();
    if ("error" in first || "error" in again)
      return result({ status: "failed", reason: `repeat with an Idempotency-Key: ${"error" in first ? first.error : (again as { error: string }).error}` });
    if (first.status !== 429 && !tryAgainLater(op, first) && (again.status !== first.status || JSON.stringify(again.body) !== JSON.stringify(first.body)))
      return result({
        status: "failed",
        reason: `a repeat with the same Idempotency-Key answered ${again.status} ${JSON.stringify(again.body).slice(0, 120)}, not the first answer ${first.status} ${JSON.stringify(first.body).slice(0, 120)}`,
      });
  }

  // 4. generated bad requests, sent straight to the target
  for (const bad of negatives(op)) {
    requests++;
    const answer = await send(o.target, op.method, bad.path, {
      token: token ?? undefined,
      json: bad.json,
      raw: bad.raw,
      contentType: bad.contentType,
      timeoutMs: o.timeoutMs,
    });
    if ("error" in answer) return result({ status: "failed", reason: `${bad.label}: ${answer.error}` });
    const v = checkRefusal(op, answer.status, answer.body, answer.contentType);
    if (v) return result({ status: "failed", reason: `${bad.label}: ${v}` });
  }
  return result({ status: "passed" });
}

/** Which of our mock's dev helpers the target has (a foreign backend has none). */
async function detectHelpers(target: string, timeoutMs: number, o: RunOptions): Promise<Helpers> {
  const answer = await send(target, "GET", "/__dev/mailbox.json", { timeoutMs });
  const available = !("error" in answer) && answer.status === 200 && Array.isArray(answer.body);
  return {
    available,
    target,
    timeoutMs,
    site: o.site,
    partner: o.partner,
    partner2: o.partner2,
    user: o.user,
    user2: o.user2,
    ownTarget: o.ownTarget,
    clock: o.clock ?? (o.ownTarget && available ? new URL("/__dev/clock", target).toString() : undefined),
    clientHeader: o.clientHeader,
  };
}

/** A "try again later" the operation lists: a 5xx of its responses, with Retry-After in seconds (common.yaml TryAgainLater). */
const tryAgainLater = (op: Operation, a: { status: number; headers: Headers }) =>
  a.status >= 500 && op.statuses.includes(String(a.status)) && /^\d+$/.test(a.headers.get("retry-after") ?? "");

/**
 * A call of an operation by its id, whose answer is checked like any other (a 5xx the operation does
 * not list, such as a 500, or a shape outside the contract throws; a listed one, a "try again
 * later", is the promise's to judge).
 */
function caller(byId: Map<string, Operation>, target: string, timeoutMs: number, count: () => void): Call {
  return async (operationId, req = {}) => {
    const op = byId.get(operationId);
    if (!op) throw new Error(`no operation ${operationId} in the contract`);
    count();
    const answer = await send(target, op.method, urlOf(op, req.path ?? {}, req.query ?? {}), {
      token: req.token,
      json: req.json,
      headers: req.headers,
      timeoutMs,
    });
    if ("error" in answer) throw new Error(`${operationId}: ${answer.error}`);
    if (answer.status >= 500 && !op.statuses.includes(String(answer.status))) throw new Error(`${operationId}: answered ${answer.status}`);
    const violation = checkAnswer(op, answer.status, answer.body, answer.contentType);
    if (violation) throw new Error(`${operationId}: ${violation}`);
    return answer;
  };
}

export async function runConformance(options: RunOptions): Promise<Result[]> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const log = options.log ?? (() => undefined);
  const target = options.target.replace(/\/$/, "");
  const helpers = await detectHelpers(target, timeoutMs, options);
  const ops = operations();
  const byId = new Map(ops.map((op) => [op.id, op]));

  // the test account: given, or (with our mock's helpers) made for the run
  let account = options.user ?? null;
  if (!account && !options.token && helpers.available) {
    const username = `conf${Date.now().toString(36)}`;
    const made = await send(target, "POST", "/__dev/users", {
      json: { username, email: `${username}@conformance.test`, password: "conformance-1", referralVerified: true },
      timeoutMs,
    });
    if (!("error" in made) && made.status === 200) account = { username, password: "conformance-1" };
  }
  const login = async () => {
    if (!account) return null;
    const answer = await send(target, "POST", "/api/v1/user/login", {
      json: { ...account, signature: "", address: "", message: "", referral_code: "" },
      timeoutMs,
    });
    return !("error" in answer) && answer.status === 200 ? ((answer.body as { token?: string }).token ?? null) : null;
  };
  let shared: Promise<string | null> | null = options.token ? Promise.resolve(options.token) : null;
  const token = () => (shared ??= login());

  const results: Result[] = [];
  for (const op of options.scenariosOnly ? [] : [...ops.filter((op) => !endsSession(op)), ...ops.filter(endsSession)]) {
    const r = await checkOperation(op, { target, timeoutMs, token: endsSession(op) && !options.token ? login : token });
    results.push(r);
    log(`${r.verdict.status.padEnd(7)} ${r.name}${r.verdict.status === "passed" ? "" : `: ${r.verdict.reason}`}`);
  }
  for (const scenario of scenarios.filter((s) => options.only?.(s.name) ?? true)) {
    let requests = 0;
    let verdict: Verdict;
    const skip = scenario.needs.includes("chain")
      ? `needs ${scenario.helpers} and a funded wallet, which this runner does not start; the acceptance suite runs it (acceptance/mining.spec.ts)`
      : scenario.needs.includes("dev-helpers") && !helpers.available
        ? `needs our mock's dev helpers (${scenario.helpers}); the target has none`
        : scenario.needs.includes("site") && !helpers.site
          ? "needs the site's origin the backend binds wallets for (--site)"
          : null;
    if (skip) verdict = { status: "skipped", reason: skip };
    else {
      try {
        await scenario.run({ helpers, call: caller(byId, target, timeoutMs, () => requests++) });
        verdict = { status: "passed" };
      } catch (error) {
        verdict = { status: "failed", reason: (error as Error).message };
      }
    }
    results.push({ kind: "scenario", name: scenario.name, verdict, requests });
    log(`${verdict.status.padEnd(7)} scenario: ${scenario.name}${verdict.status === "passed" ? "" : `: ${verdict.reason}`}`);
  }

  // the contract's promises, each checked by its kind, four at a time; then the limits, one at a time
  // (a limit reached stays for its window); then, one at a time, the lifetimes, which move the
  // target's clock for every check beside them (an authenticator code is computed from this
  // machine's clock: it would no longer be the target's current one); last, the checks that change
  // what every client shares (they move the clock past a shared limit's window)
  const checks = promiseChecks(ops).filter((c) => options.only?.(c.name) ?? true);
  const alone = ["limit", "expires"];
  const runCheck = async (check: (typeof checks)[number]): Promise<Result> => {
    let requests = 0;
    const skip = check.skip(helpers);
    let verdict: Verdict;
    if (skip) verdict = { status: "skipped", reason: skip };
    else {
      try {
        await check.run({ call: caller(byId, target, timeoutMs, () => requests++), h: helpers, token });
        verdict = { status: "passed" };
      } catch (error) {
        verdict = { status: "failed", reason: (error as Error).message };
      }
    }
    log(`${verdict.status.padEnd(7)} promise ${check.name}${verdict.status === "passed" ? "" : `: ${verdict.reason}`}`);
    return { kind: "promise", group: check.kind, name: check.name, verdict, requests };
  };
  const promised: Result[] = [];
  await pooled(
    checks.filter((c) => !alone.includes(c.kind) && !c.last),
    4,
    async (check) => promised.push(await runCheck(check)),
  );
  for (const kind of alone) for (const check of checks.filter((c) => c.kind === kind && !c.last)) promised.push(await runCheck(check));
  for (const check of checks.filter((c) => c.last)) promised.push(await runCheck(check));
  const order = checks.map((c) => c.name);
  results.push(...promised.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name)));
  return results;
}

// ---------------------------------------------------------------- reports

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeCell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The report's sections: every operation, the promises grouped by kind, then the scenarios. */
function sections(results: Result[]): { title: string; rows: Result[] }[] {
  const of = (kind: Result["kind"]) => results.filter((r) => r.kind === kind);
  const kinds = [...new Set(of("promise").map((r) => r.group!))];
  const tally = (rows: Result[]) =>
    (["passed", "failed", "skipped"] as const).map((s) => `${rows.filter((r) => r.verdict.status === s).length} ${s}`).join(", ");
  return [
    { title: "Operations", rows: of("operation") },
    ...kinds.map((k) => {
      const rows = of("promise").filter((r) => r.group === k);
      return { title: `Promises: ${k} (${tally(rows)})`, rows };
    }),
    { title: "Scenarios (flows, and behaviours no promise kind fits)", rows: of("scenario") },
  ].filter((s) => s.rows.length > 0);
}

const detail = (r: Result) => (r.verdict.status === "passed" ? `${r.requests} requests` : r.verdict.reason);

export function markdownReport(target: string, results: Result[]): string {
  const count = (s: Verdict["status"]) => results.filter((r) => r.verdict.status === s).length;
  const lines = [
    `# Conformance of ${target}`,
    "",
    `${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} skipped (${results.reduce((n, r) => n + r.requests, 0)} requests).`,
    "",
    ...sections(results).flatMap(({ title, rows }) => [
      `## ${title}`,
      "",
      "| check | result | detail |",
      "| --- | --- | --- |",
      ...rows.map((r) => `| ${escapeCell(r.name)} | ${r.verdict.status} | ${escapeCell(detail(r))} |`),
      "",
    ]),
  ];
  return lines.join("\n");
}

/** The same tables as a page of its own (no script, no outside file), for a browser or a CI artifact. */
export function htmlReport(target: string, results: Result[]): string {
  const escapeHtml = (v: string) => v.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const count = (s: Verdict["status"]) => results.filter((r) => r.verdict.status === s).length;
  const tables = sections(results).map(
    ({ title, rows }) =>
      `<h2>${escapeHtml(title)}</h2>\n<table><thead><tr><th>check</th><th>result</th><th>detail</th></tr></thead><tbody>\n${rows
        .map((r) => `<tr class="${r.verdict.status}"><td>${escapeHtml(r.name)}</td><td>${r.verdict.status}</td><td>${escapeHtml(detail(r))}</td></tr>`)
        .join("\n")}\n</tbody></table>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Conformance of ${escapeHtml(target)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}tr.failed td{background:#fde2e2}tr.skipped td{background:#f4f4f4;color:#555}</style>
</head><body><h1>Conformance of ${escapeHtml(target)}</h1>
<p>${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} skipped (${results.reduce((n, r) => n + r.requests, 0)} requests).</p>
${tables.join("\n")}
</body></html>
`;
}

export function junitReport(results: Result[]): string {
  const failures = results.filter((r) => r.verdict.status === "failed").length;
  const skipped = results.filter((r) => r.verdict.status === "skipped").length;
  const cases = results.map((r) => {
    const open = `  <testcase classname="conformance.${r.kind}${r.group ? `.${r.group}` : ""}" name="${escapeXml(r.name)}">`;
    if (r.verdict.status === "failed") return `${open}<failure message="${escapeXml(r.verdict.reason)}"/></testcase>`;
    if (r.verdict.status === "skipped") return `${open}<skipped message="${escapeXml(r.verdict.reason)}"/></testcase>`;
    return `${open}</testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="conformance" tests="${results.length}" failures="${failures}" skipped="${skipped}">\n${cases.join("\n")}\n</testsuite>\n`;
}
