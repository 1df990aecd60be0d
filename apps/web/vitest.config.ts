import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { chineseEditionTextsPlugin } from "./build-time/edition-texts";
import { messageCatalogsPlugin } from "./build-time/message-catalogs";

// Separate from vite.config.ts: the React Router plugin is for builds, not for unit tests.
export default defineConfig({
  plugins: [
    chineseEditionTextsPlugin(),
    messageCatalogsPlugin(
      fileURLToPath(new URL("./app/i18n/catalogs", import.meta.url)),
    ),
  ],
  resolve: {
    alias: {
      "@boards": fileURLToPath(new URL("./app/data/boards", import.meta.url)),
      "@": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    environment: "jsdom",
    include: ["{app,build-time}/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
