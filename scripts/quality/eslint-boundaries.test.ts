import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layering is enforced, not only written down: each planted file breaks one boundary and
 * ESLint must refuse it with that boundary's message; the allowed imports stay allowed.
 */
// planted files exist only as text, outside any TypeScript project: the type-aware rules (and the
// type information they need) are off here; the boundaries are path rules
const options = {
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: { "@typescript-eslint/no-floating-promises": "off" as const, "@typescript-eslint/no-misused-promises": "off" as const },
  },
};
const eslint = new ESLint(options);

async function restrictedPaths(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

const violations: [string, string, string, RegExp][] = [
  [
    "a feature imports another feature (alias)",
    "src/features/auth/components/planted.tsx",
    `import { useFriends } from "@/features/friends/api/friends";\nexport const x = useFriends;`,
    /never imports another feature/,
  ],
  [
    "a feature imports another feature (relative)",
    "src/features/auth/components/planted.tsx",
    `import { useFriends } from "../../friends/api/friends";\nexport const x = useFriends;`,
    /never imports another feature/,
  ],
  [
    "a feature imports the app layer",
    "src/features/auth/components/planted.tsx",
    `import { Header } from "../../../app/layout/header";\nexport const x = Header;`,
    /Features never import the app layer/,
  ],
  [
    "shared code imports a feature",
    "src/lib/planted.ts",
    `import { useLogin } from "../features/auth/api/login";\nexport const x = useLogin;`,
    /Shared code never imports features/,
  ],
  [
    "shared code imports the app layer",
    "src/components/planted.tsx",
    `import { Header } from "@/app/layout/header";\nexport const x = Header;`,
    /Shared code never imports features/,
  ],
  [
    "the app imports the mock backend",
    "src/lib/planted.ts",
    `import { seed } from "../../mocks/seed";\nexport const x = seed;`,
    /never imports the mock backend/,
  ],
  [
    "the app imports the acceptance suite",
    "src/config/planted.ts",
    `import { test } from "../../acceptance/fixtures";\nexport const x = test;`,
    /never imports the mock backend or the acceptance suite/,
  ],
  [
    "the mock imports the app",
    "mocks/planted.ts",
    `import { session } from "../src/lib/session";\nexport const x = session;`,
    /mock backend never imports the app/,
  ],
  [
    "a component calls a generated client",
    "src/features/auth/components/planted.tsx",
    `import { login } from "@generated/api/user/sdk.gen";\nexport const x = login;`,
    /Only a feature's api\/ folder/,
  ],
  [
    "a route calls a generated client",
    "src/app/routes/planted.tsx",
    `import { login } from "../../../generated/api/user/sdk.gen";\nexport const x = login;`,
    /Only a feature's api\/ folder/,
  ],
  [
    "shared code calls a generated client",
    "src/lib/planted.ts",
    `import { login } from "@generated/api/user/sdk.gen";\nexport const x = login;`,
    /Only a feature's api\/ folder/,
  ],
  [
    "a new feature's hook calls a generated client",
    "src/features/mining/hooks/planted.ts",
    `import { login } from "@generated/api/user/sdk.gen";\nexport const x = login;`,
    /Only a feature's api\/ folder/,
  ],
];

const allowed: [string, string, string][] = [
  [
    "a feature's api folder calls a generated client",
    "src/features/auth/api/planted.ts",
    `import { login } from "@generated/api/user/sdk.gen";\nexport const x = login;`,
  ],
  ["a feature uses shared code", "src/features/auth/components/planted.tsx", `import { session } from "@/lib/session";\nexport const x = session;`],
  [
    "a route composes two features",
    "src/app/routes/planted.tsx",
    `import { useLogin } from "@/features/auth/api/login";\nimport { useFriends } from "@/features/friends/api/friends";\nexport const x = [useLogin, useFriends];`,
  ],
  ["the mock reads the generated schemas", "mocks/planted.ts", `import { zErrorBody } from "../generated/api/user/zod.gen";\nexport const x = zErrorBody;`],
];

// the first lint loads the whole flat config (typescript-eslint, import-x): seconds on a busy 2-core machine
describe("ESLint boundaries", { timeout: 30_000 }, () => {
  it.each(violations)("refuses: %s", async (_name, file, code, message) => {
    const messages = await restrictedPaths(file, code);
    expect(messages.length, messages.join("\n")).toBeGreaterThan(0);
    expect(messages.join("\n")).toMatch(message);
  });
  it.each(allowed)("allows: %s", async (_name, file, code) => {
    expect(await restrictedPaths(file, code)).toEqual([]);
  });
});

describe("HTML reaches the page only through the sanitising component", { timeout: 30_000 }, () => {
  const injected = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
  it("refuses dangerouslySetInnerHTML and innerHTML anywhere else", async () => {
    expect(
      await injected(
        "src/features/marketing/components/planted.tsx",
        `export const X = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={{ __html: h }} />;`,
      ),
    ).toEqual([expect.stringMatching(/SanitizedHtml/)]);
    expect(await injected("src/lib/planted.ts", `export const put = (e: HTMLElement, h: string) => { e.innerHTML = h; };`)).toEqual([
      expect.stringMatching(/SanitizedHtml/),
    ]);
  });
  it("allows it in the sanitising component", async () => {
    expect(
      await injected("src/components/sanitized-html.tsx", `export const X = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={{ __html: h }} />;`),
    ).toEqual([]);
  });
});

describe("no import cycles", { timeout: 60_000 }, () => {
  it("refuses a planted cycle (two modules that import each other); the rule holds in the mock and in the app", async () => {
    for (const file of ["mocks/domain/planted.ts", "src/lib/planted.ts"])
      expect((await eslint.calculateConfigForFile(file)).rules?.["import-x/no-cycle"]?.[0], file).toBe(2);
    // planted in .tmp/, which the lint ignores and no type check or walk of the sources reads: they
    // run beside this test, and would meet its files (or lose them between listing and reading)
    const { mkdirSync, rmSync, writeFileSync } = await import("node:fs");
    const dir = `.tmp/planted-cycle-${process.pid}`;
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(`${dir}/a.ts`, `import { b } from "./b";\nexport const a = () => b();\n`);
      writeFileSync(`${dir}/b.ts`, `import { a } from "./a";\nexport const b = (): unknown => a;\n`);
      const results = await new ESLint({ ...options, ignore: false }).lintFiles([`${dir}/a.ts`, `${dir}/b.ts`]);
      const cycles = results.flatMap((r) => r.messages.filter((m) => m.ruleId === "import-x/no-cycle"));
      expect(cycles.length, JSON.stringify(results.map((r) => r.messages))).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the configuration's table in the app", () => {
  const messages = async (code: string) =>
    (await eslint.lintText(code, { filePath: "src/lib/planted.ts" }))[0]!.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports");

  it("refuses a value imported from it (its local values would be bundled into a release)", async () => {
    expect((await messages(`import { LOCAL_ENV } from "@/config/env-table";\nexport const x = LOCAL_ENV;`)).map((m) => m.message)).toEqual([
      expect.stringMatching(/for its types only/),
    ]);
  });

  it("allows its types", async () => {
    expect(await messages(`import type { Env } from "../config/env-table";\nexport type X = Env;`)).toEqual([]);
  });
});
