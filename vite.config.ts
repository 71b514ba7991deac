import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath, URL } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from "vite";
import brand from "./brand.json" with { type: "json" };
import { buildEnv } from "./env.config.ts";
import { APP_SHELL, routerConfig } from "./router.config.ts";
import { paramFrameFor, type HostingRules } from "./src/config/prerender.ts";
import { browserTargets } from "./scripts/build/browser-targets.ts";
import { brandAssets } from "./scripts/build/brand-assets.ts";
import { localTonWallets } from "./scripts/build/local-ton-wallets.ts";
import { testChainByCookie } from "./scripts/build/test-chain-by-cookie.ts";
import { testFilesByCookie } from "./scripts/build/test-files-by-cookie.ts";
import { gzipOnce } from "./scripts/build/preview-gzip.ts";

/** Where the app's same-origin API paths go: the mock (or a conformance proxy, or a real backend). */
const backend = process.env.BACKEND_URL ?? "http://127.0.0.1:4010";
/** The mock's dev stand-ins (mailbox) are not part of the contract, so they bypass a conformance proxy. */
const devBackend = process.env.MOCK_URL ?? backend;
const apiPrefixes = ["/api", "/mining", "/pool", "/block", "/user/rewards", "/user/history"];
/** The mock trusts the client address this proxy appends to X-Forwarded-For only with this secret. */
const proxyHeaders = process.env.MOCK_PROXY_SECRET ? { "x-mock-proxy": process.env.MOCK_PROXY_SECRET } : undefined;
const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(apiPrefixes.map((p) => [p, { target: backend, changeOrigin: false, xfwd: true, headers: proxyHeaders }])),
  // WebSockets too: the local stack's WalletConnect relay stand-in is at /__dev/walletconnect/relay
  "/__dev": { target: devBackend, changeOrigin: false, ws: true },
  // the product chain's RPC, same origin for the browser
  "/rpc": { target: process.env.CHAIN_RPC_URL ?? "http://127.0.0.1:8545", changeOrigin: true, rewrite: () => "/" },
};

/**
 * No site may frame the app (clickjacking; the sign-in widget above all): the dev server and
 * `vite preview` send what the production host sends (deploy/nginx.conf).
 */
const securityHeaders = { "Content-Security-Policy": "frame-ancestors 'none'", "X-Frame-Options": "DENY" };

/**
 * A release keeps its source maps out of dist/ (nothing served reveals the source): they move to
 * `<outDir>-sourcemaps/`, ready for upload to the error reporter.
 */
const sourcemapsOutOfDist = (): Plugin => ({
  name: "sourcemaps-out-of-dist",
  apply: "build",
  writeBundle(options) {
    const dist = resolve(options.dir!);
    const target = `${dist}-sourcemaps`;
    rmSync(target, { recursive: true, force: true });
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    for (const file of walk(dist).filter((f) => f.endsWith(".map"))) {
      const to = join(target, relative(dist, file));
      mkdirSync(dirname(to), { recursive: true });
      renameSync(file, to);
    }
  },
});

/**
 * WalletConnect's imports that the app's use of it never needs, replaced in the browser build
 * (vendor-stand-ins/walletconnect-trims, each file says why): `cross-fetch`, a fetch ponyfill, by the
 * platform's fetch; in @walletconnect/utils, `ox` (only to verify one-click-auth CACAO signatures,
 * which the app never requests) and `@msgpack/msgpack` and `blakejs` (only for Algorand and Polkadot
 * transaction ids; the app asks for eip155 alone) by stand-ins that refuse, so the WalletConnect path
 * stays within its size budget (npm run size). Node, vitest and the dev server resolve the real
 * packages.
 */
const walletConnectTrims = (): Plugin => {
  const trims = fileURLToPath(new URL("./vendor-stand-ins/walletconnect-trims/", import.meta.url));
  return {
    name: "walletconnect-trims",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "cross-fetch" && importer?.includes("/node_modules/@walletconnect/")) return join(trims, "fetch.js");
      if (!importer?.includes("/node_modules/@walletconnect/utils/")) return null;
      if (source === "ox") return join(trims, "ox.js");
      if (source === "@msgpack/msgpack" || source === "blakejs") return join(trims, "other-chains.js");
      return null;
    },
  };
};

/**
 * The router plugin's code splitting makes each split route component with the router's own
 * `lazyRouteComponent`, and each split loader with its `lazyFn`; the routes use the app's
 * (src/app/lazy-route-component.ts: its components keep React's rules for use(), which the
 * router's break when a pending or error state renders before its chunk; its loaders can be
 * loaded ahead, as the build's snapshots do). The imports the plugin adds are replaced; a route
 * file split any other way stops the build.
 */
const ROUTER_LAZY_IMPORTS = { lazyRouteComponent: "lazyRouteComponent(", lazyFn: "lazyFn(" };
const appLazyRouteComponent = (): Plugin => ({
  name: "app-lazy-route-component",
  transform(code, id) {
    if (!id.includes("/src/app/routes/")) return null;
    let replaced = code;
    for (const [name, call] of Object.entries(ROUTER_LAZY_IMPORTS)) {
      if (!code.includes(call)) continue;
      const routerImport = new RegExp(`import \\{ ${name} \\} from ["']@tanstack\\/react-router["'];?`);
      if (!routerImport.test(code))
        throw new Error(`${id}: the router plugin split this route without importing its ${name}: update appLazyRouteComponent in vite.config.ts`);
      replaced = replaced.replace(routerImport, `import { ${name} } from "@/app/lazy-route-component"`);
    }
    return replaced === code ? null : { code: replaced, map: null };
  },
});

/** The brand name reaches index.html from brand.json, its one source. */
const brandHtml = (): Plugin => ({ name: "brand-html", transformIndexHtml: (html) => html.replaceAll("%PRODUCT_NAME%", brand.name) });

/** Cache-Control as deploy/nginx sends it for `pathname` (the preview's answers, like the host's). */
function hostCacheControl(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (/^\/(tonconnect-manifest\.json|tonconnect\/)/.test(pathname)) return "public, max-age=3600";
  if (/\.(svg|png|jpe?g|webp|gif|ico|webm|mp4|woff2?|zip|pdf|json)$/.test(pathname)) return "public, max-age=86400";
  return "no-cache";
}

/**
 * `vite preview` serves the build the way the production host must: a page prerendered at build
 * time (`dist/<path>/index.html`) where there is one, a parameter page's frame (the build's hosting
 * rules, `dist/_deploy/routes.json`, from which the nginx map is written too), the app shell
 * (`dist/app.html`) for every other page path. API paths are left to the proxy.
 */
const prerenderedPages = (): Plugin => ({
  name: "prerendered-pages",
  configurePreviewServer(server) {
    const dist = resolve(server.config.root, server.config.build.outDir);
    // the rules of the build being served (read once it has them: the prerender serves the build before its snapshots exist)
    let hosting: HostingRules | undefined;
    const rules = (): HostingRules | undefined => {
      const file = join(dist, "_deploy", "routes.json");
      if (!hosting && existsSync(file)) hosting = (JSON.parse(readFileSync(file, "utf8")) as { hosting: HostingRules }).hosting;
      return hosting;
    };
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? "/", "http://host");
      const api = Object.keys(proxy).some((p) => url.pathname.startsWith(p));
      // the production host's caching (deploy/nginx): a second visit revalidates the page alone
      if (!api) res.setHeader("Cache-Control", hostCacheControl(url.pathname));
      const page = (req.method === "GET" || req.method === "HEAD") && !extname(url.pathname) && !api;
      if (page) {
        const prerendered = join(url.pathname, "index.html");
        const hostRules = rules();
        const frame = hostRules ? paramFrameFor(hostRules, url.pathname) : null;
        if (existsSync(join(dist, prerendered))) req.url = prerendered + url.search;
        else if (frame && existsSync(join(dist, frame))) req.url = frame + url.search;
        else if (existsSync(join(dist, APP_SHELL))) req.url = `/${APP_SHELL}${url.search}`;
      }
      next();
    });
  },
});

/**
 * The configuration (src/config/env-table.ts) is resolved and checked here, once per run: the
 * local values (env.config.ts) overridden by the environment and `.env*` files, or, for a release
 * (`--mode release`, which `npm run build -- --release` and a NODE_ENV=production build use), the
 * given values alone, refused when local or placeholders. Vite then compiles them in.
 */
export default defineConfig(({ command, mode }) => {
  const release = mode === "release";
  const values = buildEnv(loadEnv(mode, process.cwd(), "VITE_"), release && command === "build");
  // Vite reads VITE_* from process.env after this file: the resolved values are what it compiles in
  for (const [name, value] of Object.entries(values)) process.env[name] = value;
  return {
    define: { __LOCAL_STACK__: JSON.stringify(!release) },
    plugins: [
      // first: a file the test's cookie calls gone is gone before any server of its pages answers
      ...(process.env.ACCEPTANCE_CHAIN_COOKIE === "1" && command === "serve" ? [testChainByCookie(), testFilesByCookie()] : []),
      brandHtml(),
      brandAssets(),
      prerenderedPages(),
      gzipOnce(),
      walletConnectTrims(),
      ...(release ? [sourcemapsOutOfDist()] : [localTonWallets()]),
      tanstackRouter({
        ...routerConfig,
        autoCodeSplitting: true,
        // loaders import generated sdks (and zod): split them out of the entry with the components
        codeSplittingOptions: { defaultBehavior: [["loader"], ["component"], ["pendingComponent", "errorComponent", "notFoundComponent"]] },
      }),
      appLazyRouteComponent(),
      react(),
    ],
    resolve: {
      alias: {
        "@": fileURLToPath(new URL("./src", import.meta.url)),
        "@generated": fileURLToPath(new URL("./generated", import.meta.url)),
      },
    },
    server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy, headers: securityHeaders },
    // the dev server's dependency scan starts from the app's page only: other HTML in the tree (the
    // contract's reference pages, the release build, reports) is no entry of the app, and a
    // dependency found late makes the dev server reload the pages it serves
    optimizeDeps: { entries: ["index.html"] },
    preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy, headers: securityHeaders },
    build: {
      // the supported browsers (package.json's browserslist; docs/browsers.md): syntax they lack is lowered
      target: browserTargets(),
      sourcemap: "hidden",
      manifest: true,
      chunkSizeWarningLimit: 600,
      // the stylesheets live with their features in the source, and ship as one small file: split
      // per chunk, a prerendered page would wait on several render-blocking stylesheets
      cssCodeSplit: false,
      // a page's code in a few files: a phone's connection takes a few requests at a
      // time (HTTP/1.1: six), and each wave of small chunks costs it a round trip. The libraries
      // every page starts with in one chunk, the app's own start in the entry, and what at least
      // 20 of the routes' split parts (loader, component, pending states) share in one more; the
      // rest splits by route. The libraries' chunk runs before the entry's own modules
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "framework", test: /node_modules/, tags: ["$initial"], priority: 3 },
              { name: "shell", tags: ["$initial"], priority: 2 },
              { name: "common", minShareCount: 20, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
