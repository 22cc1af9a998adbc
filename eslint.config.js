// @ts-check
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** TypeScript's and React's hooks rules over the whole tree; formatting is Prettier's alone (eslint-config-prettier). */
export default tseslint.config(
  { ignores: ["build/", "data/", ".cache/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names what a signature or a destructuring must take and the code leaves.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      // Control characters are what the sanitisers and parsers look for.
      "no-control-regex": "off",
    },
  },
  // React's rules where React is (Playwright's fixtures also call their argument `use`).
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  prettier,
);
