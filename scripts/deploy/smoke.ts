// `npm run smoke -- https://play.example.com [--chain-id 3344] [--site https://…]`: checks a
// deployed site from the outside, as step 4 of docs/deploying.md ("Check it") describes, and prints one
// line per check. --site is the site's public origin when the address checked is another (an
// internal one); it defaults to the address checked.
// Exits 1 when any check fails. Nothing is changed on the site: GETs, and one eth_chainId.
const args = process.argv.slice(2);
const origin = args.find((a) => /^https?:\/\//.test(a))?.replace(/\/$/, "");
const chainIndex = args.indexOf("--chain-id");
const chainId = chainIndex >= 0 ? Number(args[chainIndex + 1]) : 3344;
const siteIndex = args.indexOf("--site");
if (!origin) {
  console.error("usage: npm run smoke -- <site origin, e.g. https://play.example.com> [--chain-id 3344]");
  process.exit(2);
}
const site = siteIndex >= 0 ? args[siteIndex + 1] : origin;

interface Check {
  name: string;
  run: () => Promise<string | null>; // null: passed; else why not
}

const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, { redirect: "manual", signal: AbortSignal.timeout(10_000), ...init });
const header = (r: Response, name: string) => r.headers.get(name) ?? "";

/** The security headers every answer of the site carries. */
function securityHeaders(r: Response): string | null {
  const csp = header(r, "content-security-policy");
  if (!/default-src 'self'/.test(csp)) return `no strict Content-Security-Policy (got "${csp}")`;
  if (/script-src[^;]*'unsafe-(inline|eval)'/.test(csp)) return "the CSP allows unsafe scripts";
  if (!/frame-ancestors 'none'/.test(csp)) return "the CSP lets other sites frame the app";
  if (header(r, "x-content-type-options") !== "nosniff") return "no X-Content-Type-Options: nosniff";
  if (!/max-age=\d{7,}/.test(header(r, "strict-transport-security"))) return "no Strict-Transport-Security";
  if (header(r, "referrer-policy") !== "strict-origin-when-cross-origin") return "no Referrer-Policy strict-origin-when-cross-origin";
  if (!header(r, "permissions-policy")) return "no Permissions-Policy";
  return null;
}

let home = "";
const checks: Check[] = [
  {
    name: "the home page: 200, HTML revalidated, the security headers",
    run: async () => {
      const r = await get("/", { headers: { "accept-encoding": "gzip, br" } });
      home = await r.text();
      if (r.status !== 200) return `status ${r.status}`;
      if (header(r, "cache-control") !== "no-cache") return `Cache-Control "${header(r, "cache-control")}"`;
      return securityHeaders(r);
    },
  },
  {
    name: "a page of the app without a prerendered file (/account) is served by the app",
    run: async () => {
      const r = await get("/account");
      return r.status === 200 && (await r.text()).includes('id="root"') ? securityHeaders(r) : `status ${r.status}`;
    },
  },
  {
    name: "an unknown path is a real 404",
    run: async () => ((await get("/this-page-does-not-exist")).status === 404 ? null : "not 404"),
  },
  {
    name: "the local stack's stand-ins are absent (/__dev)",
    run: async () => ((await get("/__dev/mailbox")).status === 404 ? null : "/__dev/mailbox answers"),
  },
  {
    name: "hashed assets are cached for a year, immutable, and no source map is served",
    run: async () => {
      const script = /(\/assets\/[^"]+\.js)/.exec(home)?.[1];
      if (!script) return "no asset referenced by the home page";
      const r = await get(script);
      if (!/max-age=31536000.*immutable/.test(header(r, "cache-control"))) return `Cache-Control "${header(r, "cache-control")}"`;
      if ((await r.text()).includes("sourceMappingURL")) return "the asset names a source map";
      return (await get(`${script}.map`)).status === 404 ? null : "a source map is served";
    },
  },
  {
    name: "the backend answers on the site's origin (a captcha)",
    run: async () => {
      const r = await get("/api/v1/user/captcha/generate");
      if (r.status !== 200) return `status ${r.status}`;
      const body = (await r.json()) as { captcha_id?: string };
      return body.captcha_id ? null : "no captcha_id in the answer";
    },
  },
  {
    name: `the chain's RPC answers on /rpc with chain id ${chainId}`,
    run: async () => {
      const r = await get("/rpc", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      });
      const body = (await r.json().catch(() => ({}))) as { result?: string };
      return body.result && Number(body.result) === chainId ? null : `answered ${JSON.stringify(body)}`;
    },
  },
  {
    name: "TonConnect's manifest names this site and wallets may read it",
    run: async () => {
      const r = await get("/tonconnect-manifest.json");
      if (header(r, "access-control-allow-origin") !== "*") return "no Access-Control-Allow-Origin: *";
      const url = ((await r.json()) as { url?: string }).url;
      return url === site ? null : `its url is ${url}, not ${site}`;
    },
  },
];

let failed = 0;
for (const check of checks) {
  const why = await check.run().catch((e: Error) => (e.cause instanceof Error ? `${e.message} (${e.cause.message})` : e.message));
  if (why) failed++;
  console.log(`${why ? "FAIL" : "ok  "} ${check.name}${why ? `: ${why}` : ""}`);
}
console.log(failed ? `\n${failed} of ${checks.length} checks failed on ${origin}` : `\nall ${checks.length} checks passed on ${origin}`);
process.exit(failed ? 1 : 0);

export {};
