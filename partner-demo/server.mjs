// The demo partner site (a faucet of the product's token) on its own origin, for the sign-in
// widget: `npm start` serves it on 127.0.0.1:5180. A small static page plus the one thing a
// partner must keep on its server: the client secret, used to exchange the widget's code for a
// read-only token (POST /exchange). Not part of the app's bundle.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import brand from "../brand.json" with { type: "json" };

const PORT = Number(process.env.PARTNER_PORT ?? 5180);
const HOST = "127.0.0.1";
/** Where the widget lives (the app) and where the backend answers (the mock, or a real one). */
const APP_URL = (process.env.APP_URL ?? "http://127.0.0.1:5173").replace(/\/$/, "");
const BACKEND_URL = (process.env.BACKEND_URL ?? "http://127.0.0.1:4010").replace(/\/$/, "");
const CLIENT_ID = process.env.SSO_CLIENT_ID ?? `${brand.slug}-faucet`;
const CLIENT_SECRET = process.env.SSO_DEMO_SECRET ?? "local-demo-faucet-secret";
const self = `http://${HOST}:${PORT}`;

const page = readFileSync(new URL("./index.html", import.meta.url), "utf8")
  .replaceAll("{product}", brand.name)
  .replace("__CONFIG__", JSON.stringify({ appOrigin: new URL(APP_URL).origin, widgetUrl: `${APP_URL}/sso`, clientId: CLIENT_ID }));

async function readJson(req) {
  let text = "";
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) throw new Error("too large");
  }
  return JSON.parse(text);
}

const send = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
};

createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", self);
  if (req.method === "GET" && (url.pathname === "/" || url.pathname === "/callback")) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": "frame-ancestors 'none'" });
    return res.end(page);
  }
  if (req.method === "POST" && url.pathname === "/exchange") {
    try {
      const { code } = await readJson(req);
      if (typeof code !== "string" || code.length > 256) return send(res, 400, { message: "code missing" });
      // the exchange, with the secret that never leaves this server
      const token = await fetch(`${BACKEND_URL}/api/v1/sso/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ authorization_code: code, access_token: CLIENT_SECRET }),
      });
      const granted = await token.json();
      if (!token.ok) return send(res, token.status, { message: granted.message ?? "The exchange failed" });
      // what the faucet needs, read with the read-only token
      const info = await fetch(`${BACKEND_URL}/api/v1/user/info`, { headers: { authorization: `Bearer ${granted.token}` } });
      const profile = await info.json();
      if (!info.ok) return send(res, info.status, { message: profile.message ?? "The account could not be read" });
      const user = profile.result.user;
      // and how much the faucet may give this account a day (the VIP rule is the backend's)
      const allowance = await fetch(`${BACKEND_URL}/api/v1/user/faucet`, { headers: { authorization: `Bearer ${granted.token}` } });
      const faucet = await allowance.json();
      if (!allowance.ok) return send(res, allowance.status, { message: faucet.message ?? "The faucet allowance could not be read" });
      return send(res, 200, { username: user.username, wallet: user.mm_address ?? null, scope: granted.scope, faucet: faucet.result });
    } catch {
      return send(res, 400, { message: "Bad request" });
    }
  }
  res.writeHead(404, { "content-type": "text/plain" });
  res.end("Not found");
}).listen(PORT, HOST, () => console.log(`demo partner (faucet) on ${self}`));
