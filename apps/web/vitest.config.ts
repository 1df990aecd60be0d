import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { buildDate } from "./build-time/build-date";
import { chineseEditionTextsPlugin } from "./build-time/edition-texts";
import { messageCatalogsPlugin } from "./build-time/message-catalogs";

// Separate from vite.config.ts: the React Router plugin is for builds, not for unit tests.
export default defineConfig({
  // As in vite.config.ts: the build's date (app/config/build-date.ts).
  define: { __BUILD_DATE__: JSON.stringify(buildDate()) },
  plugins: [
    chineseEditionTextsPlugin(),
    messageCatalogsPlugin(
      fileURLToPath(new URL("./app/i18n/catalogs", import.meta.url)),
    ),
    // The committed snapshot's live boards (no XBENCH_BOARDS_DIR in the unit tests).
  ],
  resolve: {
    alias: {
      "@boards": fileURLToPath(new URL("./app/data/boards", import.meta.url)),
      "@": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    restoreMocks: true,
    // Every core (Vitest's default leaves one free: half of a 2-core CI machine), and worker threads, which start
    // faster than forked processes.
    pool: "threads",
    maxWorkers: "100%",
    // Two environments: components and hooks (`.test.tsx`) get a DOM and Testing Library; logic tests (`.test.ts`)
    // run in Node, which spares each of them jsdom's set-up, most of the suite's time (a `.test.ts` that only
    // parses XML declares `@vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["{app,build-time}/**/*.test.tsx"],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["{app,build-time}/**/*.test.ts"],
          // Pure functions over data: the files share one module graph per worker instead of importing it again
          // each (the components keep their isolation: they hold module state such as the hydration flag).
          isolate: false,
        },
      },
    ],
  },
});
