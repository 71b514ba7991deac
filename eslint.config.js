import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "generated", "src/app/route-tree.gen.ts", "node_modules", "test-results", "playwright-report", ".tmp", "artifacts", "cache", "coverage", "ignition/deployments", "types"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver": { typescript: true, node: true } },
    rules: {
      "import-x/no-cycle": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Boundaries (bulletproof-react): data flows contract -> generated -> features -> routes.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/mocks/**", "**/acceptance/**"], message: "The app never imports the mock backend or the acceptance suite." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/features/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/app/**"], message: "Features never import the app layer." },
            { group: ["**/mocks/**", "**/acceptance/**"], message: "The app never imports the mock backend or the acceptance suite." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/config/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/features/*", "@/features/**", "@/app/*", "@/app/**"], message: "Shared code never imports features or the app layer." }] },
      ],
    },
  },
  {
    files: ["mocks/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/src/**", "@/*"], message: "The mock backend never imports the app." }] }],
    },
  },
);
