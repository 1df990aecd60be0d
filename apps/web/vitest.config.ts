import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { buildDate } from "./build-time/build-date";
import { chineseEditionTextsPlugin } from "./build-time/edition-texts";
import { messageCatalogsPlugin } from "./build-time/message-catalogs";

// The component tests, and among them those that mock a module (vi.mock / vi.doMock), found when the config loads.
const domTests = ["app", "build-time"]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map(
      (file) => `${dir}/${file}`,
    ),
  )
  .filter((file) => file.endsWith(".test.tsx"))
  .sort();
const mockingTests = domTests.filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")),
);

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
    // A global a test stubs (vi.stubGlobal) is put back after it: the "dom" project's files share a worker's globals.
    unstubGlobals: true,
    // Every core (Vitest's default leaves one free: half of a 2-core CI machine), and worker threads, which start
    // faster than forked processes.
    pool: "threads",
    maxWorkers: "100%",
    // Two environments: components and hooks (`.test.tsx`) get a DOM and Testing Library; logic tests (`.test.ts`)
    // run in Node, which spares each of them jsdom's set-up (a `.test.ts` that only parses XML declares
    // `@vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: domTests.filter((file) => !mockingTests.includes(file)),
          setupFiles: ["./vitest.setup.ts"],
          // One jsdom and one load of the packages (React, Testing Library, Radix...) per worker instead of per
          // file, most of this project's time. The app's own modules still start afresh in every file (the setup
          // file resets them: they hold module state such as the hydration flag), and it puts back what a file may
          // leave in the shared document (see vitest.setup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module with vi.mock: Vitest keeps a mock registered for the whole worker when files
          // share one, so these keep a worker each.
          name: "dom-mocks",
          environment: "jsdom",
          include: mockingTests,
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
          // each (the components' files load the app's modules afresh each: they hold module state such as the
          // hydration flag).
          isolate: false,
        },
      },
    ],
  },
});
