import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 exchange over a plain socket, exactly as written: any request line, any Host, any
 * body. (MSW intercepts the test process's own http and fetch, but not raw sockets.)
 */
export function rawHttp(port: number, head: string, body: Buffer | string = "", timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("no answer in time"));
    }, timeoutMs);
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", () => undefined); // the server may close while a large body is still being written
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const [headText = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = headText.split("\r\n");
      const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      let payload = rest.join("\r\n\r\n");
      if (headers["transfer-encoding"] === "chunked") payload = payload.replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n|\r\n0\r\n\r\n$/gi, "");
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: payload });
    });
    const length = body.length > 0 && !/^content-length:/im.test(head) ? `\r\nContent-Length: ${Buffer.byteLength(body)}` : "";
    socket.write(`${head.replace(/\n/g, "\r\n")}${length}\r\nConnection: close\r\n\r\n`);
    // the socket stays open for the answer (a half-close may end the exchange before a slow answer)
    socket.write(body);
  });
}
