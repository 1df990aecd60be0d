// @ts-check
// What an editor does, scripted for the publish benchmark (scripts/bench/publish.mjs) and the editors' journey
// (apps/cms/e2e/editors-journey.spec.mjs): `npm start`'s own start script (site, CMS, rebuild service)
// on spare ports with a throwaway database, and the CMS's admin API with the account the documented
// ADMIN_EMAIL / ADMIN_PASSWORD variables create. Loopback only.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import { z } from "zod";

import { freePort } from "../server/ports.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));

export const EDITOR = { email: "editor@example.org", password: "Editor-Passw0rd" };

/**
 * An edition as the editor enters it in the admin (the content manager's body).
 * @typedef {{ editionId: string, released?: string, questionCount?: number, sources?: string[], retrieved?: string,
 *   provenance?: string, entries: Array<{ rank: number, name: string, company?: string, mode?: string,
 *   evaluationDate?: string, values: Record<string, string | number | null> }> }} EditionInput
 */
/**
 * A board field as the admin holds it.
 * @typedef {{ key: string, label: string,
 *   kind: "score" | "number" | "band" | "money" | "duration" | "date" | "link" | "flag" | "text",
 *   unit?: string | null, description?: string | null, lowerIsBetter?: boolean }} FieldInput
 */
/**
 * A board as the editor defines it in the admin.
 * @typedef {{ slug: string, title: string, track: "agi" | "profession", category: string, route: string,
 *   summary?: string, taskCount?: number, sortField: string, sortDirection: "asc" | "desc", tieRule?: string,
 *   headlineField: string, fields: FieldInput[] }} BoardInput
 */

// What the admin API answers, as far as the journey reads it.
const loginAnswer = z.object({ data: z.object({ token: z.string() }) });
const documentAnswer = z.object({ data: z.object({ documentId: z.string() }) });
const boardsAnswer = z.object({ data: z.array(z.object({ documentId: z.string() })) });
const FIELD_KINDS = /** @type {const} */ (["score", "number", "band", "money", "duration", "date", "link", "flag", "text"]);
// A board draft as the content manager answers it: its fields and sections typed, every other attribute kept.
const boardDraftAnswer = z.object({
  data: z.looseObject({
    fields: z.array(
      z.looseObject({
        key: z.string(),
        label: z.string(),
        kind: z.enum(FIELD_KINDS),
        unit: z.string().nullish(),
        description: z.string().nullish(),
        lowerIsBetter: z.boolean().optional(),
      }),
    ),
    sections: z.array(z.looseObject({})).nullish(),
  }),
});

/**
 * Polls `check` every 250 ms; resolves with the milliseconds it took, or throws naming `what`.
 * @param {() => Promise<boolean>} check
 * @param {number} timeoutMs
 * @param {string} what
 */
export async function until(check, timeoutMs, what) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/**
 * A public read of the CMS's content API (`/api/...`), as JSON. The CMS limits uncached reads per client (two at
 * once, CMS_READ_CONCURRENCY) and answers 429 or 503 with Retry-After beyond that: the journey's reads, its site
 * builds' and its page checks all come from 127.0.0.1, so on a busy machine a third one at once is refused; it is
 * asked again after the time the CMS names, as a client should. Any other failure throws with the answer.
 * @param {string} url
 * @returns {Promise<unknown>}
 */
export async function publicRead(url) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url);
    if (response.ok) return response.json();
    const text = await response.text();
    if (![429, 503].includes(response.status) || attempt === 10) {
      throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    await sleep(1000 * Math.max(1, Number(response.headers.get("retry-after")) || 1));
  }
}

/**
 * The environment of a throwaway `npm start` (scripts/server/start.mjs): spare ports, a fresh SQLite database and env file
 * in `dir`, generated secrets, the editor's login, the CMS without its admin panel. Shared with start.test.mjs.
 * @param {string} dir
 * @param {{ sitePort: number, cmsPort: number, rebuildPort: number }} ports
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function throwawayStartEnv(dir, { sitePort, cmsPort, rebuildPort }, extra = {}) {
  const secret = () => randomBytes(24).toString("base64");
  return {
    ...process.env,
    PORT: String(sitePort),
    CMS_PORT: String(cmsPort),
    REBUILD_PORT: String(rebuildPort),
    CMS_SERVE_ADMIN: "false",
    CMS_STARTUP_LOG: "false",
    DATABASE_CLIENT: "sqlite",
    DATABASE_FILENAME: join(dir, "data.db"),
    CMS_PUBLIC_DIR: join(dir, "public"),
    CMS_ENV_FILE: join(dir, ".env"),
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    REBUILD_WEBHOOK_SECRET: secret(),
    PREVIEW_SECRET: secret(),
    ADMIN_EMAIL: EDITOR.email,
    ADMIN_PASSWORD: EDITOR.password,
    ...extra,
  };
}

/**
 * Runs scripts/server/start.mjs (the built site, the compiled CMS, the rebuild service) on spare ports with a fresh
 * SQLite database, and waits until the CMS answers and the start-up sync with the CMS has been served. `env` adds
 * settings (the admin-panel journey serves the CMS's admin panel: CMS_SERVE_ADMIN=true); `startupMs` is how long the
 * start-up build may take. With `startupBuild: "started"` it returns once that build has started, not once it is
 * served: the caller's first steps (drafts, a login) run beside it, and `startupBuildDone()` waits for the rest.
 * @param {{ log?: (line: string) => void, env?: Record<string, string>, startupMs?: number,
 *   startupBuild?: "done" | "started" }} [options]
 * @returns {Promise<{ site: string, cms: string, output: () => string, startupBuildDone: () => Promise<void>,
 *   stop: () => Promise<void> }>}
 */
export async function startSiteWithCms({ log = () => {}, env = {}, startupMs = 180_000, startupBuild = "done" } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "xbench-journey-"));
  const buildsDir = join(repo, "apps/web/.builds", `journey-${basename(dir)}`);
  const [sitePort, cmsPort, rebuildPort] = [await freePort(), await freePort(), await freePort()];
  const site = `http://127.0.0.1:${sitePort}`;
  const cms = `http://127.0.0.1:${cmsPort}`;
  let output = "";
  const child = spawn(process.execPath, ["scripts/server/start.mjs"], {
    cwd: repo,
    stdio: ["ignore", "pipe", "pipe"],
    env: throwawayStartEnv(
      dir,
      { sitePort, cmsPort, rebuildPort },
      // Its builds in a folder of its own (in the repository, where the build's server code finds its packages),
      // deleted with it: another journey may be building at the same time.
      // The builds' pages call this CMS from the browser (ScienceQA's ranking, the preview page), as a production
      // site calls its own.
      { REBUILD_DEBOUNCE_MS: "500", REBUILD_BUILDS_DIR: buildsDir, CMS_CORS_ORIGINS: site, VITE_API_BASE_URL: cms, ...env },
    ),
  });
  const onData = (/** @type {Buffer} */ chunk) => {
    output += chunk;
    for (const line of String(chunk).split("\n")) if (/^rebuild:/.test(line)) log(line);
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
    rmSync(buildsDir, { recursive: true, force: true });
  };
  /** @param {unknown} error */
  const failed = async (error) => {
    await stop();
    return new Error(`${error instanceof Error ? error.message : error}\n--- start.mjs output ---\n${output.slice(-4000)}`);
  };
  /** Waits for a line of the start-up build's log (its number is 1). @param {RegExp} line @param {string} what */
  const logged = (line, what) =>
    until(async () => line.test(output), startupMs, what).catch(async (error) => {
      throw await failed(error);
    });
  try {
    await until(async () => (await fetch(`${cms}/_health`)).status === 204, 120_000, "the CMS answering");
  } catch (error) {
    throw await failed(error);
  }
  // The start-up rebuild reads the freshly seeded CMS and switches once; wait for it, or at least for its start, so
  // that it does not race the journey's own publish (a publish made while it runs gets the build after it).
  const startupBuildDone = async () => void (await logged(/rebuild: build 1 (done|FAILED)/, "the start-up rebuild"));
  if (startupBuild === "started") await logged(/rebuild: build 1 started/, "the start of the start-up rebuild");
  else await startupBuildDone();
  return { site, cms, output: () => output, startupBuildDone, stop };
}

/**
 * The admin API as the editor uses it through the admin panel (content manager).
 * @param {string} cms
 * @param {{ email: string, password: string }} [login]
 */
export async function editorSession(cms, { email, password } = EDITOR) {
  const login = await fetch(`${cms}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const token = loginAnswer.parse(await login.json()).data.token;
  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [data]
   * @returns {Promise<unknown>}
   */
  const call = async (method, path, data) => {
    const response = await fetch(`${cms}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    const text = await response.text();
    const body = text ? JSON.parse(text) : null;
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return body;
  };
  const CM = "/content-manager/collection-types/api::edition.edition";
  const BOARDS = "/content-manager/collection-types/api::board.board";
  return {
    /**
     * A new board (its definition and fields), created and published: a board with no edition yet.
     * @param {BoardInput} board
     */
    async createBoard(board) {
      const created = documentAnswer.parse(await call("POST", BOARDS, board));
      await call("POST", `${BOARDS}/${created.data.documentId}/actions/publish`, board);
      return created.data.documentId;
    },
    /**
     * A draft edition of a board (by slug): invisible to the public until published. Returns its documentId.
     * @param {string} boardSlug
     * @param {EditionInput} edition
     */
    async createDraft(boardSlug, edition) {
      const boards = boardsAnswer.parse(await publicRead(`${cms}/api/boards?filters[slug][$eq]=${boardSlug}`));
      const board = boards.data[0];
      if (!board) throw new Error(`no published board ${boardSlug}`);
      const created = documentAnswer.parse(
        await call("POST", CM, { ...edition, board: { connect: [{ documentId: board.documentId }] } }),
      );
      return created.data.documentId;
    },
    /**
     * Changes a published board's fields as an editor does in the admin (add one, remove one) and publishes the
     * board: `change` gets the fields as the admin holds them and returns the new list.
     * @param {string} boardSlug
     * @param {(fields: FieldInput[]) => FieldInput[]} change
     */
    async changeFields(boardSlug, change) {
      const boards = boardsAnswer.parse(await publicRead(`${cms}/api/boards?filters[slug][$eq]=${boardSlug}`));
      const board = boards.data[0];
      if (!board) throw new Error(`no published board ${boardSlug}`);
      const draft = boardDraftAnswer.parse(await call("GET", `${BOARDS}/${board.documentId}`)).data;
      // Each field as the admin sends it back: its attributes, without the stored component's id (a new list).
      const fields = change(draft.fields.map(({ id, ...field }) => field));
      const sections = (draft.sections ?? []).map(({ id, ...section }) => section);
      const { id, documentId, createdAt, updatedAt, publishedAt, createdBy, updatedBy, localizations, editions, ...rest } = draft;
      await call("POST", `${BOARDS}/${board.documentId}/actions/publish`, { ...rest, fields, sections });
    },
    /**
     * @param {string} documentId
     * @param {EditionInput} edition
     */
    publish: (documentId, edition) => call("POST", `${CM}/${documentId}/actions/publish`, edition),
    /**
     * Republishes a published edition with changed figures; the reason becomes part of the public record.
     * @param {string} documentId
     * @param {EditionInput} edition
     * @param {string} correctionReason
     */
    correct: (documentId, edition, correctionReason) =>
      call("POST", `${CM}/${documentId}/actions/publish`, { ...edition, correctionReason }),
  };
}
