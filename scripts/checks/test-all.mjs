// @ts-check
// `npm test`: every suite in order, stopping at the first that fails, and a table of how long each phase took at
// the end (passed or not), so that a slow phase is seen in every run's log.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** @type {Array<[name: string, command: string]>} */
export const PHASES = [
  ["system packages", "node scripts/checks/system-deps.mjs"],
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit (Vitest)", "npm run test:unit"],
  ["CMS (SQLite + PostgreSQL)", "npm run test:cms"],
  ["serving (node --test)", "npm run test:serve"],
  ["end-to-end (Playwright)", "npm run test:e2e"],
  // The editors' desk through the real admin panel: one built CMS, one Chromium (issue 35); its journey serves the
  // site too, from the build the end-to-end phase leaves (it builds one itself when there is none).
  ["CMS admin panel (Playwright)", "npm run test:cms-admin"],
  ["initial-JS budget", "npm run test:budget"],
];

/**
 * @param {string} command
 * @returns {Promise<number>} its exit code (1 when it could not start or was killed)
 */
const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { cwd: repo, shell: true, stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/**
 * The closing table: one line per phase that ran, with its seconds and outcome, and the total.
 * @param {Array<[name: string, seconds: number, code: number]>} results
 */
export function phaseTable(results) {
  const width = Math.max(...results.map(([name]) => name.length), 5);
  const lines = results.map(
    ([name, seconds, code]) => `  ${name.padEnd(width)}  ${String(Math.round(seconds)).padStart(5)} s  ${code === 0 ? "ok" : `FAILED (exit ${code})`}`,
  );
  const total = results.reduce((sum, [, seconds]) => sum + seconds, 0);
  return ["npm test, time per phase:", ...lines, `  ${"total".padEnd(width)}  ${String(Math.round(total)).padStart(5)} s`].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @type {Array<[string, number, number]>} */
  const results = [];
  let failed = 0;
  for (const [name, command] of PHASES) {
    const started = performance.now();
    const code = await run(command);
    results.push([name, (performance.now() - started) / 1000, code]);
    if (code !== 0) {
      failed = code;
      break;
    }
  }
  console.log(`\n${phaseTable(results)}`);
  process.exit(failed);
}
