import { createServer, type IncomingMessage } from "node:http";
import { getResponse } from "msw";
import { handlers } from "./handlers";
import { demoAccounts, seed } from "./seed";

const host = process.env.MOCK_HOST ?? "127.0.0.1";
const port = Number(process.env.MOCK_PORT ?? 4010);

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  if (!headers.has("x-forwarded-for") && req.socket.remoteAddress) headers.set("x-forwarded-for", req.socket.remoteAddress);
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
  return new Request(`http://${req.headers.host ?? `${host}:${port}`}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

seed();
const server = createServer(async (req, res) => {
  try {
    const request = await toRequest(req);
    const response =
      (await getResponse(handlers, request)) ?? Response.json({ status: false, message: `No such route: ${req.method} ${req.url}` }, { status: 404 });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error(error);
    res.writeHead(500, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ status: false, message: "Internal error in the mock backend" }));
  }
});
server.listen(port, host, () => {
  console.log(`mock backend on http://${host}:${port} (dev mailbox: /__dev/mailbox)`);
  if (!process.env.QUIET) for (const a of demoAccounts) console.log(`  ${a.username.padEnd(6)} ${a.password.padEnd(15)} ${a.note}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
