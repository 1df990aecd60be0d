import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The build-time wall. build-time/ runs in Node at build time (file system, the CMS); browser code never
// imports it: not by alias, not by relative path, not with import() (the data API generator lives there:
// build-time/data-api, run by vite.config.ts and the prerender loaders). App code reaches it only through a
// `.server` module (app/data/agent-profiles.server.ts), which React Router keeps out of the browser build and
// fails that build over when browser code imports one; app/routes.ts (the route config) runs in Node only.
const buildTimeWall = [
  "ImportDeclaration",
  "ImportExpression",
  "ExportNamedDeclaration",
  "ExportAllDeclaration",
].map((node) => ({
  selector: `${node}[source.value=/(^|\\/)build-time(\\/|$)/]`,
  message:
    "build-time/ is build-time code: the browser must not import it (statically or with import()). A prerender loader reaches it through a `.server` module.",
}));
const buildTimeCode = ["app/**/*.test.{ts,tsx}", "app/**/*.testing.ts"];

export default tseslint.config(
  {
    ignores: [
      "build",
      ".builds",
      ".boards-*",
      ".react-router",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      // `blocking="render"` (HTML's render-blocking attribute, typed by @types/react) is newer than the rule's list.
      "react/no-unknown-property": ["error", { ignore: ["blocking"] }],
      "@typescript-eslint/consistent-type-assertions": [
        "error",
        { assertionStyle: "never" },
      ],
      "@typescript-eslint/no-non-null-assertion": "off",
      // Scrollable regions and code blocks must be reachable by keyboard (axe scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { roles: ["tabpanel", "region"], tags: ["pre"] },
      ],
    },
  },
  {
    // Issue 16: links and navigation keep the reader's language. (typescript-eslint's twin of the rule, so
    // it adds to the per-folder import rules below instead of replacing them.) The language switch and
    // offer link to the other language on purpose, with paths they localize themselves.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/i18n/link.tsx",
      "app/components/layout/language-switch.tsx",
      "app/components/layout/language-offer.tsx",
      ...buildTimeCode,
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "useNavigate", "Navigate"],
              message:
                "Use Link / useLocalizedNavigate from @/i18n/link: they keep the reader's language.",
            },
          ],
        },
      ],
    },
  },
  {
    // One-way imports: shared code (components, lib, config, data) never reaches into features
    // or routes, and a feature never imports another feature.
    files: ["app/components/**", "app/lib/**", "app/config/**", "app/data/**"],
    ignores: buildTimeCode,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/routes/*"],
              message: "Shared code must not import features or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // Build-time code inside app/ (the data API generator and its tests) may read build-time/.
    files: buildTimeCode,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/routes/*"],
              message: "Shared code must not import features or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes compose features; the wall below is their one import rule.
    files: ["app/routes/**", "app/root.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...buildTimeCode, "app/**/*.server.ts", "app/routes.ts"],
    rules: { "no-restricted-syntax": ["error", ...buildTimeWall] },
  },
  ...[
    "agi",
    "agents",
    "board",
    "deepsearch",
    "home",
    "profession",
    "scienceqa",
    "chat-demo",
    "import-demo",
    "waitlist",
    "submit",
  ].flatMap((feature) => {
    const otherFeatures = {
      group: ["@/features/*", `!@/features/${feature}`, "@/routes/*"],
      message: "Features do not import each other or routes.",
    };
    return [
      {
        files: [`app/features/${feature}/**`],
        ignores: buildTimeCode,
        rules: {
          "no-restricted-imports": ["error", { patterns: [otherFeatures] }],
        },
      },
      {
        // A feature's tests may read the build-time data (the data API the pages must agree with).
        files: buildTimeCode.map((glob) =>
          glob.replace("app/**", `app/features/${feature}/**`),
        ),
        rules: {
          "no-restricted-imports": ["error", { patterns: [otherFeatures] }],
        },
      },
    ];
  }),
);
