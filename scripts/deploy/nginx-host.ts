// Serves a build through the production host config (deploy/nginx), with the distribution's
// nginx, exactly as the official image would: the template rendered like its envsubst step (only
// the variables given are replaced), the snippets beside it, brotli where the module exists.
//
//   tsx scripts/deploy/nginx-host.ts --dist DIR --port N --backend URL --rpc URL --analytics URL --errors URL
//
// It runs in the foreground until stopped (the acceptance suite's `deploy` project starts it as a
// web server). Without nginx on the machine it says so and exits with 3.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const NGINX = process.env.NGINX_PATH ?? ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
/** njs, for the RPC gate (deploy/nginx/snippets/rpc-gate.js): required, as the official image ships it. */
export const JS_MODULE = ["/usr/lib/nginx/modules/ngx_http_js_module.so", "/etc/nginx/modules/ngx_http_js_module.so"].find((p) => existsSync(p));
const MIME_TYPES = ["/etc/nginx/mime.types", "/usr/local/etc/nginx/mime.types"].find((p) => existsSync(p));

/** envsubst as the official image runs it: `${NAME}` of the given names only. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name) => vars[name] ?? whole);
}

/** Writes an nginx prefix (config, snippets, logs) for `vars` into `prefix`; returns the config path. */
export function writePrefix(prefix: string, vars: Record<string, string>): string {
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of ["conf.d", "snippets", "logs", "tmp"]) mkdirSync(join(prefix, dir), { recursive: true });
  for (const file of readdirSync("deploy/nginx/snippets")) copyFileSync(join("deploy/nginx/snippets", file), join(prefix, "snippets", file));
  const brotli = existsSync(BROTLI_MODULE);
  if (brotli) copyFileSync("deploy/nginx/optional/brotli.conf", join(prefix, "snippets", "compression-brotli.conf"));
  const template = readFileSync("deploy/nginx/templates/default.conf.template", "utf8");
  writeFileSync(join(prefix, "conf.d", "default.conf"), renderTemplate(template, vars));
  if (!MIME_TYPES) throw new Error("no mime.types found (is nginx installed?)");
  copyFileSync(MIME_TYPES, join(prefix, "mime.types"));
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    [
      brotli ? `load_module ${BROTLI_MODULE};` : "",
      JS_MODULE ? `load_module ${JS_MODULE};` : "",
      "worker_processes 1;",
      `pid ${join(prefix, "nginx.pid")};`,
      `error_log ${join(prefix, "logs", "error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  include mime.types;",
      "  default_type application/octet-stream;",
      `  access_log ${join(prefix, "logs", "access.log")};`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${join(prefix, "tmp", t)};`),
      "  include conf.d/*.conf;",
      "}",
      "",
    ]
      .filter((l) => l !== "")
      .join("\n"),
  );
  return conf;
}

const isMain = process.argv[1]?.endsWith("nginx-host.ts");
if (isMain) {
  const arg = (name: string, fallback?: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    const value = i >= 0 ? process.argv[i + 1] : undefined;
    if (value !== undefined) return value;
    if (fallback === undefined) throw new Error(`--${name} is required`);
    return fallback;
  };
  if (!NGINX) {
    console.error("nginx is not installed here (apt-get install nginx, or NGINX_PATH=...): the production host cannot be run");
    process.exit(3);
  }
  const port = arg("port");
  const prefix = resolve(`.tmp/nginx-${port}`);
  const conf = writePrefix(prefix, {
    LISTEN_PORT: `127.0.0.1:${port}`,
    SERVER_NAME: "_",
    APP_ROOT: resolve(arg("dist")),
    BACKEND_UPSTREAM: arg("backend"),
    RPC_UPSTREAM: arg("rpc"),
    ANALYTICS_UPSTREAM: arg("analytics"),
    ERRORS_UPSTREAM: arg("errors"),
  });
  const test = spawnSync(NGINX, ["-t", "-q", "-p", prefix, "-c", conf], { encoding: "utf8" });
  if (test.status !== 0) {
    console.error(`nginx refuses the config:\n${test.stderr}`);
    process.exit(1);
  }
  const nginx = spawn(NGINX, ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
  const stop = () => nginx.kill("SIGQUIT");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  nginx.on("exit", (code) => process.exit(code ?? 0));
  console.log(`nginx serves ${arg("dist")} on http://127.0.0.1:${port}`);
}
