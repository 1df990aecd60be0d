import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";

import { parseEnv } from "./app/config/env-schema";
import { validateBundledData } from "./app/data/validate";
import { buildDataApi } from "./app/lib/data-api/build";

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

// Writes build/client-chunks.json (beside the served files, not among them): each browser chunk's static
// and dynamic imports and the d3 packages it holds. scripts/bench/bundle-size.mjs and e2e/charts.spec.ts
// read it to prove the chart code stays out of pages without charts.
function clientChunkGraphPlugin(): Plugin {
  return {
    name: "client-chunk-graph",
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const chunks: Record<
        string,
        { imports: string[]; dynamicImports: string[]; d3: string[] }
      > = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const d3 = new Set<string>();
        for (const id of output.moduleIds) {
          const match = /node_modules\/(d3-[^/]+)\//.exec(id);
          if (match?.[1]) d3.add(match[1]);
        }
        chunks[output.fileName] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          d3: [...d3].sort(),
        };
      }
      writeFileSync(
        path.join(options.dir, "..", "client-chunks.json"),
        `${JSON.stringify({ chunks }, null, 2)}\n`,
      );
    },
  };
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
    validateEnvPlugin(),
    validateBundledDataPlugin(),
    dataApiPlugin(),
    clientChunkGraphPlugin(),
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
            // Small modules most pages use, in one request; never code that loads lazily
            // (chart maths, zod) or it would become part of every page's first load.
            {
              name: "shared",
              minShareCount: 6,
              priority: 10,
              test: (id: string) => !/node_modules[\\/](d3-|zod)/.test(id),
            },
          ],
        },
      },
    },
  },
});
