// @ts-check
// The rebuild service of `npm start` (issue 12 §4): the CMS's webhook (apps/cms/src/lib/rebuild-webhook.ts)
// posts here when board content changes; after a quiet moment the site is built into a new folder, checked, and
// the static server switches to it. A failed build or check keeps the old site serving.
// docs/decisions/0011-editions-as-content.md says why.
import { spawn } from "node:child_process";
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { z } from "zod";

import { switchedMessage } from "./switch-messages.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
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

/**
 * What a webhook body must be: Strapi's (`{ event, model, uid, entry, ... }`); the fields read here are strings when
 * present, anything else is refused with 400 before it is read (`{"uid":{"toString":1}}` once threw in the handler).
 */
const webhookBody = z.looseObject({
  event: z.string().max(100).optional(),
  model: z.string().max(200).optional(),
  uid: z.string().max(200).optional(),
  entry: z.looseObject({ publishedAt: z.string().max(100).nullish(), slug: z.string().max(200).nullish() }).optional(),
});

/** The CMS the builds read (BOARDS_SOURCE=cms): CMS_BUILD_URL, else the CMS's port on loopback. */
/** @param {NodeJS.ProcessEnv} env */
export const cmsUrlOf = (env) => env.CMS_BUILD_URL ?? `http://127.0.0.1:${env.CMS_PORT || 1337}`;

const editionCount = z.object({ meta: z.object({ pagination: z.object({ total: z.number() }) }) });

/**
 * Whether the board with this slug has a published edition, as the CMS's public API says. A board without one is on
 * no page (its page, menu entry, tile and data files appear with its first published edition; a build with it and
 * one without differ only in chunk names), so its publish rebuilds nothing. When the CMS cannot say, true: a rebuild
 * too many, never a publish left unbuilt.
 * @param {string} cms
 * @param {string} slug
 * @param {typeof fetch} [fetchImpl]
 */
export async function boardHasPublishedEdition(cms, slug, fetchImpl = fetch) {
  const query = new URLSearchParams({ "filters[board][slug][$eq]": slug, "pagination[pageSize]": "1", "fields[0]": "editionId" });
  try {
    const res = await fetchImpl(`${cms}/api/editions?${query}`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return true;
    return editionCount.parse(await res.json()).meta.pagination.total > 0;
  } catch {
    return true;
  }
}

/**
 * Whether a webhook about board content changes the public site: a publish or an unpublish does, and a delete of a
 * published version (Strapi posts one entry.delete per version deleted, each with its publishedAt); a draft's create,
 * update or delete does not (issue 35 item 7: draft saves once started a build each). A body without an event (an
 * older sender) is taken as a change.
 */
/** @param {z.infer<typeof webhookBody>} body */
export function changesPublicSite({ event, entry }) {
  if (event === undefined || event === "entry.publish" || event === "entry.unpublish") return true;
  if (event === "entry.delete") return entry?.publishedAt === undefined || Boolean(entry.publishedAt);
  return false;
}

/** REBUILD_WEBHOOK_SECRET from the environment, else from the CMS's git-ignored .env (ensure-env writes it). */
/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [envFile]
 */
export function readRebuildSecret(env = process.env, envFile = env.CMS_ENV_FILE || cmsEnvFile) {
  if (env.REBUILD_WEBHOOK_SECRET?.trim()) return env.REBUILD_WEBHOOK_SECRET.trim();
  if (!existsSync(envFile)) return undefined;
  const line = readFileSync(envFile, "utf8")
    .split(/\r?\n/)
    .map((text) => /^\s*REBUILD_WEBHOOK_SECRET\s*=\s*"?(.*?)"?\s*$/.exec(text))
    .find(Boolean);
  return line?.[1] || undefined;
}

const digest = (/** @type {string} */ text) => createHash("sha256").update(text).digest();
/**
 * Constant-time check of an Authorization header (digests first, so lengths never differ).
 * @param {string | undefined} header
 * @param {string} secret
 */
const authorized = (header, secret) =>
  typeof header === "string" && timingSafeEqual(digest(header), digest(`Bearer ${secret}`));

/**
 * Why a folder is not a servable build, or undefined when it is.
 * @param {string} dir
 */
export function checkBuild(dir) {
  for (const file of ["client/index.html", "client/__spa-fallback.html", "csp.json"]) {
    if (!existsSync(join(dir, file))) return `${file} is missing`;
  }
  for (const file of ["csp.json", "client/data/index.json"]) {
    try {
      JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      return `${file} is not readable JSON (${error instanceof Error ? error.message : error})`;
    }
  }
  return undefined;
}

/**
 * A page's visible text (scripts, styles and tags left out): two builds of an unchanged page read the same.
 * @param {string} html
 */
const pageText = (html) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The site's pages (`/agi/babyvision`) that a build added or whose text changed since the build before: the new ones
 * first (a new board's pages), each group in path order.
 * @param {string | undefined} beforeDir
 * @param {string} afterDir
 * @returns {string[]}
 */
export function changedPages(beforeDir, afterDir) {
  const client = join(afterDir, "client");
  if (!existsSync(client)) return [];
  const pages = readdirSync(client, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html") && !file.startsWith("__"))
    .sort();
  /** @param {string} file */
  const address = (file) => `/${file.replace(/\\/g, "/").replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/(.)\/$/, "$1");
  /** @param {string} file @returns {string | undefined} the same page in the build before */
  const before = (file) => (beforeDir ? join(beforeDir, "client", file) : undefined);
  const added = pages.filter((file) => {
    const old = before(file);
    return old === undefined || !existsSync(old);
  });
  const changed = pages.filter((file) => {
    const old = before(file);
    return old !== undefined && !added.includes(file) && pageText(readFileSync(old, "utf8")) !== pageText(readFileSync(join(client, file), "utf8"));
  });
  return [...added, ...changed].map(address);
}

/**
 * Why a build failed, in an editor's words, with what to do: the build's own message about the content when it gave
 * one (`boards: "x" has the route ...`), else what went wrong.
 * @param {string} why
 * @param {readonly string[]} output
 */
export function editorReason(why, output) {
  const content = [...output].reverse().find((line) => /^\s*(Error: )?(boards|board|edition)s?[: ]/i.test(line));
  const cause = content
    ? `the published content could not be built: ${content.replace(/^\s*Error: /, "").trim()}`
    : why.startsWith("the build exited")
      ? `the site's build stopped with an error (${why.replace("the build exited with ", "")}); the server log has its last lines`
      : why;
  return `The site was not updated: ${cause}. It still shows the last good version. Correct it in the CMS and publish again, or ask a developer if the reason is not about the content.`;
}

/** @param {import("node:child_process").ChildProcess} child */
function killGroup(child) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/**
 * Runs the build command in a shell; resolves with its exit code and its last lines of output.
 * @param {string} command
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number,
 *   onSpawn: (child: import("node:child_process").ChildProcess) => void }} options
 * @returns {Promise<{ code: number, signal?: NodeJS.Signals | null, output: string[] }>}
 */
function runBuild(command, { cwd, env, timeoutMs, onSpawn }) {
  return new Promise((resolve) => {
    // Its own process group, so a timeout (or a shutdown) stops npm and everything it started.
    const child = spawn(command, { cwd, env, shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    onSpawn(child);
    /** @type {string[]} */
    let lines = [];
    const collect = (/** @type {Buffer} */ chunk) => {
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

// A build's folder, `${ISO time with - for : and .}-${count}`, and the boards read for it, `.boards-${that}`.
export const buildFolderName = /^(\.boards-)?\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d+$/;

/**
 * The service: `server` (an http.Server to listen on), `request(reason)` to ask for a rebuild as a webhook does,
 * `idle()` resolving once no build is due or running, and `close()`.
 * `switchTo(dir)` makes the static server serve a checked build folder (it may throw or return a promise that
 * rejects: the old site stays).
 * `secret` is the webhook's bearer secret, or a function returning it (read when a request comes: on a first
 * start the CMS generates it into its .env after this service has started); without one every post gets 503.
 * @param {{ secret: string | undefined | (() => string | undefined), switchTo: (dir: string) => unknown,
 *   currentDir?: () => string | undefined, command?: string, buildsDir?: string, debounceMs?: number,
 *   timeoutMs?: number, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
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
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<void> | undefined} */
  let running;
  let again = false;
  /** @type {string[]} */
  let reasons = [];
  let builds = 0;
  let closed = false;
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  /** @type {Array<() => void>} */
  const waiters = [];
  // What an editor is told about the site (GET /status): building, live since a time with the pages that changed,
  // or failed with the reason; `live` is the version being served.
  /**
   * The last build as GET /status answers it (the CMS's admin shows it to editors).
   * @type {{ state: string, live: { since: string, changedPages: string[], trigger: string } | null, requestedAt?: string, failed?: { at: string, trigger: string, reason: string } }}
   */
  let status = { state: "unknown", live: null };

  const settleIdle = () => {
    if (timer || running) return;
    for (const resolve of waiters.splice(0)) resolve();
  };

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      running = build()
        .catch((error) => log(`build ${builds} FAILED: ${error instanceof Error ? error.message : error}; still serving the previous site`))
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

  /**
   * Ask for a rebuild: debounced; while a build runs, exactly one more follows it.
   * @param {string} reason
   */
  function request(reason) {
    if (closed) return;
    reasons.push(reason);
    status = { ...status, state: "building", requestedAt: new Date().toISOString() };
    if (running) again = true;
    else schedule();
  }

  /**
   * Keeps the folder being served and the one before it (for rollback); deletes the other builds (and the boards
   * read for them), this service's and earlier ones', by their names: a folder of another service that builds
   * inside this one (an editor journey's) is left alone.
   * @param {string[]} keep
   */
  function prune(keep) {
    if (!existsSync(buildsDir)) return;
    for (const name of readdirSync(buildsDir)) {
      const dir = join(buildsDir, name);
      if (buildFolderName.test(name) && !keep.includes(dir)) rmSync(dir, { recursive: true, force: true });
    }
  }

  /** @returns {Promise<void>} */
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
        CMS_BUILD_URL: cmsUrlOf(env),
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
        await switchTo(dir);
      } catch (error) {
        return fail(`the new build could not be loaded (${error instanceof Error ? error.message : error})`, []);
      }
      log(`build ${builds} done in ${seconds()}: serving ${shown}`);
      const live = { since: new Date().toISOString(), changedPages: changedPages(previous, dir), trigger };
      status = { state: again || timer ? "building" : "live", live };
      prune(previous === undefined ? [dir] : [dir, previous]);
      return;
    }
    fail(problem, result.output);

    /**
     * @param {string} why
     * @param {string[]} output
     */
    function fail(why, output) {
      rmSync(dir, { recursive: true, force: true });
      const tail = output.length > 0 ? `; its last lines:\n  ${output.join("\n  ")}` : "";
      log(`build ${builds} FAILED after ${seconds()}: ${why}; still serving the previous site${tail}`);
      status = { state: again || timer ? "building" : "failed", live: status.live, failed: { at: new Date().toISOString(), trigger, reason: editorReason(why, output) } };
    }
  }

  /**
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {object} body
   * @param {Record<string, string>} [headers]
   */
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

  /**
   * The webhook's answer to a request whose body has been read.
   * @param {import("node:http").ServerResponse} res
   * @param {string} text
   */
  function answer(res, text) {
    let json;
    try {
      json = JSON.parse(text || "{}");
    } catch {
      return send(res, 400, { error: "the body is not JSON" });
    }
    const parsed = webhookBody.safeParse(json);
    if (!parsed.success) {
      const problem = parsed.error.issues
        .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
        .join("; ");
      return send(res, 400, { error: `the body is not a webhook: ${problem}`.slice(0, 300) });
    }
    const { uid, model: modelName, event = "unknown event" } = parsed.data;
    const model = [uid, modelName].find((name) => name !== undefined && boardModels.has(name));
    if (!model) {
      const named = (uid ?? modelName ?? "no model").slice(0, 100);
      return send(res, 202, { rebuild: false, reason: `${named} is not board content; nothing to rebuild` });
    }
    if (!changesPublicSite(parsed.data)) {
      return send(res, 202, { rebuild: false, reason: `${event} ${model}: a draft change; the public site is rebuilt on publish` });
    }
    const slug = parsed.data.entry?.slug;
    if (event === "entry.publish" && (model === "board" || model === "api::board.board") && slug) {
      // Checked before the build is asked for: a board published before its first edition changes no page.
      send(res, 202, { rebuild: true, reason: `${event} ${model}: a rebuild is scheduled if the board has a published edition` });
      void boardHasPublishedEdition(cmsUrlOf(env), slug).then((live) => {
        if (live) request(`${event} ${model}`);
        else log(`not rebuilt for ${event} ${model} ${slug.slice(0, 60)}: the board has no published edition, so no page changes`);
      });
      return;
    }
    request(`${event} ${model}`);
    send(res, 202, { rebuild: true, reason: `${event} ${model}: a rebuild is scheduled` });
  }

  /**
   * Runs a step of a request; whatever it throws is logged and answered 500, never thrown out of the handler.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {() => void} step
   */
  function guarded(req, res, step) {
    try {
      step();
    } catch (error) {
      log(`${req.method} ${(req.url ?? "").slice(0, 100)} failed: ${error instanceof Error ? error.stack : error}`);
      if (!res.headersSent) send(res, 500, { error: "internal error" }, { Connection: "close" });
      else res.destroy();
    }
  }

  /**
   * GET /status with the webhook's secret: the last build's state, as the CMS's admin shows it to editors.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function answerStatus(req, res) {
    if (req.method !== "GET") return send(res, 405, { error: "method not allowed" }, { Allow: "GET" });
    const expected = currentSecret();
    if (!expected) return send(res, 503, { error: "no REBUILD_WEBHOOK_SECRET is set" });
    if (!authorized(req.headers.authorization, expected)) return send(res, 401, { error: "unauthorized" });
    send(res, 200, status);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function handle(req, res) {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path === "/status") return answerStatus(req, res);
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
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("error", () => {}); // a client that goes away mid-body: nothing to answer
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) return void chunks.push(chunk);
      if (res.headersSent) return;
      send(res, 413, { error: `body over ${MAX_BODY} bytes` }, { Connection: "close" });
      res.once("finish", () => req.destroy());
    });
    req.on("end", () => {
      if (!res.headersSent) guarded(req, res, () => answer(res, Buffer.concat(chunks).toString("utf8")));
    });
  }

  const server = createServer((req, res) => guarded(req, res, () => handle(req, res)));

  return {
    server,
    request,
    /** @returns {Promise<void>} */
    idle: () => new Promise((resolve) => (waiters.push(resolve), settleIdle())),
    get builds() {
      return builds;
    },
    get status() {
      return status;
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

// The rebuild service of `npm start` (scripts/server/start.mjs runs this file as a supervised child): the static server is
// another child, asked to switch builds through the supervisor (IPC `switch`, answered by `switched`).
/**
 * @param {string} dir
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
function switchThroughSupervisor(dir, timeoutMs = 120_000) {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error("the site did not answer the switch within 2 minutes")), timeoutMs);
    const onMessage = (/** @type {unknown} */ message) => {
      const answer = switchedMessage.safeParse(message);
      if (answer.success && answer.data.id === id) done(answer.data.error ? new Error(answer.data.error) : undefined);
    };
    /** @param {Error} [error] */
    function done(error) {
      clearTimeout(timer);
      process.off("message", onMessage);
      if (error) reject(error);
      else resolve();
    }
    process.on("message", onMessage);
    process.send?.({ type: "switch", id, dir });
  });
}

// `npm run build` at start reads the boards' committed snapshot (the CMS is not up yet). Once the CMS answers,
// one rebuild reads its published boards, so editors' changes since the snapshot are served after a restart too.
/**
 * @param {ReturnType<typeof createRebuildService>} service
 * @param {() => boolean} isClosed
 */
async function syncWithCmsOnce(service, isClosed) {
  const cmsPort = process.env.CMS_PORT ?? "1337";
  for (let attempt = 0; attempt < 120 && !isClosed(); attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${cmsPort}/_health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return service.request("start: the CMS's published boards");
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!isClosed()) console.error("rebuild: the CMS did not answer within 2 minutes; the site serves the boards' snapshot.");
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const port = Number(process.env.REBUILD_PORT ?? 4180);
  let served = process.env.REBUILD_SERVED_DIR || undefined;
  let closed = false;
  const service = createRebuildService({
    // Read when the first webhook comes: on a first start the CMS's ensure-env writes it after this starts.
    secret: () => readRebuildSecret(),
    switchTo: async (dir) => {
      await switchThroughSupervisor(dir);
      served = dir;
    },
    currentDir: () => served,
    command: process.env.REBUILD_COMMAND || undefined,
    // A folder of its own for a throwaway start beside another (`npm test`'s two editor journeys at once): each
    // service deletes the builds it does not serve from its folder.
    buildsDir: process.env.REBUILD_BUILDS_DIR || undefined,
    debounceMs: process.env.REBUILD_DEBOUNCE_MS ? Number(process.env.REBUILD_DEBOUNCE_MS) : undefined,
  });
  service.server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    console.error(
      `rebuild: the service could not listen on 127.0.0.1:${port} (${error.code ?? error.message}); ` +
        "publishing in the CMS does not rebuild the site until it can. The site keeps serving.",
    );
    process.exit(1); // the supervisor starts it again after a back-off
  });
  service.server.listen(port, "127.0.0.1", () => {
    console.log(`Rebuild service: http://127.0.0.1:${port}/rebuild`);
  });
  // REBUILD_ON_START=0 skips the sync (tests that do not need a real build; restarts of this child).
  if (process.env.REBUILD_ON_START !== "0") void syncWithCmsOnce(service, () => closed);
  const stop = () => {
    closed = true;
    service.close(); // stops a running build's process group too
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.on("disconnect", stop); // the supervisor is gone
}
