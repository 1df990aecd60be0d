// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";

import { PHASES, phaseTable } from "./test-all.mjs";

test("npm test runs every suite the README names, system packages first and the bundle gate last", () => {
  const commands = PHASES.map(([, command]) => command);
  assert.equal(commands[0], "node scripts/checks/system-deps.mjs");
  for (const suite of ["typecheck", "lint", "test:unit", "test:cms", "test:serve", "test:e2e"]) {
    assert.ok(commands.includes(`npm run ${suite}`), suite);
  }
  assert.equal(commands.at(-1), "npm run test:budget");
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
