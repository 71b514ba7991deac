/**
 * zod compiles object parsers with `new Function` when it may; the site's Content-Security-Policy
 * allows no eval (no 'unsafe-eval'), so zod's probe for it would be a violation on every page that
 * builds a schema. Imported first by the entry (src/app/main.tsx), before any schema exists.
 * zod keeps its configuration on globalThis (shared by every copy of zod), so the entry sets it
 * without loading zod; zod-jitless.test.ts proves the installed zod reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
