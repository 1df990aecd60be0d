// @ts-check
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

import { importCycles, importGraph } from "./import-cycles.mjs";

test("finds a cycle of three modules and a module that imports itself, and nothing in a graph without one", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a", "d"]],
    ["d", ["d"]],
    ["e", ["a"]],
  ]);
  const cycles = importCycles(graph).map((cycle) => [...cycle].sort());
  assert.deepEqual(cycles.sort(), [["a", "b", "c"], ["d"]]);
  assert.deepEqual(importCycles(new Map([["a", ["b", "c"]], ["b", ["c"]], ["c", []]])), []);
});

test("a dynamic import() closes a cycle as much as a static import does", () => {
  const dir = mkdtempSync(join(tmpdir(), "import-cycles-"));
  try {
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, module: "ESNext", moduleResolution: "bundler" }, include: ["*.ts"] }));
    writeFileSync(join(dir, "loader.ts"), 'export const load = () => import("./messages");\n');
    writeFileSync(join(dir, "messages.ts"), 'import type { Key } from "./keys";\nexport const messages: Key[] = [];\n');
    writeFileSync(join(dir, "keys.ts"), 'import { load } from "./loader";\nexport type Key = string;\nexport const again = load;\n');
    writeFileSync(join(dir, "alone.ts"), 'import { messages } from "./messages";\nexport const count = messages.length;\n');
    const cycles = importCycles(importGraph(join(dir, "tsconfig.json")));
    assert.equal(cycles.length, 1);
    assert.deepEqual(cycles[0]?.map((file) => file.slice(dir.length + 1)).sort(), ["keys.ts", "loader.ts", "messages.ts"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
