import { createServer, request, type Server } from "node:http";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipOnceMiddleware } from "./preview-gzip";

const dist = mkdtempSync(join(tmpdir(), "preview-gzip-"));
const code = `export const a = ${JSON.stringify("x".repeat(4000))};\n`;
let server: Server;
let base = "";

beforeAll(async () => {
  writeFileSync(join(dist, "app.js"), code);
  writeFileSync(join(dist, "small.js"), "export {};\n");
  writeFileSync(join(dist, "picture.png"), Buffer.alloc(4000));
  const middleware = gzipOnceMiddleware(dist, { "X-Frame-Options": "DENY" });
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.setHeader("X-Passed-On", "1");
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" }, method = "GET") =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    // node's http client: fetch would take the gzip off
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });

describe("the preview's text files gzipped once", () => {
  it("answers a text file with its gzipped bytes, its type, validators and the preview's headers", async () => {
    const res = await get("/app.js");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("text/javascript");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(gunzipSync(res.body).toString()).toBe(code);
    const again = await get("/app.js", { "accept-encoding": "gzip", "if-none-match": String(res.headers.etag) });
    expect(again.status).toBe(304);
    const head = await get("/app.js", { "accept-encoding": "gzip" }, "HEAD");
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it("serves the file as it is now once it changed", async () => {
    const changed = `${code}// changed\n`;
    writeFileSync(join(dist, "app.js"), changed);
    utimesSync(join(dist, "app.js"), new Date(), new Date(Date.now() + 5000));
    expect(gunzipSync((await get("/app.js")).body).toString()).toBe(changed);
  });

  it("passes on what it does not keep: no gzip accepted, a small file, a binary one, a missing one, a path outside, a malformed one", async () => {
    for (const [path, headers] of [
      ["/app.js", { "accept-encoding": "identity" }],
      ["/small.js", undefined],
      ["/picture.png", undefined],
      ["/missing.js", undefined],
      ["/../package.json", undefined],
      ["/%2e%2e/package.json", undefined],
      ["/%E0%A4%A.js", undefined],
    ] as const)
      expect((await get(path, headers)).headers["x-passed-on"], path).toBe("1");
  });
});
