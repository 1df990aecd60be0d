// The rebuild service of `npm start` (issue 12 §4): the CMS's webhook (apps/cms/src/lib/rebuild-webhook.ts)
// posts here when board content changes; after a quiet moment the site is built into a new folder, checked, and
// the static server switches to it. A failed build or check keeps the old site serving.
// docs/decisions/0011-editions-as-content.md says why.
import { spawn } from "node:child_process";
import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
export const defaultBuildsDir = join(repo, "apps/web/.builds");
export const defaultCommand = "npm run build -w apps/web";
const cmsEnvFile = join(repo, "apps/cms/.env");
const MAX_BODY = 64 * 1024;
const OUTPUT_LINES = 30;

/** The content whose changes the site shows: a webhook about anything else rebuilds nothing. */
export const boardModels = new Set([
  "board",
  "edition",
  "change-record",
  "api::board.board",
  "api::edition.edition",
  "api::change-record.change-record",
]);

/** REBUILD_WEBHOOK_SECRET from the environment, else from the CMS's git-ignored .env (ensure-env writes it). */
export function readRebuildSecret(env = process.env, envFile = env.CMS_ENV_FILE || cmsEnvFile) {
  if (env.REBUILD_WEBHOOK_SECRET?.trim()) return env.REBUILD_WEBHOOK_SECRET.trim();
  if (!existsSync(envFile)) return undefined;
  const line = readFileSync(envFile, "utf8")
    .split(/\r?\n/)
    .map((text) => /^\s*REBUILD_WEBHOOK_SECRET\s*=\s*"?(.*?)"?\s*$/.exec(text))
    .find(Boolean);
  return line?.[1] || undefined;
}

const digest = (text) => createHash("sha256").update(text).digest();
/** Constant-time check of an Authorization header (digests first, so lengths never differ). */
const authorized = (header, secret) =>
  typeof header === "string" && timingSafeEqual(digest(header), digest(`Bearer ${secret}`));

/** Why a folder is not a servable build, or undefined when it is. */
export function checkBuild(dir) {
  for (const file of ["client/index.html", "client/__spa-fallback.html", "csp.json"]) {
    if (!existsSync(join(dir, file))) return `${file} is missing`;
  }
  for (const file of ["csp.json", "client/data/index.json"]) {
    try {
      JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      return `${file} is not readable JSON (${error.message})`;
    }
  }
  return undefined;
}

function killGroup(child) {
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Runs the build command in a shell; resolves with its exit code and its last lines of output. */
function runBuild(command, { cwd, env, timeoutMs, onSpawn }) {
  return new Promise((resolve) => {
    // Its own process group, so a timeout (or a shutdown) stops npm and everything it started.
    const child = spawn(command, { cwd, env, shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    onSpawn(child);
    let lines = [];
    const collect = (chunk) => {
      lines = [...lines, ...chunk.toString().split(/\r?\n/).filter(Boolean)].slice(-OUTPUT_LINES);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const timer = setTimeout(() => {
      lines.push(`(stopped after ${timeoutMs / 1000} s)`);
      killGroup(child);
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: 1, output: [...lines, error.message] });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, signal, output: lines });
    });
  });
}

/**
 * The service: `server` (an http.Server to listen on), `request(reason)` to ask for a rebuild as a webhook does,
 * `idle()` resolving once no build is due or running, and `close()`.
 * `switchTo(dir)` makes the static server serve a checked build folder (it may throw: the old site stays).
 * `secret` is the webhook's bearer secret, or a function returning it (read when a request comes: on a first
 * start the CMS generates it into its .env after this service has started); without one every post gets 503.
 */
export function createRebuildService({
  secret,
  switchTo,
  currentDir = () => undefined,
  command = defaultCommand,
  buildsDir = defaultBuildsDir,
  debounceMs = 1500,
  timeoutMs = 15 * 60_000,
  env = process.env,
  log = (line) => console.log(`rebuild: ${line}`),
}) {
  let knownSecret = typeof secret === "function" ? undefined : secret;
  const currentSecret = () => (knownSecret ??= typeof secret === "function" ? secret() : undefined);
  let timer;
  let running;
  let again = false;
  let reasons = [];
  let builds = 0;
  let closed = false;
  let child;
  const waiters = [];

  const settleIdle = () => {
    if (timer || running) return;
    for (const resolve of waiters.splice(0)) resolve();
  };

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      running = build()
        .catch((error) => log(`build ${builds} FAILED: ${error.message}; still serving the previous site`))
        .finally(() => {
          running = undefined;
          if (again && !closed) {
            again = false;
            schedule();
          }
          settleIdle();
        });
    }, debounceMs);
  }

  /** Ask for a rebuild: debounced; while a build runs, exactly one more follows it. */
  function request(reason) {
    if (closed) return;
    reasons.push(reason);
    if (running) again = true;
    else schedule();
  }

  /** Keeps the folder being served and the one before it (for rollback); deletes the other builds. */
  function prune(keep) {
    if (!existsSync(buildsDir)) return;
    for (const name of readdirSync(buildsDir)) {
      const dir = join(buildsDir, name);
      if (!keep.includes(dir)) rmSync(dir, { recursive: true, force: true });
    }
  }

  async function build() {
    const trigger = [...new Set(reasons)].join(", ") || "unknown";
    reasons = [];
    builds += 1;
    const started = Date.now();
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const dir = join(buildsDir, `${stamp}-${builds}`);
    const shown = relative(repo, dir);
    mkdirSync(buildsDir, { recursive: true });
    log(`build ${builds} started (trigger: ${trigger}) into ${shown}`);
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const result = await runBuild(command, {
      cwd: repo,
      timeoutMs,
      onSpawn: (spawned) => (child = spawned),
      env: {
        ...env,
        WEB_BUILD_DIR: dir,
        BOARDS_SOURCE: "cms",
        CMS_BUILD_URL: env.CMS_BUILD_URL ?? `http://127.0.0.1:${env.CMS_PORT || 1337}`,
      },
    });
    child = undefined;
    if (closed) return rmSync(dir, { recursive: true, force: true });
    const problem =
      result.code !== 0
        ? `the build exited with ${result.signal ?? `code ${result.code}`}`
        : checkBuild(dir);
    const previous = currentDir();
    if (!problem) {
      try {
        switchTo(dir);
      } catch (error) {
        return fail(`the new build could not be loaded (${error.message})`, []);
      }
      log(`build ${builds} done in ${seconds()}: serving ${shown}`);
      prune([dir, previous].filter(Boolean));
      return;
    }
    fail(problem, result.output);

    function fail(why, output) {
      rmSync(dir, { recursive: true, force: true });
      const tail = output.length > 0 ? `; its last lines:\n  ${output.join("\n  ")}` : "";
      log(`build ${builds} FAILED after ${seconds()}: ${why}; still serving the previous site${tail}`);
    }
  }

  const send = (res, status, body, headers = {}) => {
    const text = `${JSON.stringify(body)}\n`;
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(text),
      "Cache-Control": "no-store",
      ...headers,
    });
    res.end(text);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path !== "/rebuild") return send(res, 404, { error: "not found" });
    if (req.method !== "POST") return send(res, 405, { error: "method not allowed" }, { Allow: "POST" });
    // Unauthorized or oversized: answer without reading the body, and close the connection.
    const expected = currentSecret();
    if (!expected) {
      return send(res, 503, { error: "no REBUILD_WEBHOOK_SECRET is set" }, { Connection: "close" });
    }
    if (!authorized(req.headers.authorization, expected)) {
      return send(res, 401, { error: "unauthorized" }, { Connection: "close" });
    }
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY) {
      return send(res, 413, { error: `body over ${MAX_BODY} bytes` }, { Connection: "close" });
    }
    const chunks = [];
    let size = 0;
    req.on("error", () => {}); // a client that goes away mid-body: nothing to answer
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) return void chunks.push(chunk);
      if (res.headersSent) return;
      send(res, 413, { error: `body over ${MAX_BODY} bytes` }, { Connection: "close" });
      res.once("finish", () => req.destroy());
    });
    req.on("end", () => {
      if (res.headersSent) return;
      let payload;
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      } catch {
        return send(res, 400, { error: "the body is not JSON" });
      }
      const model = [payload?.uid, payload?.model].find((name) => boardModels.has(name));
      const event = typeof payload?.event === "string" ? payload.event : "unknown event";
      if (!model) {
        const named = String(payload?.uid ?? payload?.model ?? "no model").slice(0, 100);
        return send(res, 202, { rebuild: false, reason: `${named} is not board content; nothing to rebuild` });
      }
      request(`${event} ${model}`);
      send(res, 202, { rebuild: true, reason: `${event} ${model}: a rebuild is scheduled` });
    });
  });

  return {
    server,
    request,
    idle: () => new Promise((resolve) => (waiters.push(resolve), settleIdle())),
    get builds() {
      return builds;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      if (child) killGroup(child);
      server.close();
      settleIdle();
    },
  };
}
