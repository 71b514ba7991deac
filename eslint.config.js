import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import compat from "eslint-plugin-compat";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layering (docs/architecture.md, "Layout"), as path-based zones of import-x/no-restricted-paths. The
 * per-feature zones are derived from the folders at lint time and the rest are globs, so a new
 * feature (or a new file anywhere) is covered without editing this file. Every zone is proved by eslint-boundaries.test.ts, which lints planted
 * files that break it.
 */
const features = readdirSync("src/features", { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
/**
 * Everything in src/ but the places that may import the generated API clients: each feature's
 * api/ folder, the shared error parser, the email rule (the contract's Email schema) and the
 * clients' runtime configuration (globs, so new files
 * and new features are covered as they appear).
 */
const notGeneratedApiReaders = [
  "./src/!(features|lib)/**",
  "./src/*.{ts,tsx}",
  "./src/lib/!(api-error.ts|api-config.ts|email.ts)",
  "./src/lib/*/**",
  "./src/features/*/!(api)",
  "./src/features/*/!(api)/**",
];

export const boundaryZones = [
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: "./src/features",
    except: [`./${f}`],
    message: "A feature never imports another feature: compose them in a route (src/app).",
  })),
  { target: "./src/features", from: "./src/app", message: "Features never import the app layer." },
  {
    target: ["./src/components", "./src/lib", "./src/config"],
    from: ["./src/features", "./src/app"],
    message: "Shared code never imports features or the app layer.",
  },
  { target: "./src", from: ["./mocks", "./acceptance"], message: "The app never imports the mock backend or the acceptance suite." },
  {
    target: "./mocks",
    from: ["./src", "./acceptance"],
    message: "The mock backend never imports the app (only generated/, whose clients read src/lib/api-config.ts).",
  },
  {
    target: "./generated",
    from: ["./src", "./mocks", "./acceptance"],
    message: "Generated code imports nothing of ours (but the clients' runtime config, written by the generator).",
  },
  {
    target: notGeneratedApiReaders,
    from: "./generated/api",
    message: "Only a feature's api/ folder calls the generated clients: add a hook or options object there.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "generated",
      "src/app/route-tree.gen.ts",
      "node_modules",
      "test-results",
      "playwright-report",
      ".tmp",
      ".stryker-tmp",
      "artifacts",
      "cache",
      "coverage",
      "ignition/deployments",
      "types",
      ".mock-state",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    // import-x's TypeScript settings (parsers and extensions) with the node resolver beside: without
    // them import-x cannot read a .ts module's imports, and no-cycle sees no cycle at all
    settings: {
      ...Object.fromEntries(Object.entries(importX.flatConfigs.typescript.settings).filter(([k]) => k !== "import-x/resolver")),
      "import-x/resolver-next": [createTypeScriptImportResolver(), importX.createNodeResolver()],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // every package imported is declared in package.json (the app's own code: in dependencies)
      "import-x/no-extraneous-dependencies": ["error", { devDependencies: true, optionalDependencies: false }],
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off",
    },
  },
  {
    // what ships to players imports only what `dependencies` declares (tests may use devDependencies)
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/app/testing/**"],
    rules: { "import-x/no-extraneous-dependencies": ["error", { devDependencies: false, optionalDependencies: false }] },
  },
  {
    // the configuration's table holds the local stack's values: the app reads its types only (the
    // build compiles the checked values in), so no local value is bundled into a release
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/app/testing/**", "src/config/env-table.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)env-table(\\.ts)?$",
              allowTypeImports: true,
              message: "The app imports src/config/env-table.ts for its types only: read values through src/config/env.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // every write acts once per intent: the app makes its mutations through src/lib/write.ts
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/lib/write.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              importNames: ["useMutation"],
              message: "Make a write with useWrite (src/lib/write.ts): one Idempotency-Key per intent, and no second send while it is under way.",
            },
          ],
        },
      ],
    },
  },
  {
    // a promise is awaited, returned, or marked `void` on purpose: none is dropped by accident (the
    // app's code, linted with its types: tsconfig.app.json)
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/app/testing/**"],
    languageOptions: { parserOptions: { project: "./tsconfig.app.json", tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // labelled controls, keyboard-usable interactions, meaningful alternatives (the acceptance suite's axe checks see the rendered page; this sees every component)
    files: ["src/**/*.tsx"],
    ...jsxA11y.configs.recommended,
  },
  {
    // what ships to players uses only what every supported browser has (package.json's browserslist,
    // docs/browsers.md), Web APIs and the language's own, unless a feature check guards it
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/app/testing/**"],
    ...compat.configs["flat/recommended"],
    settings: { lintAllEsApis: true },
  },
  {
    // the mock keeps one job per module, so each reads whole: none over 250 lines; a module that grows past
    // it is split by job (mocks/domain/ton-proof.ts from wallets.ts, handlers/dev-world.ts from dev.ts)
    files: ["mocks/**/*.ts"],
    ignores: ["mocks/**/*.test.ts"],
    rules: { "max-lines": ["error", { max: 250 }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // HTML reaches the page only through the one sanitising component (airdrop-campaigns.md §5)
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/sanitized-html.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Inject HTML only through <SanitizedHtml> (src/components/sanitized-html.tsx).",
        },
        {
          selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]",
          message: "Inject HTML only through <SanitizedHtml> (src/components/sanitized-html.tsx).",
        },
        {
          // a focused button that turns disabled drops a keyboard player's place to the page
          selector:
            "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='disabled'] :matches(MemberExpression[property.name='isPending'], Identifier[name=/^(busy|pending)$/])",
          message: "A button whose action is under way is a <BusyButton busy={…}> (src/components/busy-button.tsx): it keeps the focus.",
        },
      ],
    },
  },
);
