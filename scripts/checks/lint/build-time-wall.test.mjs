// @ts-check
// The build-time wall of apps/web/eslint.config.js (decision 0018): app code never imports build-time/, neither
// statically nor with import(); a `.server` module and the route config may, and so may tests.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";

const web = fileURLToPath(new URL("../../../apps/web", import.meta.url));
const eslint = new ESLint({ cwd: web });

/**
 * The wall's messages for `code` as the file at `path` (relative to apps/web).
 * @param {string} code
 * @param {string} path
 */
async function wallMessages(code, path) {
  const [result] = await eslint.lintText(code, { filePath: `${web}/${path}` });
  return (result?.messages ?? []).filter((message) => /build-time\/ is build-time code/.test(message.message));
}

const reaches = [
  'import { readBoardFiles } from "../../build-time/board-files";\nexport const files = readBoardFiles;\n',
  'export const load = () => import("../../build-time/data-api/agents");\n',
  'export { buildAgentProfiles } from "../../build-time/data-api/agents";\n',
  'export * from "../../build-time/page-paths";\n',
];

test("app code that reaches build-time/ by import, import() or re-export fails the lint", async () => {
  for (const code of reaches) {
    assert.equal((await wallMessages(code, "app/lib/reach.ts")).length, 1, code);
    assert.equal((await wallMessages(code, "app/i18n/reach.ts")).length, 1, code);
    assert.equal((await wallMessages(code, "app/routes/reach.tsx")).length, 1, code);
  }
});

test("a .server module, the route config and tests may reach build-time/; a name that only contains it is not it", async () => {
  for (const code of reaches) {
    assert.deepEqual(await wallMessages(code, "app/data/reach.server.ts"), [], code);
    assert.deepEqual(await wallMessages(code, "app/lib/reach.test.ts"), [], code);
  }
  assert.deepEqual(await wallMessages(reaches[0] ?? "", "app/routes.ts"), []);
  assert.deepEqual(await wallMessages('export const x = () => import("./build-timeless");\n', "app/lib/x.ts"), []);
});
