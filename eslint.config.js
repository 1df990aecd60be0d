import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

import houseRules from "./scripts/checks/lint/no-unexplained-cast.mjs";

// The Node scripts (scripts/) and the CMS (apps/cms: its source, scripts, tests and admin e2e), under the rules
// apps/web lints with (apps/web/eslint.config.js, run by its own `npm run lint`): ESLint's recommended rules and
// typescript-eslint's strict set. A cast needs a comment saying why (scripts/checks/lint/no-unexplained-cast.mjs);
// apps/web allows none at all.
export default tseslint.config(
  {
    ignores: [
      "**/node_modules",
      "apps/web",
      "packages/*/dist",
      "apps/cms/dist",
      "apps/cms/build",
      "apps/cms/.tmp",
      "apps/cms/.strapi",
      "apps/cms/.cache",
      "apps/cms/public",
      "apps/cms/types/generated",
      "apps/cms/test-results",
      "apps/cms/playwright-report",
      "bench-results",
      "test-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { globals: { ...globals.node } },
    plugins: { house: houseRules },
    rules: {
      "house/no-unexplained-cast": "error",
      // The rule above asks for the reason instead of banning the cast (apps/web bans every cast).
      "@typescript-eslint/consistent-type-assertions": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      // A leading underscore marks a parameter a signature requires (Strapi calls middlewares with two), and a rest
      // sibling names what an object is taken without.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The admin panel's customisations run in the browser (Strapi's React 18 admin).
    files: ["apps/cms/src/admin/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
