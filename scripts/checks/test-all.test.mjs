// @ts-check
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { z } from "zod";

import { PHASES, phaseTable } from "./test-all.mjs";

test("npm test runs every suite the README names, system packages first and the bundle gate last", () => {
  const commands = PHASES.map(([, command]) => command);
  assert.equal(commands[0], "node scripts/checks/system-deps.mjs");
  for (const suite of ["typecheck", "lint", "test:unit", "test:cms", "test:serve", "test:e2e"]) {
    assert.ok(commands.includes(`npm run ${suite}`), suite);
  }
  assert.equal(commands.at(-1), "npm run test:budget");
});

test("every phase names a root npm script or a script file that exists, and so does each npm script's node file", () => {
  const repo = fileURLToPath(new URL("../..", import.meta.url));
  const { scripts } = z
    .object({ scripts: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync(`${repo}package.json`, "utf8")));
  /** The files a command line runs with `node` (or `node --test`), relative to the repository. */
  const nodeFiles = (/** @type {string} */ command) =>
    [...command.matchAll(/(?:^|\s)(scripts\/[\w/.-]+\.mjs)/g)].map((match) => match[1] ?? "");
  for (const [name, command] of PHASES) {
    const npmScript = /^npm run ([\w:-]+)$/.exec(command)?.[1];
    if (npmScript) assert.ok(scripts[npmScript], `${name}: no npm script ${npmScript}`);
    else assert.ok(nodeFiles(command).length > 0, `${name}: ${command} runs no script file`);
  }
  const lines = [...PHASES.map(([, command]) => command), ...Object.values(scripts)];
  for (const file of lines.flatMap(nodeFiles)) assert.ok(existsSync(`${repo}${file}`), `${file} does not exist`);
});

test("the closing table gives each phase's seconds and outcome, and the total", () => {
  const table = phaseTable([
    ["typecheck", 51.6, 0],
    ["end-to-end (Playwright)", 859.2, 1],
  ]);
  assert.match(table, /typecheck\s+52 s {2}ok/);
  assert.match(table, /end-to-end \(Playwright\)\s+859 s {2}FAILED \(exit 1\)/);
  assert.match(table, /total\s+911 s$/);
});
