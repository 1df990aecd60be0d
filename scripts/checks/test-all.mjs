// @ts-check
// `npm test`: every suite, with a table of how long each phase took at the end (passed or not), so that a slow phase
// is seen in every run's log.
// The phases share the machine's two cores: each says how many it keeps busy, and a phase starts once the phases it
// needs have passed and its cores are free (in list order; a later phase may take cores an earlier one cannot use
// yet). So typecheck, lint, the site's build, the CMS suites, the serving checks and the admin panel's desk run two at
// a time, the timed build switch, the unit tests and the end-to-end suite, which keep both cores busy, run alone, but
// for the editors' journey (a phase of 0 cores: one stack for the admin panel's and the admin API's steps), which runs
// beside the end-to-end suite. The first failure starts no new phase (the running ones finish) and is the exit code. A phase that runs
// beside another prints its output whole when it ends, under a header, so that two never interleave; a phase that
// has the machine to itself prints as it goes.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** The cores `npm test` shares among its phases: the CI machine's. */
export const CORES = 2;

/**
 * @typedef {object} Phase
 * @property {string} name
 * @property {string} command a shell command run in the repository
 * @property {0 | 1 | 2} cores how many of the two cores it keeps busy (2: it runs alone; 0: it runs beside whatever
 *   runs, see the editors' journey)
 * @property {string[]} [needs] the phases that must have passed first
 * @property {Record<string, string>} [env]
 */

/** What the admin panel's desk waits for: the builds it serves (and the unit tests, which run first and alone). */
const DESK_AFTER = ["CMS build (admin panel)", "site build", "unit (Vitest)"];

/** What the end-to-end suite and the editors' journey wait for: every other suite, and the site build. */
const BROWSERS_AFTER = [
  ...DESK_AFTER,
  "typecheck",
  "lint",
  "serving (node --test)",
  "CMS (SQLite + PostgreSQL)",
  "serving: a build switch (timed)",
  "CMS admin panel (Playwright)",
];

/** @type {Phase[]} in order of priority: the longest chains first */
export const PHASES = [
  // First and alone: it installs what the others run with.
  { name: "system packages", command: "node scripts/checks/system-deps.mjs", cores: 2 },
  // Alone: it times the static server (a build switch blocks requests under 50 ms), which a CMS suite on the other
  // core pushed to 195-491 ms. On a generated build, so first (2 s), before anything else takes a core, rather than
  // at the end of the other suites, where it waited for both cores to be free.
  { name: "serving: a build switch (timed)", command: "npm run test:serve-switch", cores: 2, needs: ["system packages"] },
  // Vitest's workers take both cores (and its 5 s per test is for a machine it has to itself): first, alone.
  { name: "unit (Vitest)", command: "npm run test:unit", cores: 2, needs: ["serving: a build switch (timed)"] },
  // `strapi build` empties and rewrites apps/cms/dist, which the CMS suites, the serving checks and every browser
  // phase start Strapi from: before all of them. After a fresh `npm install`, which builds the panel beside SQLite's
  // compile (scripts/build/install-cms.mjs), it compiles the server code and finds the panel current (seconds).
  { name: "CMS build (admin panel)", command: "npm run build --prefix apps/cms", cores: 1, needs: ["serving: a build switch (timed)"] },
  { name: "CMS (SQLite + PostgreSQL)", command: "npm run test:cms", cores: 1, needs: ["CMS build (admin panel)"] },
  // One build for the serving checks, the bundle gate, the end-to-end suite and the admin-panel journey: made for
  // the end-to-end CMS's origin (the serving checks read whatever origin the build has).
  { name: "site build", command: "node scripts/checks/e2e-site.mjs --build", cores: 1, needs: ["serving: a build switch (timed)"] },
  // The editors' desk and a draft's preview through the real admin panel (issue 35), with one built CMS: beside the
  // CMS suites as soon as the builds it serves are made, before typecheck and lint. After them it ran alone at the
  // end of the CMS suites, the other core idle for its 28 s. Its CMS takes the end-to-end CMS's port, so the site
  // build above serves its preview (no second build), and the end-to-end suite starts after it.
  {
    name: "CMS admin panel (Playwright)",
    command: "npm run test:cms-admin",
    cores: 1,
    needs: DESK_AFTER,
    env: { E2E_SITE_BUILT: "1" },
  },
  // The serving checks but the timed one: mostly waiting on the servers they start (four files at a time), so they
  // run beside the CMS suites, before typecheck and lint: after them they ran alone at the end, a core idle.
  { name: "serving (node --test)", command: "npm run test:serve-checks", cores: 1, needs: ["site build", "CMS build (admin panel)"] },
  { name: "typecheck", command: "npm run typecheck", cores: 1, needs: ["serving: a build switch (timed)"] },
  { name: "lint", command: "npm run lint", cores: 1, needs: ["serving: a build switch (timed)"] },
  { name: "initial-JS budget", command: "npm run test:budget", cores: 1, needs: ["site build"] },
  {
    name: "end-to-end (Playwright)",
    command: "npm run test:e2e -w apps/web -- --project=desktop",
    cores: 2,
    needs: BROWSERS_AFTER,
    env: { E2E_SITE_BUILT: "1" },
  },
  // The editors' journey through the real admin panel (issue 35) with issue 12's steps through the admin API in the
  // same sittings: `npm start` on spare ports with a throwaway database and its own builds folder, one Chromium. It
  // runs beside the end-to-end suite on purpose (cores 0): it is a serial chain that waits on its stack's site
  // builds, Strapi and the admin panel between bursts, and the two together finish sooner than one after the other
  // (issue 38). Started earlier, beside the CMS suites, the whole run took longer: its builds slowed the suites
  // more than its waits gave back.
  {
    name: "editors' journey (Playwright)",
    command: "npm run test:editors-journey",
    cores: 0,
    needs: BROWSERS_AFTER,
  },
];

/**
 * Which phases may start now, in PHASES order: their needs passed and their cores are free.
 * @param {Phase[]} phases
 * @param {{ passed: Set<string>, running: Set<string>, done: Set<string> }} state
 * @returns {Phase[]}
 */
export function startable(phases, { passed, running, done }) {
  let free = CORES - phases.filter(({ name }) => running.has(name)).reduce((sum, { cores }) => sum + cores, 0);
  /** @type {Phase[]} */
  const starting = [];
  for (const phase of phases) {
    if (running.has(phase.name) || done.has(phase.name)) continue;
    if (!(phase.needs ?? []).every((name) => passed.has(name))) continue;
    if (phase.cores > free) continue;
    starting.push(phase);
    free -= phase.cores;
  }
  return starting;
}

/**
 * Runs a phase's command, its output given to `onOutput` as it comes.
 * @param {Phase} phase
 * @param {(chunk: string) => void} onOutput
 * @returns {Promise<number>} its exit code (1 when it could not start or was killed)
 */
const run = (phase, onOutput) =>
  new Promise((resolve) => {
    const child = spawn(phase.command, {
      cwd: repo,
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...phase.env },
    });
    child.stdout.on("data", (chunk) => onOutput(String(chunk)));
    child.stderr.on("data", (chunk) => onOutput(String(chunk)));
    child.on("error", (error) => {
      onOutput(`${error.message}\n`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/**
 * @typedef {object} Result
 * @property {string} name
 * @property {number} start seconds after `npm test` started
 * @property {number} seconds
 * @property {number | undefined} code undefined: did not run
 */

/**
 * The closing table: one line per phase with when it started, its seconds and outcome, and the whole run's time.
 * @param {Result[]} results
 * @param {number} total seconds from the start of `npm test` to its end
 */
export function phaseTable(results, total) {
  const width = Math.max(...results.map(({ name }) => name.length), 5);
  const seconds = (/** @type {number} */ value) => `${String(Math.round(value)).padStart(5)} s`;
  const lines = results.map(({ name, start, seconds: took, code }) =>
    code === undefined
      ? `  ${name.padEnd(width)}                    not run`
      : `  ${name.padEnd(width)}  from ${seconds(start)}  ${seconds(took)}  ${code === 0 ? "ok" : `FAILED (exit ${code})`}`,
  );
  return [
    "npm test, time per phase (phases overlap):",
    ...lines,
    `  ${"total".padEnd(width)}             ${seconds(total)}`,
  ].join("\n");
}

/**
 * Runs `phases` (needs, cores, output and the first failure as said at the top of this file).
 * @param {Phase[]} phases
 * @param {{ write?: (text: string) => void, heartbeatMs?: number }} [options]
 * @returns {Promise<{ results: Result[], seconds: number, code: number }>} code: the first failure's exit code, 0 if none
 */
export async function runPhases(phases, { write = (text) => process.stdout.write(text), heartbeatMs = 60_000 } = {}) {
  const began = performance.now();
  const elapsed = () => (performance.now() - began) / 1000;
  const at = () => `[npm test ${Math.round(elapsed())} s]`;
  /** @type {Map<string, Result>} */
  const results = new Map(phases.map(({ name }) => [name, { name, start: 0, seconds: 0, code: undefined }]));
  const state = { passed: new Set(), running: new Set(), done: new Set() };
  let failed = 0;
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();
  const heartbeat = setInterval(() => {
    if (state.running.size > 0) write(`${at()} running: ${[...state.running].join(", ")}\n`);
  }, heartbeatMs);

  /** @param {Phase} phase */
  const launch = (phase) => {
    state.running.add(phase.name);
    /** @type {Result} */
    const result = { name: phase.name, start: elapsed(), seconds: 0, code: undefined };
    results.set(phase.name, result);
    // Alone on the machine: its output as it comes. Beside others: kept, and printed whole when it ends.
    const alone = phase.cores === CORES;
    let output = "";
    write(`${at()} ${phase.name}: started (${phase.command})\n`);
    const finished = run(phase, alone ? write : (chunk) => (output += chunk)).then((code) => {
      result.seconds = elapsed() - result.start;
      result.code = code;
      state.running.delete(phase.name);
      state.done.add(phase.name);
      if (code === 0) state.passed.add(phase.name);
      else failed ||= code;
      const outcome = code === 0 ? "ok" : `FAILED (exit ${code})`;
      if (!alone) write(`\n===== ${phase.name} (${Math.round(result.seconds)} s, ${outcome}) =====\n${output}\n`);
      write(`${at()} ${phase.name}: ${outcome} in ${Math.round(result.seconds)} s\n`);
      inFlight.delete(finished);
    });
    inFlight.add(finished);
  };

  for (;;) {
    if (!failed) for (const phase of startable(phases, state)) launch(phase);
    if (inFlight.size === 0) break;
    await Promise.race(inFlight);
  }
  clearInterval(heartbeat);
  const neverRan = [...results.values()].filter(({ code }) => code === undefined).map(({ name }) => name);
  if (!failed && neverRan.length > 0) {
    write(`npm test: ${neverRan.join(", ")} could not start (what they need never passed)\n`);
    failed = 1;
  }
  return { results: [...results.values()], seconds: elapsed(), code: failed };
}

/**
 * The phases named in `--only=a,b` (all without it), each without the needs that are not among them: a developer's
 * shortcut, e.g. `npm test -- --only=typecheck,lint`.
 * @param {Phase[]} phases
 * @param {string[]} argv
 */
export function selectPhases(phases, argv) {
  const only = argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length).split(",");
  if (!only) return phases;
  const unknown = only.filter((name) => !phases.some((phase) => phase.name === name));
  if (unknown.length > 0) throw new Error(`no phase ${unknown.join(", ")}; the phases: ${phases.map(({ name }) => name).join(", ")}`);
  return phases
    .filter(({ name }) => only.includes(name))
    .map((phase) => ({ ...phase, needs: (phase.needs ?? []).filter((name) => only.includes(name)) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { results, seconds, code } = await runPhases(selectPhases(PHASES, process.argv.slice(2)));
  console.log(`\n${phaseTable(results, seconds)}`);
  process.exit(code);
}
