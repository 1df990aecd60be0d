// `npm start`: the built site on 127.0.0.1:4173 (PORT) and the CMS on 127.0.0.1:1337 (CMS_PORT). The CMS runs as a
// supervised child: when it exits unexpectedly it is started again after 1, 2, 4, 8, 16, then every 30 s (the
// back-off starts over once it has stayed up for a minute), and the site keeps serving meanwhile.
// Beside the site, the rebuild service on 127.0.0.1:4180 (REBUILD_PORT) rebuilds and switches the site when the
// CMS's webhook says board content changed (scripts/rebuild-service.mjs).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { createRebuildService, readRebuildSecret } from "./rebuild-service.mjs";
import { createWebServer } from "./serve-web.mjs";

const cmsDir = fileURLToPath(new URL("../apps/cms", import.meta.url));
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 4173);
const rebuildPort = Number(process.env.REBUILD_PORT ?? 4180);
// The CMS's webhook reaches this process's rebuild service unless told otherwise.
process.env.REBUILD_WEBHOOK_URL ??= `http://127.0.0.1:${rebuildPort}/rebuild`;
const BACKOFF_MS = [1000, 2000, 4000, 8000, 16000, 30000];
const STABLE_MS = 60_000;

let cms;
let stopping = false;
let restartTimer;
let failures = 0;

/** The delay before restart number `failures` (0-based). */
const backoffMs = (failures) => BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)];

function startCms() {
  const startedAt = Date.now();
  // node directly, not `npm start`: the child's pid is the CMS itself, and a signal reaches it.
  cms = spawn(process.execPath, ["scripts/start.mjs"], { cwd: cmsDir, stdio: "inherit" });
  console.log(`CMS started (pid ${cms.pid})`);
  cms.on("exit", (code, signal) => {
    if (stopping) return;
    if (Date.now() - startedAt >= STABLE_MS) failures = 0;
    const delay = backoffMs(failures);
    failures += 1;
    console.error(
      `CMS stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting in ${delay / 1000} s ` +
        `(restart ${failures}); the site keeps serving.`,
    );
    restartTimer = setTimeout(startCms, delay);
  });
}

if (existsSync(`${cmsDir}/package.json`)) startCms();

const server = createWebServer().listen(port, host, () => {
  console.log(`Site: http://${host}:${port}`);
});

function startRebuildService() {
  const service = createRebuildService({
    // Read when the first webhook comes: on a first start the CMS's ensure-env writes it after this line runs.
    secret: () => readRebuildSecret(),
    switchTo: (dir) => server.switchBuild(dir),
    currentDir: () => server.buildDir,
    command: process.env.REBUILD_COMMAND || undefined,
    debounceMs: process.env.REBUILD_DEBOUNCE_MS ? Number(process.env.REBUILD_DEBOUNCE_MS) : undefined,
  });
  service.server.on("error", (error) => {
    console.error(
      `rebuild: the service could not listen on 127.0.0.1:${rebuildPort} (${error.code ?? error.message}); ` +
        "publishing in the CMS will not rebuild the site until it restarts. The site keeps serving.",
    );
  });
  service.server.listen(rebuildPort, "127.0.0.1", () => {
    console.log(`Rebuild service: http://127.0.0.1:${rebuildPort}/rebuild`);
  });
  return service;
}
const rebuild = startRebuildService();

// `npm run build` at start reads the boards' committed snapshot (the CMS is not up yet). Once the CMS answers,
// one rebuild reads its published boards, so editors' changes since the snapshot are served after a restart
// too. REBUILD_ON_START=0 skips it (tests that do not need a real build).
async function syncWithCmsOnce() {
  const cmsPort = process.env.CMS_PORT ?? "1337";
  for (let attempt = 0; attempt < 120 && !stopping; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${cmsPort}/_health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        rebuild.request("start: the CMS's published boards");
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!stopping) console.error("rebuild: the CMS did not answer within 2 minutes; the site serves the boards' snapshot.");
}
if (process.env.REBUILD_ON_START !== "0" && cms) void syncWithCmsOnce();

function shutdown() {
  stopping = true;
  clearTimeout(restartTimer);
  server.close();
  rebuild?.close();
  cms?.kill("SIGTERM");
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
