import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";

import { parseEnv } from "./app/config/env-schema";
import { validateBundledData } from "./app/data/validate";

// The site's settings are inlined at build time; a malformed one fails here, naming the setting.
function validateEnvPlugin(): Plugin {
  return {
    name: "validate-env",
    config: (_config, { mode }) => {
      parseEnv(loadEnv(mode, process.cwd(), "VITE_"));
    },
  };
}

// The bundled boards ship as typed JSON without zod in the browser; they are checked here, once per
// build or dev server start, so a malformed file fails the build instead of a page.
function validateBundledDataPlugin(): Plugin {
  return { name: "validate-bundled-data", buildStart: validateBundledData };
}

export default defineConfig({
  plugins: [
    validateEnvPlugin(),
    validateBundledDataPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  server: { host: "127.0.0.1" },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            { name: "shared", minShareCount: 6, priority: 10 },
          ],
        },
      },
    },
  },
});
