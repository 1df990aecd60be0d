// @ts-check
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { sep } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { z } from "zod";

import { CORES, PHASES, phaseTable, runPhases, selectPhases, startable } from "./test-all.mjs";

const named = (/** @type {string} */ name) => {
  const phase = PHASES.find((candidate) => candidate.name === name);
  assert.ok(phase, `no phase ${name}`);
  return phase;
};

test("npm test runs every suite the README names, system packages first and alone", () => {
  const commands = PHASES.map(({ command }) => command);
  assert.equal(commands[0], "node scripts/checks/system-deps.mjs");
  assert.equal(PHASES[0]?.cores, CORES);
  for (const suite of ["typecheck", "lint", "test:unit", "test:cms", "test:serve-checks", "test:serve-switch", "test:cms-admin", "test:editors-journey", "test:budget"]) {
    assert.ok(commands.includes(`npm run ${suite}`), suite);
  }
  // The pages' Playwright suite; the editors' journey (admin panel and admin API) is test:editors-journey's.
  assert.ok(commands.includes("npm run test:e2e -w apps/web -- --project=desktop"));
  for (const phase of PHASES.slice(1)) assert.ok(phase.needs?.length, `${phase.name} waits for the system packages`);
});

test("the serving checks are test:serve's two halves, and every test file under scripts/ is in one of them", () => {
  const repo = fileURLToPath(new URL("../..", import.meta.url));
  const { scripts } = z
    .object({ scripts: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync(`${repo}package.json`, "utf8")));
  assert.equal(scripts["test:serve"], "npm run test:serve-checks && npm run test:serve-switch");
  const listed = `${scripts["test:serve-checks"]} ${scripts["test:serve-switch"]}`.split(" ");
  const testFiles = readdirSync(`${repo}scripts`, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.mjs"))
    .map((file) => `scripts/${file.split(sep).join("/")}`);
  assert.ok(testFiles.length > 10);
  for (const file of testFiles) assert.ok(listed.includes(file), `${file} is in neither half of test:serve`);
  assert.deepEqual(scripts["test:serve-switch"]?.split(" ").filter((part) => part.endsWith(".mjs")), ["scripts/server/serve-web-switch.test.mjs"]);
});

test("every phase's needs are phases listed before it, so every phase can run", () => {
  /** @type {string[]} */
  const before = [];
  for (const phase of PHASES) {
    for (const need of phase.needs ?? []) assert.ok(before.includes(need), `${phase.name} needs ${need}, not listed before it`);
    before.push(phase.name);
  }
});

test("the phases that share files are never at once", () => {
  /** Every phase that must have finished before `name` starts, directly or through another. */
  const ancestors = (/** @type {string} */ name, /** @type {Set<string>} */ seen = new Set()) => {
    for (const need of named(name).needs ?? []) if (!seen.has(need)) ancestors(need, seen.add(need));
    return seen;
  };
  // `strapi build` empties apps/cms/dist, from which the CMS suites, the serving checks and the browsers start Strapi.
  for (const other of PHASES.filter(({ name }) => name !== "CMS build (admin panel)")) {
    if (!["system packages", "serving: a build switch (timed)", "site build", "typecheck", "lint", "unit (Vitest)", "initial-JS budget"].includes(other.name)) {
      assert.ok(ancestors(other.name).has("CMS build (admin panel)"), other.name);
    }
  }
  // The serving checks, the bundle gate and the browsers read the site build.
  for (const reader of ["serving (node --test)", "initial-JS budget", "end-to-end (Playwright)", "editors' journey (Playwright)", "CMS admin panel (Playwright)"]) {
    assert.ok(ancestors(reader).has("site build"), reader);
  }
  // The end-to-end suite and the journey come after every other suite; the pages' suite keeps both cores busy and runs alone, and so
  // do the unit tests (Vitest's 5 s per test is for a machine it has to itself).
  assert.equal(named("end-to-end (Playwright)").cores, CORES);
  assert.equal(named("unit (Vitest)").cores, CORES);
  for (const browser of ["end-to-end (Playwright)", "editors' journey (Playwright)"]) {
    for (const suite of ["typecheck", "lint", "unit (Vitest)", "CMS (SQLite + PostgreSQL)", "serving (node --test)", "serving: a build switch (timed)"]) {
      assert.ok(ancestors(browser).has(suite), `${browser} after ${suite}`);
    }
  }
  // The desk runs beside the CMS suites as soon as the builds it serves are made: before typecheck, lint and the
  // serving checks (in priority too), not after them, where it ran alone at the end of the CMS suites.
  assert.deepEqual([...ancestors("CMS admin panel (Playwright)")].sort(), ["CMS build (admin panel)", "serving: a build switch (timed)", "site build", "system packages", "unit (Vitest)"]);
  const priority = (/** @type {string} */ name) => PHASES.findIndex((phase) => phase.name === name);
  for (const later of ["typecheck", "lint", "serving (node --test)"]) {
    assert.ok(priority("CMS admin panel (Playwright)") < priority(later), `the desk before ${later}`);
  }
  // The serving checks, mostly waiting on their servers, beside the CMS suites too, not alone at their end.
  for (const later of ["typecheck", "lint"]) {
    assert.ok(priority("serving (node --test)") < priority(later), `the serving checks before ${later}`);
  }
  assert.deepEqual(named("end-to-end (Playwright)").env, { E2E_SITE_BUILT: "1" });
  assert.deepEqual(named("CMS admin panel (Playwright)").env, { E2E_SITE_BUILT: "1" });
  // The desk's CMS takes the end-to-end CMS's port (the site build calls that origin): the end-to-end suite after it,
  // never beside it; the journey after it too (it runs beside the end-to-end suite).
  assert.ok(ancestors("end-to-end (Playwright)").has("CMS admin panel (Playwright)"));
  assert.ok(ancestors("editors' journey (Playwright)").has("CMS admin panel (Playwright)"));
  // The editors' journey runs its own stack on spare ports beside the end-to-end suite (0 cores), never beside the
  // timed serving check, which runs alone; it is the only phase of 0 cores.
  assert.equal(named("editors' journey (Playwright)").cores, 0);
  assert.ok(!ancestors("editors' journey (Playwright)").has("end-to-end (Playwright)"), "beside the end-to-end suite, not after it");
  assert.deepEqual(PHASES.filter(({ cores }) => cores === 0).map(({ name }) => name), ["editors' journey (Playwright)"]);
  // The build switch's timing (under 50 ms) is measured with the machine to itself: on a generated build, first,
  // before any phase but the system packages (every other phase comes after it).
  assert.equal(named("serving: a build switch (timed)").cores, CORES);
  assert.deepEqual([...ancestors("serving: a build switch (timed)")], ["system packages"]);
  for (const other of PHASES.filter(({ name }) => !["system packages", "serving: a build switch (timed)"].includes(name))) {
    assert.ok(ancestors(other.name).has("serving: a build switch (timed)"), `${other.name} after the timed switch`);
  }
});

test("a phase starts once its needs passed and its cores are free; a two-core phase only when nothing runs", () => {
  const state = (/** @type {{ passed?: string[], running?: string[], done?: string[] }} */ sets) => ({
    passed: new Set(sets.passed),
    running: new Set(sets.running),
    done: new Set([...(sets.done ?? sets.passed ?? [])]),
  });
  const names = (/** @type {import("./test-all.mjs").Phase[]} */ phases) => phases.map(({ name }) => name);
  /** @type {import("./test-all.mjs").Phase[]} */
  const phases = [
    { name: "first", command: "a", cores: 2 },
    { name: "b", command: "b", cores: 1, needs: ["first"] },
    { name: "c", command: "c", cores: 1, needs: ["first"] },
    { name: "d", command: "d", cores: 1, needs: ["first"] },
    { name: "e", command: "e", cores: 1, needs: ["b"] },
    { name: "browser", command: "f", cores: 2, needs: ["c"] },
    { name: "last", command: "g", cores: 1, needs: ["c"] },
    { name: "beside", command: "h", cores: 0, needs: ["d"] },
  ];
  assert.deepEqual(names(startable(phases, state({}))), ["first"]);
  assert.deepEqual(names(startable(phases, state({ running: ["first"] }))), []);
  // Two cores: two one-core phases at a time, in list order.
  assert.deepEqual(names(startable(phases, state({ passed: ["first"] }))), ["b", "c"]);
  assert.deepEqual(names(startable(phases, state({ passed: ["first", "b"], running: ["c"] }))), ["d"]);
  assert.deepEqual(names(startable(phases, state({ passed: ["first", "b"], running: ["c", "d"] }))), []);
  // "browser" needs both cores: "last", listed after it, takes the free one meanwhile.
  assert.deepEqual(names(startable(phases, state({ passed: ["first", "b", "c", "e"], running: ["d"] }))), ["last"]);
  assert.deepEqual(names(startable(phases, state({ passed: ["first", "b", "c", "d", "e"], done: ["beside"], running: ["browser"] }))), []);
  // A phase of 0 cores starts once its needs passed, beside a two-core phase too.
  assert.deepEqual(names(startable(phases, state({ passed: ["first", "b", "c", "d", "e"] }))), ["browser", "beside"]);
  assert.deepEqual(names(startable(phases, state({ passed: ["first", "b", "c", "d", "e"], running: ["browser"] }))), ["beside"]);
  // A failed need: what follows it never starts.
  assert.deepEqual(names(startable(phases, state({ passed: ["first", "b", "d", "e"], done: ["first", "b", "c", "d", "e", "beside"] }))), []);
});

test("every phase names an npm script (of the root, a workspace or a prefix) or a script file, and they exist", () => {
  const repo = fileURLToPath(new URL("../..", import.meta.url));
  const scriptsOf = (/** @type {string} */ dir) =>
    z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(`${repo}${dir}package.json`, "utf8"))).scripts;
  const scripts = scriptsOf("");
  /** The files a command line runs with `node` (or `node --test`), relative to the repository. */
  const nodeFiles = (/** @type {string} */ command) =>
    [...command.matchAll(/(?:^|\s)(scripts\/[\w/.-]+\.mjs)/g)].map((match) => match[1] ?? "");
  for (const { name, command } of PHASES) {
    const npm = /^npm run ([\w:-]+)(?: (?:-w|--prefix) ([\w/-]+))?(?: -- .*)?$/.exec(command);
    if (npm) {
      const [, script = "", dir] = npm;
      assert.ok(scriptsOf(dir ? `${dir}/` : "")[script], `${name}: no npm script ${script} in ${dir ?? "the root"}`);
    } else assert.ok(nodeFiles(command).length > 0, `${name}: ${command} runs no script file`);
  }
  const lines = [...PHASES.map(({ command }) => command), ...Object.values(scripts)];
  for (const file of lines.flatMap(nodeFiles)) assert.ok(existsSync(`${repo}${file}`), `${file} does not exist`);
});

test("the closing table gives each phase's start, seconds and outcome, the phases that did not run, and the whole time", () => {
  const table = phaseTable(
    [
      { name: "typecheck", start: 0.4, seconds: 51.6, code: 0 },
      { name: "end-to-end (Playwright)", start: 52, seconds: 859.2, code: 1 },
      { name: "CMS admin panel (Playwright)", start: 0, seconds: 0, code: undefined },
    ],
    911.4,
  );
  assert.match(table, /typecheck\s+from\s+0 s\s+52 s {2}ok/);
  assert.match(table, /end-to-end \(Playwright\)\s+from\s+52 s\s+859 s {2}FAILED \(exit 1\)/);
  assert.match(table, /CMS admin panel \(Playwright\)\s+not run/);
  assert.match(table, /total\s+911 s$/);
});

/** A phase whose command prints `text` in two parts `ms` apart and exits with `code`. */
const fake = (/** @type {string} */ name, /** @type {{ ms?: number, code?: number, cores?: 1 | 2, needs?: string[] }} */ options = {}) => {
  const { ms = 300, code = 0, cores = 1, needs } = options;
  const script = `process.stdout.write("${name} part 1\\n"); setTimeout(() => { console.log("${name} part 2"); process.exit(${code}); }, ${ms});`;
  return { name, command: `"${process.execPath}" -e '${script}'`, cores, needs };
};

test("phases beside each other run at once and print their output whole, one after the other", async () => {
  let text = "";
  const { results, seconds, code } = await runPhases([fake("a", { ms: 1500 }), fake("b", { ms: 1500 }), fake("c", { needs: ["a"] })], {
    write: (chunk) => (text += chunk),
  });
  assert.equal(code, 0);
  const [a, b, c] = results;
  assert.ok(a && b && c);
  assert.ok(Math.abs(a.start - b.start) < 0.5, "a and b start together");
  assert.ok(c.start >= a.start + a.seconds - 0.1, "c after a, which it needs");
  assert.ok(seconds < a.seconds + b.seconds, `overlapped: ${seconds} s in all`);
  for (const name of ["a", "b", "c"]) assert.match(text, new RegExp(`===== ${name} \\(\\d+ s, ok\\) =====\\n${name} part 1\\n${name} part 2\\n`));
});

test("a failure starts nothing more, lets the running phase finish, and is the exit code", async () => {
  let text = "";
  const { results, code } = await runPhases(
    [fake("fails", { ms: 100, code: 3 }), fake("running", { ms: 1200 }), fake("after", { needs: ["running"] }), fake("alone", { cores: 2 })],
    { write: (chunk) => (text += chunk) },
  );
  assert.equal(code, 3);
  assert.deepEqual(
    results.map(({ name, code: exit }) => [name, exit]),
    [["fails", 3], ["running", 0], ["after", undefined], ["alone", undefined]],
  );
  assert.match(text, /===== fails \(\d+ s, FAILED \(exit 3\)\) =====\nfails part 1\nfails part 2/);
  assert.match(phaseTable(results, 2), /after\s+not run/);
});

test("a phase alone on the machine prints as it goes", async () => {
  let text = "";
  await runPhases([fake("whole machine", { cores: 2 })], { write: (chunk) => (text += chunk) });
  assert.match(text, /whole machine: started [^\n]*\nwhole machine part 1\nwhole machine part 2\n[^\n]*whole machine: ok/);
  assert.doesNotMatch(text, /=====/);
});

test("--only runs the phases it names, without the needs it leaves out, and refuses a name that is no phase", () => {
  const chosen = selectPhases(PHASES, ["--only=serving (node --test),site build"]);
  assert.deepEqual(
    chosen.map(({ name, needs }) => [name, needs]),
    [["site build", []], ["serving (node --test)", ["site build"]]],
  );
  assert.equal(selectPhases(PHASES, []), PHASES);
  assert.throws(() => selectPhases(PHASES, ["--only=typecheck,tests"]), /no phase tests/);
});
