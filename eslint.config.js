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
  // Who is looking is read from a request's cookies once, at the edge (app/server/visit.server.ts), and
  // handed down as its Visit; the owner's session codec (logout ends the session the cookie names) is
  // the one other reader.
  {
    files: ["app/**/*.{ts,tsx}", "server.ts"],
    ignores: ["app/server/visit.server.ts", "app/lib/auth/owner-auth.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[object.property.name='headers'][property.name='cookie'], MemberExpression[object.property.name='headers'][property.value='cookie']",
          message: "Read the request's Visit (app/server/visit.server.ts), not its cookies.",
        },
        {
          selector: "CallExpression[callee.property.name='get'][arguments.0.value=/^cookie$/i]",
          message: "Read the request's Visit (app/server/visit.server.ts), not its cookies.",
        },
      ],
    },
  },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  prettier,
);
