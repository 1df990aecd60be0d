import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { validateBundledData } from "./app/data/validate";

// The bundled boards ship as typed JSON without zod in the browser; they are checked here, once per
// build or dev server start, so a malformed file fails the build instead of a page.
function validateBundledDataPlugin(): Plugin {
  return { name: "validate-bundled-data", buildStart: validateBundledData };
}

export default defineConfig({
  plugins: [validateBundledDataPlugin(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  server: { host: "127.0.0.1" },
});
