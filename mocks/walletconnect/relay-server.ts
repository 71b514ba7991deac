import type { IncomingMessage, Server } from "node:http";
import { createRequire } from "node:module";
import type { Duplex } from "node:stream";
import type { WebSocketServer } from "ws";
import { Relay, RELAY_PATH } from "./relay";
import { checkRelayAuth } from "./relay-auth";
import { RELAY_LIMITS } from "./relay-protocol";

/**
 * ws's server, as the install has it: ws 7 (the version WalletConnect's own Node transport takes),
 * whose CommonJS export names it `Server` (ws 8 keeps that name too); the types are @types/ws's.
 */
const { Server: WsServer } = createRequire(import.meta.url)("ws") as { Server: typeof WebSocketServer };
const OPEN = 1;

const refuse = (socket: Duplex, status: string, reason: string) => {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
};

/**
 * Serves the relay on `server` at RELAY_PATH (WebSocket upgrades; any other upgrade is refused).
 * A client must name a project (any 32 hex digits: there is no WalletConnect Cloud here) and sign
 * its auth; each connection is pinged and dropped when it stops answering.
 */
export function attachRelay(server: Server, relay = new Relay()): Relay {
  const sockets = new WsServer({ noServer: true, maxPayload: RELAY_LIMITS.maxMessageChars * 2 });
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL;
    try {
      url = new URL(req.url ?? "", "http://relay.invalid");
    } catch {
      return refuse(socket, "400 Bad Request", "The request target must be a path");
    }
    if (url.pathname !== RELAY_PATH) return refuse(socket, "404 Not Found", `No WebSocket at ${url.pathname}`);
    if (!/^[0-9a-f]{32}$/.test(url.searchParams.get("projectId") ?? "")) return refuse(socket, "400 Bad Request", "projectId must be 32 hex digits");
    const auth = checkRelayAuth(url.searchParams.get("auth") ?? "");
    if ("refused" in auth) return refuse(socket, "401 Unauthorized", auth.refused);
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const client = relay.connect(auth.clientId, (text) => ws.readyState === OPEN && ws.send(text));
      client.onClose = () => ws.readyState === OPEN && ws.close(1000);
      let alive = true;
      const ping = setInterval(() => {
        if (!alive) return ws.terminate();
        alive = false;
        ws.ping();
      }, RELAY_LIMITS.pingMs);
      ping.unref();
      ws.on("pong", () => (alive = true));
      ws.on("message", (data) => client.receive(String(data)));
      ws.on("close", () => {
        clearInterval(ping);
        client.close();
      });
      ws.on("error", () => ws.terminate());
    });
  });
  return relay;
}
