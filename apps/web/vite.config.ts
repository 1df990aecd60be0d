import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";

import { product, teamEmail } from "./app/config/benchmark-names";
import { parseEnv } from "./app/config/env-schema";
import { validateBundledData } from "./app/data/validate";
import { readBoardFiles } from "./build-time/board-files";
import { resolveBoardsDir, SNAPSHOT_DIR } from "./build-time/boards-source";
import { buildDate } from "./build-time/build-date";
import { dataApiBoards } from "./build-time/data-api/boards";
import { buildDataApi } from "./build-time/data-api/build";
import { buildFeed, FEED_PATH } from "./build-time/data-api/feed";
import { frontierOfFolder } from "./build-time/data-api/frontier";
import { buildSitemap, SITEMAP_PATH } from "./build-time/data-api/sitemap";
import { chineseEditionTextsPlugin } from "./build-time/edition-texts";
import { messageCatalogsPlugin } from "./build-time/message-catalogs";
import { sitePagePaths } from "./build-time/page-paths";

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
function validateBundledDataPlugin(boardsDir: string): Plugin {
  return {
    name: "validate-bundled-data",
    buildStart: () => {
      validateBundledData();
      readBoardFiles(boardsDir);
    },
  };
}

// Chunks a page loads at start, grouped by hand (docs/decisions/0009): on HTTP/1.1 every file is a
// request in one of six connections, and Lighthouse's mobile simulation charges ~150 ms per round, so
// the leaderboard pages loaded 16–22 files against 10 on the pages that met the budget. A group takes
// its modules' own imports with it, so a helper the root layout also uses must be listed in `shared`
// first (higher priority), or the layout would load the leaderboard chunk.
// `shared`: what every page loads, plus small helpers five or more pages use (about 3 KB gzip that the
// other pages now load too, well inside their budget).
const shellModules = [
  "app/components/layout/loading-screen.tsx",
  // Both languages' site layouts share the bar, the footer and the i18n helpers (issue 16); each layout's
  // own chunk keeps only its catalog.
  "app/components/layout/site-layout.tsx",
  "app/components/layout/site-header.tsx",
  "app/components/layout/site-footer.tsx",
  "app/components/layout/nav-items.ts",
  "app/components/layout/nav-dropdown.tsx",
  "app/components/layout/nav-list.tsx",
  // The phone menu: a native disclosure in every page's HTML since issue 37 (no longer a lazy Radix dialog).
  "app/components/layout/mobile-menu.tsx",
  "app/components/layout/use-dismiss.ts",
  "app/components/layout/active-nav-item.ts",
  "app/components/layout/language-switch.tsx",
  "app/components/layout/language-offer.tsx",
  "app/components/layout/app-error.tsx",
  "app/i18n/i18n.ts",
  "app/i18n/link.tsx",
  "app/i18n/locales.ts",
  "app/i18n/alternates.ts",
  // A CMS text in the page's language (DeepSearch's and the profession boards' edition summaries, 0.1 KB):
  // here, not in DeepSearch's page kit, which would make the profession pages load that kit.
  "app/i18n/content-text.ts",
  "app/components/layout/logo.tsx",
  "app/lib/use-hydrated.ts",
  "app/config/paths.ts",
  "app/lib/seo.ts",
  "app/components/ui/badge.tsx",
  "app/components/page-header.tsx",
  "app/lib/notify.ts",
  "app/lib/format.ts",
  "app/components/ui/input.tsx",
  "app/components/external-link.tsx",
  "app/components/benchmark/citation.tsx",
  "app/components/benchmark/resources.tsx",
  "app/components/benchmark/evaluation-card.tsx",
  // The board pages' bar of groups (Charts · Method · Data & cite), ScienceQA's too (0.5 KB).
  "app/components/benchmark/board-groups.tsx",
  // ScienceQA's score distribution and DeepSearch 2025.05's bands (0.3 KB; saves them a file).
  "app/components/charts/bar-list.tsx",
  // The 404 page: the edition routes render it for an unknown edition (0.5 KB; saves them a file).
  "app/routes/not-found.tsx",
  // The medal icons and the table primitives (1.3 KB): Home's First Wave table draws them without loading the
  // leaderboard's chunk (8 KB).
  "app/components/medal.tsx",
  "app/components/ui/table.tsx",
  // What the board tables and the agent pages share (about 1.2 KB): a published duration in the page's
  // language, honest ranks, companies' Chinese names, and what the boards without a computed interval say. In
  // the leaderboard or DeepSearch groups they made the agent pages and /compare load those kits.
  "app/lib/published-duration.ts",
  "app/lib/honest-ranks.ts",
  // Their Chinese texts' lookup (company names, reference rows, entries' modes: 0.1 KB).
  "app/lib/chinese-text.ts",
  "app/lib/company-name.ts",
  "/company-names.zh-CN.json",
  "app/lib/uncertainty-notes.ts",
  // A reference row's name in the page's language (0.1 KB): the board table, /agi's tracking panel and the
  // subtype breakdowns print it. In the subtype-breakdown group it made every board page load that chunk at start.
  "app/lib/reference-name.ts",
  "/reference-names.zh-CN.json",
  // The Wilson interval (0.2 KB): Home's content draws ScienceQA's medals with it; in lib/interval.ts's group it
  // made Home load the agents table.
  "app/lib/wilson.ts",
  // The agent pages' hrefs and slugs: the board tables link their names to them (0.4 KB).
  "app/config/agent-paths.ts",
  "app/lib/data-api/slug.ts",
  "node_modules/@radix-ui/primitive/",
  "node_modules/@radix-ui/react-primitive/",
  "node_modules/@radix-ui/react-presence/",
  "node_modules/@radix-ui/react-id/",
  "node_modules/@radix-ui/react-direction/",
  "node_modules/@radix-ui/react-use-controllable-state/",
  "node_modules/@radix-ui/react-use-callback-ref/",
  "node_modules/@radix-ui/react-use-effect-event/",
  "node_modules/@radix-ui/react-use-layout-effect/",
  "node_modules/@radix-ui/react-context/",
  "/lucide-react/dist/esm/icons/code-xml.mjs",
  "/lucide-react/dist/esm/icons/copy.mjs",
  "/lucide-react/dist/esm/icons/download.mjs",
  "/lucide-react/dist/esm/icons/external-link.mjs",
];
// `leaderboard`: the table kit of /agi/aisearch and the profession boards (ScienceQA loads its table
// lazily with its CMS data, so it must not reach anything here at start).
const leaderboardModules = [
  "app/components/leaderboard/leaderboard-table.tsx",
  // Names link to their agent pages through a small per-board map, not the identity table.
  "app/components/leaderboard/agent-cell.tsx",
  "app/data/agent-links.ts",
  "app/data/agent-slugs.json",
  "app/components/leaderboard/columns.ts",
  "app/components/leaderboard/table-state.ts",
  "app/components/leaderboard/use-table-state.ts",
  "app/components/leaderboard/filter-rows.ts",
  "app/components/leaderboard/column-guide.tsx",
  "app/components/leaderboard/sort-icon.tsx",
  "app/components/leaderboard/filter-input.tsx",
  "app/components/leaderboard/facet-select.tsx",
  "app/components/leaderboard/download-buttons.tsx",
  "app/components/after-hydration.tsx",
  "app/components/benchmark/lazy-badge-embed.tsx",
  "app/components/benchmark/edition-history.tsx",
  "app/data/editions.ts",
  "app/data/changes.ts",
  // The boards folder's files, wherever the build reads them from (the snapshot or a CMS build's folder).
  // Not boards.json: each profession page takes only its own board's definition from it.
  "/editions.json",
  "/changes.json",
  "app/lib/data-api/entry-names.ts",
  "app/lib/sort.ts",
  "app/lib/ties.ts",

  "/lucide-react/dist/esm/icons/arrow-up.mjs",
  "/lucide-react/dist/esm/icons/arrow-down.mjs",
  "/lucide-react/dist/esm/icons/arrow-up-down.mjs",
];
// `agent-links`: what links board entries to their agent pages (the identity table, its hrefs, the board's
// agents panel and the interval notes), loaded after hydration. One chunk, so each lazy import that reaches it
// lists one more file, not five: the DeepSearch edition pages are within bytes of their budget (decision 0013).
const agentLinkModules = [
  "app/components/benchmark/board-extras.tsx",
  "app/components/benchmark/board-agents.tsx",
  "app/data/agents.ts",
  "app/data/agents.json",
  "app/lib/interval.ts",
];
// The edition dates line and its pure rules (board pages, /agi's tracking panel, the agent pages' results by date):
// one chunk, not two (which put /agi at 13 files), and not in the leaderboard group, which /compare also loads.
const editionDatesModules = [
  "app/components/benchmark/edition-dates-line.tsx",
  "app/lib/edition-dates.ts",
  "app/config/build-date.ts",
  // A frontier point's gap, change and leaders (the board pages' progress table and /agi's tracking panel): in the
  // board page's group it made /agi load the board page and leaderboard chunks (13 files, 150 KB).
  "app/components/benchmark/frontier-cells.tsx",
];
// V8's magic comment for eager compilation (https://v8.dev/blog/explicit-compile-hints).
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const inAny = (paths: string[]) => (id: string) => {
  const normalized = id.replaceAll("\\", "/");
  return paths.some((part) => normalized.includes(part));
};

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
        {
          imports: string[];
          dynamicImports: string[];
          d3: string[];
          /** Each module's rendered size in the chunk (bytes, before minification), largest first. */
          modules: { id: string; bytes: number }[];
        }
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
          modules: Object.entries(output.modules)
            .map(([id, info]) => ({
              id: path.relative(process.cwd(), id),
              bytes: info.renderedLength,
            }))
            .sort((a, b) => b.bytes - a.bytes),
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
function dataApiPlugin(boardsDir: string): Plugin {
  let siteUrl: string | undefined;
  // The data API, the badges and /feed.xml (an Atom feed of every board edition).
  const files = () => {
    const boards = dataApiBoards(boardsDir);
    const feed = buildFeed(boards, {
      product,
      email: teamEmail,
      siteUrl,
    });
    // The pages react-router.config.ts prerenders: one list (build-time/page-paths.ts).
    const sitemap = buildSitemap(sitePagePaths(boardsDir), siteUrl);
    return [
      ...buildDataApi(boards, frontierOfFolder(boardsDir)),
      { path: FEED_PATH, content: feed },
      { path: SITEMAP_PATH, content: sitemap },
    ];
  };
  const contentType = (path: string) =>
    path.endsWith(".svg")
      ? "image/svg+xml"
      : path.endsWith(".xml")
        ? "application/atom+xml"
        : "application/json";
  return {
    name: "data-api",
    configResolved(config) {
      siteUrl = parseEnv(
        loadEnv(config.mode, process.cwd(), "VITE_"),
      ).VITE_SITE_URL;
    },
    configureServer(server) {
      const byPath = new Map(files().map((file) => [file.path, file]));
      server.middlewares.use((req, res, next) => {
        const file = byPath.get(req.url?.split("?")[0] ?? "");
        if (!file) return next();
        res.setHeader("Content-Type", contentType(file.path));
        res.setHeader("Access-Control-Allow-Origin", "*");
        res.end(file.content);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of files()) {
        this.emitFile({
          type: "asset",
          fileName: file.path.slice(1),
          source: file.content,
        });
      }
    },
  };
}

// Where the boards come from (build-time/boards-source.ts): the committed snapshot, or with
// BOARDS_SOURCE=cms the CMS's published editions, written beside the build's folder (the rebuild service
// sets it). React
// Router loads this file several times in one build; the first load decides for all of them
// (XBENCH_BOARDS_DIR), so one build never mixes two states of the CMS.
const buildDir = process.env.WEB_BUILD_DIR ?? "build";
const boardsDir =
  process.env.XBENCH_BOARDS_DIR ??
  (await resolveBoardsDir({
    source: process.env.BOARDS_SOURCE,
    cmsUrl:
      process.env.CMS_BUILD_URL ??
      `http://127.0.0.1:${process.env.CMS_PORT ?? "1337"}`,
    // Beside the build folder, not in it: React Router empties the build folder when it starts.
    outDir: path.resolve(buildDir, "..", `.boards-${path.basename(buildDir)}`),
  }));

// react-router.config.ts lists the edition pages to prerender from the same folder.
process.env.XBENCH_BOARDS_DIR = boardsDir;
// One date for the whole build (app/config/build-date.ts; "no newer edition in 180 days" is measured against it).
process.env.XBENCH_BUILD_DATE = buildDate();

// The pages import the snapshot's board files (app/data/boards, so that typecheck, tests and the configs
// see real files); a build from another folder is pointed at its files here.
function boardsFolderPlugin(): Plugin {
  return {
    name: "boards-folder",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (boardsDir === SNAPSHOT_DIR) return null;
      const resolved = await this.resolve(source, importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved || !resolved.id.startsWith(`${SNAPSHOT_DIR}/`)) return null;
      return path.join(boardsDir, path.relative(SNAPSHOT_DIR, resolved.id));
    },
  };
}

const CATALOGS_DIR = fileURLToPath(
  new URL("./app/i18n/catalogs", import.meta.url),
);

// `npm run build` sets VITE_CONFIG_NATIVE_IGNORE_WARNING=true: React Router loads this file eight times a build, and
// Vite ran its check for a future native config loader over every file it imports on each load (0.1-0.25 s a load)
// only to print the same 80-line warning.
export default defineConfig({
  define: { __BUILD_DATE__: JSON.stringify(process.env.XBENCH_BUILD_DATE) },
  plugins: [
    chineseEditionTextsPlugin(),
    boardsFolderPlugin(),
    validateEnvPlugin(),
    validateBundledDataPlugin(boardsDir),
    dataApiPlugin(boardsDir),
    clientChunkGraphPlugin(),
    messageCatalogsPlugin(CATALOGS_DIR),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: {
      // The glob of board editions (data/generic-boards.ts) lists this folder's files.
      "@boards": boardsDir,
      "@": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  server: { host: "127.0.0.1" },
  build: {
    // UNMINIFIED=1: readable function names for `npm run bench:long-tasks` (profiling only).
    minify: process.env.UNMINIFIED === "1" ? false : undefined,
    // Vite's preload helper added a <link rel="modulepreload"> per chunk a lazy import needs, at the import:
    // on Home the two imports that start with the page were 124 and 61 ms tasks (4x-throttled CPU), more
    // than half of it appendChild. The browser's module loader fetches a lazy chunk's imports itself (one
    // round trip more, in parallel with the CMS call); the page's own chunks keep their preload links in the
    // HTML, and React Router imports route modules without the helper anyway.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : [],
    },
    // The size table's gzip column: every asset gzipped once more only to print it (0.7 s of a 15 s build);
    // `npm run bench:bundle` measures what the pages load.
    reportCompressedSize: false,
    rolldownOptions: {
      // Compile only the modules of a side-effect-free barrel that something imports: lucide-react's barrel
      // re-exports its whole icon set (about 2,400 files; the site uses 23 icons) and radix-ui's every Radix
      // primitive, and the client build transformed 2,695 modules (548 with it; the client build 4.9 -> 2.4 s,
      // the same chunks to a few bytes).
      experimental: { lazyBarrel: true },
      output: {
        // V8's explicit compile hint (Chrome 136+) on every chunk, after minification: the browser compiles a
        // chunk's functions on the thread that streams it, instead of one by one on the main thread at their
        // first call. Every page runs most of what it loads at start (React, the router, the page), and lazy
        // compilation took 51-122 ms of the main thread per load (CPU x1, a browser with no inspector attached:
        // decision 0015, fifth session). scripts/bench/bundle-size.mjs checks every chunk starts with it.
        postBanner: COMPILE_HINT,
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@lingui)[\\/]/,
              priority: 20,
            },
            { name: "shared", priority: 15, test: inAny(shellModules) },
            {
              name: "leaderboard",
              priority: 12,
              test: inAny(leaderboardModules),
            },
            // Radix Tabs (DeepSearch and /import): its own chunk, so the DeepSearch group below does not take
            // it and make /import load DeepSearch's page kit. With Radix's collection, which only the tabs and
            // /import's radio group use (issue 37: it was in every page's shared chunk, 5 KB before gzip).
            {
              name: "tabs",
              priority: 13,
              test: /node_modules[\\/]@radix-ui[\\/]react-(tabs|roving-focus|use-is-hydrated|collection)[\\/]|app[\\/]components[\\/]ui[\\/]tabs\.tsx/,
            },
            // The board page's own modules, with the small ones its lazy sections share with it: one file.
            {
              name: "board-page",
              priority: 11,
              test: inAny([
                "app/features/board/components/board-view.tsx",
                "app/features/board/components/board-sections.tsx",
                "app/features/board/lib/board-texts.ts",
                "app/features/board/sections/content-title.ts",
                "app/features/board/sections/task-table.tsx",
                "app/lib/edition-fields.ts",
                "app/components/leaderboard/field-column.tsx",
              ]),
            },
            {
              name: "agent-links",
              priority: 11,
              test: inAny(agentLinkModules),
            },
            // Above the board page's group: a group takes the modules its own import (rolldown captures
            // dependencies), so at the same priority the board page took the dates line and /agents loaded the
            // whole board page for two date functions.
            {
              name: "edition-dates",
              priority: 12,
              test: inAny(editionDatesModules),
            },
            // ScienceQA's ranking call and its locale parameters, which Home and ScienceQA both load first: one file.
            {
              name: "ranking-request",
              priority: 12,
              test: inAny([
                "app/features/scienceqa/api/ranking-request.ts",
                "app/features/scienceqa/api/cms-locale.ts",
              ]),
            },
            // An entry's categories and subtypes (agent pages; BabyVision's board sections load it lazily): one file.
            {
              name: "subtype-breakdown",
              priority: 12,
              test: inAny([
                "app/components/benchmark/subtype-breakdown-table.tsx",
                "app/lib/subtype-breakdown.ts",
              ]),
            },
            // A chart's figure (caption, table alternative, legend, reserved height) without its drawing: a
            // board draws its figures when the CMS answers, and its drawings load near the viewport. The legend
            // and the height rule had fallen into the d3 chunk the drawings share, so ScienceQA loaded d3 (11 KB)
            // with its first screen (issue 13's transfer budget).
            {
              name: "chart-figure",
              priority: 12,
              test: inAny([
                "app/components/charts/chart-figure.tsx",
                "app/components/charts/chart-data-table.tsx",
                "app/components/charts/markers.tsx",
                "app/components/charts/row-layout.ts",
              ]),
            },
            // Later modules that six or more pages share join them in one request; never code that
            // loads lazily (chart maths, zod, the CMS client) or it would become part of every page's first
            // load, or join the chart maths: the CMS client (lib/http.ts, shared by the CMS and submission
            // pages) had fallen into the d3 chunk, so Home loaded d3 and the chart figure (12 KB).
            {
              name: "shared",
              minShareCount: 6,
              priority: 10,
              test: (id: string) =>
                !/node_modules[\\/](d3-|zod)|app[\\/]lib[\\/]http\.ts$/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
});
