import { createServer, type Server } from "node:http";
import { http, passthrough } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { server as msw } from "../../vitest.setup.ts";
import { importsOf, scriptsOf, warmDevServer } from "./warm-dev-server.ts";

// what the dev server serves, as it serves it (src/app/main.tsx, a route file, index.html)
const MAIN = [
  `import { createHotContext as __vite__createHotContext } from "/@vite/client";import.meta.hot = __vite__createHotContext("/src/app/main.tsx");`,
  `// first: every zod schema is built without eval, see import "nothing"`,
  `import "/src/lib/zod-jitless.ts";`,
  `import { QueryClientProvider } from "/node_modules/.vite/deps/@tanstack_react-query.js?v=ea6887ae";`,
  `import __vite__cjsImport3_react from "/node_modules/.vite/deps/react.js?v=ea6887ae";`,
  `export { session } from "/src/lib/session.ts";`,
  `import * as RefreshRuntime from "/@react-refresh";`,
  `const lazy = () => import("/src/features/wallets/sdk.ts");`,
  `const IndexComponent = lazyRouteComponent(() => import("/src/app/routes/index.tsx?tsr-split=component"), "component");`,
].join("\n");

describe("warming the dev server up (npm start)", () => {
  it("follows a module's static imports and its route pieces, not what a page loads on intent", () => {
    expect(importsOf(MAIN)).toEqual([
      "/@vite/client",
      "/src/lib/zod-jitless.ts",
      "/node_modules/.vite/deps/@tanstack_react-query.js?v=ea6887ae",
      "/node_modules/.vite/deps/react.js?v=ea6887ae",
      "/src/lib/session.ts",
      "/@react-refresh",
      "/src/app/routes/index.tsx?tsr-split=component",
    ]);
  });

  it("starts from the page's module scripts, inline ones included", () => {
    const html = `<script type="module">import { injectIntoGlobalHook } from "/@react-refresh";
injectIntoGlobalHook(window);</script>
<script type="module" src="/@vite/client"></script>
<script src="/legacy.js"></script>
<script type="module" src="/src/app/main.tsx"></script>`;
    expect(scriptsOf(html)).toEqual(["/@vite/client", "/src/app/main.tsx", "/@react-refresh"]);
  });

  let server: Server | undefined;
  afterEach(() => server?.close());

  it("asks for every module the page reaches, each once, and goes on past one that fails", async () => {
    const modules: Record<string, string> = {
      "/": `<script type="module" src="/a.js"></script>`,
      "/a.js": `import "/b.js"; import "/missing.js"; import("/c.js?tsr-split=component");`,
      "/b.js": `import "/a.js"; import "/d.js";`,
      "/c.js?tsr-split=component": `import "/d.js";`,
      "/d.js": `export const d = 1;`,
    };
    const asked: string[] = [];
    server = createServer((req, res) => {
      asked.push(req.url!);
      const body = modules[req.url!];
      res.writeHead(body === undefined ? 404 : 200).end(body ?? "");
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    // a real server: the crawl's requests go to the network, not to vitest's handlers
    msw.use(http.all(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`), () => passthrough()));
    expect(await warmDevServer(`http://127.0.0.1:${port}`)).toBe(4);
    expect(asked.sort()).toEqual(["/", "/a.js", "/b.js", "/c.js?tsr-split=component", "/d.js", "/missing.js"]);
  });
});
