import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv as parseEnvFile } from "node:util";
import { describe, expect, test } from "vitest";
import { buildEnv, LOCAL_ENV, releaseProblems } from "../../env.config";
import { HARDHAT_ACCOUNTS, LOCAL_MINING_ADDRESS } from "../../chain.config";
import { ENV_NAMES, type EnvName } from "../../src/config/env-table";
import { routesConf } from "../lib/app-routes";
import { loadRouteTable, type RouteTable } from "../lib/route-table";
import { auditRelease } from "../lib/release-audit";
import { cspDirectives, cspHeader, inlineScriptHashes, tonBridgeOrigins } from "../lib/csp";
import { NGINX, renderTemplate, writePrefix } from "./nginx-host";

/** The production-like configuration the host test builds with. */
/** The route tree as the build reads it (loaded once: Vite's module loader over the route files). */
let table: Promise<RouteTable> | undefined;
const routeTable = () => (table ??= loadRouteTable());

const RELEASE = parseEnvFile(readFileSync("acceptance/deploy/release.env", "utf8")) as Record<string, string>;
const appVars = (env: Record<string, string>) => Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith("VITE_")));
const refusal = (given: Record<string, string>) => {
  try {
    buildEnv(given, true);
    return "";
  } catch (e) {
    return (e as Error).message;
  }
};

describe("the configuration: one schema, local values, a release that refuses them", () => {
  test("the local build takes the local values, and the environment overrides them", () => {
    const values = buildEnv({ VITE_CHAIN_EXPLORER_URL: "https://explorer.example.org" }, false);
    expect(values.VITE_CHAIN_RPC_URL).toBe("/rpc");
    expect(values.VITE_CHAIN_EXPLORER_URL).toBe("https://explorer.example.org");
    expect(Object.keys(values).sort()).toEqual([...ENV_NAMES].sort());
  });

  test("a value of the wrong shape stops any build, named", () => {
    expect(() => buildEnv({ VITE_CHAIN_RPC_URL: "rpc.example.org" }, false)).toThrow(/VITE_CHAIN_RPC_URL/);
    expect(() => buildEnv({ VITE_MINING_CONTRACTS: "3344:0x12" }, false)).toThrow(/VITE_MINING_CONTRACTS/);
    expect(() => buildEnv({ VITE_WALLETCONNECT_PROJECT_ID: "not-an-id" }, false)).toThrow(/VITE_WALLETCONNECT_PROJECT_ID/);
  });

  test("a release with today's defaults is refused, naming each variable and why", () => {
    const message = refusal({});
    for (const [name, why] of [
      ["VITE_CHAIN_ID", "is not set"],
      ["VITE_SITE_URL", "is empty"],
      ["VITE_WALLETCONNECT_PROJECT_ID", "is empty"],
      ["VITE_MINING_CONTRACTS", "Hardhat address"],
      ["VITE_CHAIN_EXPLORER_URL", "local or placeholder host (explorer.pentachain.local)"],
      ["VITE_LEGAL_ENTITY", "the local stack's marked sample"],
      ["VITE_LEGAL_EMAIL", "placeholder domain"],
      ["VITE_LINK_WALLET_APP_STORE", "stand-ins (/__dev)"],
      ["VITE_LINK_PEN_ON_ETHEREUM", "placeholder contract address"],
      ["VITE_LINK_GUNNIES", "(gunnies.penta.example)"],
      ["VITE_LINK_FAUCET", "(faucet.penta.example)"],
      ["VITE_LINK_MAIL_CAREERS", "(penta.example)"],
      ["VITE_PRESS_LINKS", "links CoinDesk to the outlet's home page"],
      ["VITE_PRESS_LINKS", "links Decrypt to the outlet's home page"],
      ["VITE_TEAM_PHOTO_URL", "illustrated portraits"],
      ["VITE_EXPERIENCE_LOGO_URL", "companies' logos"],
    ])
      expect(message).toMatch(new RegExp(`${name} [^\\n]*${why.replace(/[().]/g, "\\$&")}`));
  });

  test("a complete production-like configuration builds", () => {
    expect(refusal(appVars(RELEASE))).toBe("");
  });

  test("each rule on its own: local hosts, stand-in paths, local chains, Hardhat accounts, plain http, the dev wallet", () => {
    const only = (patch: Partial<Record<EnvName, string>>) => releaseProblems({ ...appVars(RELEASE), ...patch }, new Set(Object.keys(RELEASE)));
    expect(only({})).toEqual([]);
    expect(only({ VITE_API_URL: "http://localhost:4010" })).toEqual([
      expect.stringMatching(/^VITE_API_URL points at a local or placeholder host \(localhost\)/),
    ]);
    expect(only({ VITE_CHAIN_RPC_URL: "https://127.0.0.1:8545" })).toEqual([expect.stringMatching(/^VITE_CHAIN_RPC_URL .*127\.0\.0\.1/)]);
    expect(only({ VITE_SPATIAL_FRAME_URL: "https://world.dev.local" })).toEqual([expect.stringMatching(/^VITE_SPATIAL_FRAME_URL .*world\.dev\.local/)]);
    expect(only({ VITE_ANALYTICS_ENDPOINT: "/__dev/analytics/api/event" })).toEqual([
      expect.stringMatching(/^VITE_ANALYTICS_ENDPOINT is a path of the local stack's stand-ins/),
    ]);
    expect(only({ VITE_CHAIN_ID: "31337", VITE_MINING_CONTRACTS: "31337=0x8f3470a7388c05ee4e7af3d01d8c722b0ff52374" })).toEqual([
      expect.stringMatching(/^VITE_CHAIN_ID is a local development chain \(31337\)/),
    ]);
    expect(only({ VITE_MINING_CONTRACTS: "42161=0x8f3470a7388c05ee4e7af3d01d8c722b0ff52374" })).toEqual([
      expect.stringMatching(/no address for the product chain 3344/),
    ]);
    for (const address of [LOCAL_MINING_ADDRESS, HARDHAT_ACCOUNTS[0], HARDHAT_ACCOUNTS[19]])
      expect(only({ VITE_MINING_CONTRACTS: `3344=${address.toLowerCase()}` })).toEqual([
        expect.stringMatching(/^VITE_MINING_CONTRACTS holds a Hardhat address/),
      ]);
    expect(only({ VITE_CHAIN_EXPLORER_URL: "http://explorer.pentachain.io" })).toEqual(["VITE_CHAIN_EXPLORER_URL must use https in a release"]);
    expect(only({ VITE_DEV_WALLET: "true" })).toEqual(["VITE_DEV_WALLET is true: the dev wallet is a local stand-in"]);
    // WalletConnect: the local stack's relay stand-in and its project id of no WalletConnect Cloud account
    expect(only({ VITE_WALLETCONNECT_RELAY_URL: "/__dev/walletconnect/relay" })).toEqual([
      "VITE_WALLETCONNECT_RELAY_URL is a path of the local stack's stand-ins (/__dev): set the real value",
      "VITE_WALLETCONNECT_RELAY_URL is set: a release uses WalletConnect's own relay (the local stack's is a stand-in)",
    ]);
    expect(only({ VITE_WALLETCONNECT_RELAY_URL: "wss://relay.walletconnect.org" })).toEqual([
      "VITE_WALLETCONNECT_RELAY_URL is set: a release uses WalletConnect's own relay (the local stack's is a stand-in)",
    ]);
    expect(only({ VITE_WALLETCONNECT_PROJECT_ID: "0".repeat(32) })).toEqual([
      "VITE_WALLETCONNECT_PROJECT_ID is the local stack's WalletConnect project id (any id does for its relay stand-in): set the real value",
    ]);
    expect(only({ VITE_ERROR_REPORT_DSN: "http://key@errors.pentagames.io/7" })).toEqual(["VITE_ERROR_REPORT_DSN must use https in a release"]);
    expect(only({ VITE_LINK_DOCS: "https://docs.example.com" })).toEqual([expect.stringMatching(/^VITE_LINK_DOCS .*example\.com/)]);
  });

  test("configured content: press links are articles, the team's photos and the experience logos are the company's", () => {
    const only = (patch: Partial<Record<EnvName, string>>) => releaseProblems({ ...appVars(RELEASE), ...patch }, new Set(Object.keys(RELEASE)));
    const article = "CoinDesk=https://www.coindesk.com/business/2026/03/02/penta-chain";
    expect(only({ VITE_PRESS_LINKS: `${article}|Decrypt=https://decrypt.co/` })).toEqual([
      "VITE_PRESS_LINKS links Decrypt to the outlet's home page (https://decrypt.co/): link the article",
    ]);
    expect(only({ VITE_PRESS_LINKS: `${article}|Decrypt=https://decrypt.co` })).toEqual([expect.stringMatching(/links Decrypt to the outlet's home page/)]);
    expect(only({ VITE_PRESS_LINKS: `${article}|Decrypt=https://news.penta.example/x` })).toEqual([
      expect.stringMatching(/^VITE_PRESS_LINKS links Decrypt to a local or placeholder host \(news\.penta\.example\)/),
    ]);
    expect(only({ VITE_PRESS_LINKS: `${article}|Decrypt=http://decrypt.co/penta` })).toEqual(["VITE_PRESS_LINKS links Decrypt without https"]);
    expect(only({ VITE_TEAM_PHOTO_URL: "" })).toEqual([expect.stringMatching(/^VITE_TEAM_PHOTO_URL is empty: .*illustrated portraits/)]);
    expect(only({ VITE_EXPERIENCE_LOGO_URL: "" })).toEqual([expect.stringMatching(/^VITE_EXPERIENCE_LOGO_URL is empty: .*logos/)]);
    expect(only({ VITE_TEAM_PHOTO_URL: "https://media.penta.example/team/{member}.webp" })).toEqual([
      expect.stringMatching(/^VITE_TEAM_PHOTO_URL .*placeholder host/),
    ]);
    // the shape: a picture per key, pairs of a name and a link
    expect(() => buildEnv({ VITE_TEAM_PHOTO_URL: "https://media.pentagames.io/team/photo.webp" }, false)).toThrow(/VITE_TEAM_PHOTO_URL/);
    expect(() => buildEnv({ VITE_EXPERIENCE_LOGO_URL: "logos/{company}.svg" }, false)).toThrow(/VITE_EXPERIENCE_LOGO_URL/);
    expect(() => buildEnv({ VITE_PRESS_LINKS: "CoinDesk https://www.coindesk.com/a" }, false)).toThrow(/VITE_PRESS_LINKS/);
  });

  test("the chain id must be named explicitly in a release, even when it is the spec's 3344", () => {
    expect(releaseProblems(appVars(RELEASE), new Set(Object.keys(RELEASE).filter((k) => k !== "VITE_CHAIN_ID")))).toEqual([
      expect.stringMatching(/^VITE_CHAIN_ID is not set/),
    ]);
  });

  test(".env.example lists every variable with its local value", () => {
    const example = parseEnvFile(readFileSync(".env.example", "utf8"));
    expect(Object.keys(example).sort()).toEqual([...ENV_NAMES].sort());
    for (const name of ENV_NAMES) expect(example[name], name).toBe(LOCAL_ENV[name]);
  });
});

describe("the Content-Security-Policy of a build", () => {
  const values = buildEnv(appVars(RELEASE), true);
  const directives = Object.fromEntries(cspDirectives({ values, scriptHashes: ["abc="], tonBridges: tonBridgeOrigins() }));

  test("scripts: the site's own and the hashed inline ones, never eval or inline at large", () => {
    expect(directives["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(cspHeader({ values, scriptHashes: [], tonBridges: [] })).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  test("the web app manifest: the site's own only (the build writes it, with its icons)", () => {
    expect(directives["manifest-src"]).toEqual(["'self'"]);
  });

  test("images: the site's own, data and blob URLs, and the configured media origins; no directive has a scheme-wide source", () => {
    expect(directives["img-src"]).toEqual(["'self'", "data:", "blob:", "https://media.pentagames.io"]);
    const two = Object.fromEntries(
      cspDirectives({ values: { ...values, VITE_MEDIA_ORIGINS: "https://cdn.pentagames.io, https://nft.pentagames.io" }, scriptHashes: [], tonBridges: [] }),
    );
    expect(two["img-src"]).toEqual(["'self'", "data:", "blob:", "https://cdn.pentagames.io", "https://nft.pentagames.io", "https://media.pentagames.io"]);
    for (const [name, sources] of Object.entries(directives))
      for (const source of sources) expect(source, `${name}: ${source}`).not.toMatch(/^(https?|wss?):?(\/\/)?\*?$/);
  });

  test("a release refuses media origins that are local or not https", () => {
    expect(refusal({ ...appVars(RELEASE), VITE_MEDIA_ORIGINS: "http://media.pentagames.io" })).toMatch(/VITE_MEDIA_ORIGINS must use https/);
    expect(refusal({ ...appVars(RELEASE), VITE_MEDIA_ORIGINS: "https://media.pentagames.io,https://localhost:9000" })).toMatch(
      /VITE_MEDIA_ORIGINS names a local/,
    );
    expect(refusal({ ...appVars(RELEASE), VITE_MEDIA_ORIGINS: "https://media.pentagames.io/pictures" })).toMatch(/VITE_MEDIA_ORIGINS/);
  });

  test("connections: exactly what the app calls", () => {
    expect(directives["connect-src"]).toEqual([
      "'self'",
      "https://arb1.arbitrum.io",
      "wss://relay.walletconnect.org",
      "wss://relay.walletconnect.com",
      "https://rpc.walletconnect.org",
      "https://rpc.walletconnect.com",
      "https://verify.walletconnect.org",
      "https://verify.walletconnect.com",
      "wss://www.walletlink.org",
      "https://bridge.tonapi.io",
      "https://tonconnectbridge.mytonwallet.org",
      "https://connect.tonhubapi.com",
    ]);
    // a backend, RPC or error reporter on another origin is added; WalletConnect only with its id
    const elsewhere = Object.fromEntries(
      cspDirectives({
        values: {
          ...values,
          VITE_API_URL: "https://api.pentagames.io",
          VITE_CHAIN_RPC_URL: "https://rpc.pentachain.io/v1",
          VITE_ERROR_REPORT_TUNNEL: "",
          VITE_WALLETCONNECT_PROJECT_ID: "",
        },
        scriptHashes: [],
        tonBridges: [],
      }),
    );
    expect(elsewhere["connect-src"]).toEqual([
      "'self'",
      "https://api.pentagames.io",
      "https://rpc.pentachain.io",
      "https://arb1.arbitrum.io",
      "https://errors.pentagames.io",
      "wss://www.walletlink.org",
    ]);
  });

  test("frames: the 3D world (and WalletConnect's verify); no site may frame the app", () => {
    expect(directives["frame-src"]).toEqual(["https://spatial.penta.com", "https://verify.walletconnect.org", "https://verify.walletconnect.com"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
  });

  test("the inline scripts of the pages are hashed; data blocks and files are not", () => {
    const dir = mkdtempSync(join(tmpdir(), "csp-"));
    const page = join(dir, "index.html");
    writeFileSync(page, '<script>one()</script><script type="application/json" id="x">[1]</script><script src="/a.js" defer></script><script>two()</script>');
    expect(inlineScriptHashes([page])).toEqual(["one()", "two()"].map((s) => createHash("sha256").update(s).digest("base64")).sort());
  });
});

describe("the release audit: what a release build must not hold", () => {
  test("a clean build passes; a map, its reference, a dev wallet (EVM, Tron, TON, WalletConnect), a /__dev path or a Hardhat address each fail it, named", () => {
    const dist = mkdtempSync(join(tmpdir(), "release-"));
    spawnSync("mkdir", ["-p", join(dist, "assets")]);
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>ok</title>");
    writeFileSync(join(dist, "assets", "index-abc.js"), "console.log('app')");
    expect(auditRelease(dist)).toEqual([]);
    writeFileSync(join(dist, "assets", "index-abc.js.map"), "{}");
    writeFileSync(join(dist, "assets", "a.js"), "x()\n//# sourceMappingURL=a.js.map");
    writeFileSync(join(dist, "assets", "b.js"), 'const n="Dev wallet (local)"');
    writeFileSync(join(dist, "assets", "c.js"), 'fetch("/__dev/mailbox")');
    writeFileSync(join(dist, "assets", "d.js"), `const a="${HARDHAT_ACCOUNTS[1]!.toLowerCase()}"`);
    writeFileSync(join(dist, "assets", "e.js"), 'const l="Open the Dev WalletConnect wallet (local)"');
    writeFileSync(join(dist, "assets", "f.js"), 'const r={relayUrl:"/__dev/walletconnect/relay"}');
    writeFileSync(join(dist, "assets", "g.js"), 'const t="Dev Tron wallet (local)"');
    writeFileSync(join(dist, "assets", "h.js"), "const b=window.pentaDevTon?.tonconnect");
    expect(auditRelease(dist).sort()).toEqual([
      "assets/a.js: a source map reference",
      "assets/b.js: the dev wallet",
      "assets/c.js: a path of the local stack's stand-ins (/__dev)",
      "assets/d.js: a Hardhat address",
      "assets/e.js: the dev WalletConnect wallet",
      "assets/f.js: a path of the local stack's stand-ins (/__dev)",
      "assets/g.js: the dev Tron or TON wallet",
      "assets/h.js: the dev Tron or TON wallet",
      "assets/index-abc.js.map: a source map",
    ]);
  });
});

describe("the production host (deploy/nginx)", () => {
  const template = readFileSync("deploy/nginx/templates/default.conf.template", "utf8");

  test("its variables are the documented ones, rendered like the image's envsubst (nginx's own $variables stay)", () => {
    const used = [...new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]))].sort();
    expect(used).toEqual(["ANALYTICS_UPSTREAM", "APP_ROOT", "BACKEND_UPSTREAM", "ERRORS_UPSTREAM", "LISTEN_PORT", "RPC_UPSTREAM", "SERVER_NAME"]);
    for (const name of used) expect(template).toMatch(new RegExp(`^#\\s+${name}\\s`, "m"));
    const rendered = renderTemplate(template, {
      LISTEN_PORT: "8080",
      SERVER_NAME: "_",
      APP_ROOT: "/srv",
      BACKEND_UPSTREAM: "https://api",
      RPC_UPSTREAM: "https://rpc/",
    });
    expect(rendered).toContain("listen 8080;");
    expect(rendered).toContain("try_files $uri $uri/index.html @app;");
    expect(rendered).toContain("${ANALYTICS_UPSTREAM}"); // not given: left as is
  });

  test("it proxies exactly the contract's path prefixes, as the dev and preview servers do", () => {
    const paths = Object.keys((JSON.parse(readFileSync("generated/openapi/all.json", "utf8")) as { paths: object }).paths);
    const hostPrefixes = /location ~ \^\/\(([^)]+)\)\(\/\|\$\)/.exec(template)![1].split("|");
    for (const path of paths)
      expect(
        hostPrefixes.some((p) => path === `/${p}` || path.startsWith(`/${p}/`)),
        path,
      ).toBe(true);
    const vitePrefixes = /const apiPrefixes = \[([^\]]+)\]/
      .exec(readFileSync("vite.config.ts", "utf8"))![1]
      .match(/"\/([^"]+)"/g)!
      .map((p) => p.slice(2, -1));
    expect(vitePrefixes.sort()).toEqual([...hostPrefixes].sort());
  });

  // the route tree read through Vite's module loader: seconds, more on a busy host
  test("the app's routes: known paths pass, others are a 404, the slug pages are exactly the configured ones", { timeout: 180_000 }, async () => {
    const routes = new RegExp((await routeTable()).hosting.appRoute);
    for (const path of ["/", "/about-us", "/about-us/", "/acc/alice", "/mine/pools/ALPHA1", "/penta-chain", "/airdrop/common", "/account/"])
      expect(routes.test(path), path).toBe(true);
    for (const path of ["/nope", "/acc/alice/extra", "/penta-nope", "/app.html", "/assets/x.js", "/__dev/mailbox"]) expect(routes.test(path), path).toBe(false);
  });

  test("what the routes declare: the pages, frames, views, redirects and early steps the build prerenders", { timeout: 180_000 }, async () => {
    const { plan, hosting } = await routeTable();
    expect(plan.pages).toEqual(
      expect.arrayContaining(["/", "/faq", "/sign-in", "/penta-chain", "/newsletters/a", "/airdrop/ascended", "/sign-up/@frame", "/mine"]),
    );
    expect(plan.pages).not.toContain("/sso");
    expect(plan.framed).toMatchObject({
      "/account": { player: true },
      "/mine/stats": { player: true },
      "/mine/partners": { player: false },
      "/acc/@frame": { player: false },
    });
    expect(plan.paramFrames).toEqual({
      "/acc": { player: false, data: true },
      "/spatial": { player: false, data: true },
      "/mine/pools": { player: true, data: true },
      "/sign-up": { player: false, data: false },
    });
    expect(plan.queryViews).toEqual({
      "/create-new-password": { param: "key", snapshotWith: true },
      "/keep-email": { param: "token", snapshotWith: false },
      "/validate-email": { param: "token", snapshotWith: false },
    });
    expect(plan.redirects).toEqual({ "/register": "/sign-up" });
    expect(Object.keys(plan.earlyScripts).sort()).toEqual([
      "/account",
      "/account/my-referrals",
      "/account/security",
      "/addrpc",
      "/mine/history",
      "/mine/pools",
      "/mine/pools/@frame",
      "/mine/stats",
      "/mine/user-summary",
      "/register",
      "/wallet",
    ]);
    expect(hosting.frames).toContainEqual({ pattern: "^/mine/pools/[^/]+/?$", file: "/mine/pools/@frame/index.html" });
  });

  test.skipIf(!NGINX)("nginx accepts the rendered config (nginx -t)", { timeout: 180_000 }, async () => {
    const prefix = mkdtempSync(join(tmpdir(), "nginx-"));
    const dist = mkdtempSync(join(tmpdir(), "dist-"));
    spawnSync("mkdir", ["-p", join(dist, "_deploy")]);
    writeFileSync(join(dist, "_deploy", "csp.conf"), "map $uri $csp { default \"default-src 'self'\"; }\n");
    writeFileSync(join(dist, "_deploy", "routes.conf"), routesConf((await routeTable()).hosting));
    const conf = writePrefix(prefix, {
      LISTEN_PORT: "127.0.0.1:4999",
      SERVER_NAME: "_",
      APP_ROOT: dist,
      BACKEND_UPSTREAM: "http://127.0.0.1:1",
      RPC_UPSTREAM: "http://127.0.0.1:1/",
      ANALYTICS_UPSTREAM: "http://127.0.0.1:1/event",
      ERRORS_UPSTREAM: "http://127.0.0.1:1/envelope",
    });
    const result = spawnSync(NGINX!, ["-t", "-p", prefix, "-c", conf], { encoding: "utf8" });
    expect(result.stderr).toContain("syntax is ok");
    expect(result.status).toBe(0);
  });
});
