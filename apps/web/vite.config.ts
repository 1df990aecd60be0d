import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { validateBundledData } from "./app/data/validate";
import { buildDataApi } from "./app/lib/data-api/build";

// The bundled boards ship as typed JSON without zod in the browser; they are checked here, once per
// build or dev server start, so a malformed file fails the build instead of a page.
function validateBundledDataPlugin(): Plugin {
  return { name: "validate-bundled-data", buildStart: validateBundledData };
}

// The static data API and the badges (docs/data-api.md): generated from the bundled boards and the
// CMS seed, checked against their zod schemas, and emitted into the client build only (React Router
// also runs a server build for prerendering). The dev server answers the same paths from memory.
function dataApiPlugin(): Plugin {
  return {
    name: "data-api",
    configureServer(server) {
      const files = new Map(buildDataApi().map((file) => [file.path, file]));
      server.middlewares.use((req, res, next) => {
        const file = files.get(req.url?.split("?")[0] ?? "");
        if (!file) return next();
        res.setHeader(
          "Content-Type",
          file.path.endsWith(".svg") ? "image/svg+xml" : "application/json",
        );
        res.setHeader("Access-Control-Allow-Origin", "*");
        res.end(file.content);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of buildDataApi()) {
        this.emitFile({
          type: "asset",
          fileName: file.path.slice(1),
          source: file.content,
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    validateBundledDataPlugin(),
    dataApiPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  server: { host: "127.0.0.1" },
});
