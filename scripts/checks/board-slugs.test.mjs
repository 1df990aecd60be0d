// @ts-check
// Issue 34, "How we know": no board slug in source outside the shared package's seed, data and tests.
import assert from "node:assert/strict";
import { test } from "node:test";

import { ALLOWED, boardMentions, boardNames, misplacedMentions, registryBoards } from "./board-slugs.mjs";

const names = boardNames([
  { slug: "deepsearch", title: "DeepSearch", route: "/agi/aisearch" },
  { slug: "marketing", title: "Marketing", route: "/profession/marketing" },
  { slug: "babyvision-gen", title: "BabyVision-Gen", route: "/agi/babyvision-gen" },
]);

test("a board's names: its slug, code name, page address and its last segment; a category id is no board's name", () => {
  for (const name of ["deepsearch", "deepSearch", "/agi/aisearch", "aisearch", "/profession/marketing", "babyvision-gen", "babyVisionGen", "scienceqa", "/agi/scienceqa"])
    assert.ok(names.includes(name), name);
  assert.ok(!names.includes("marketing"), "marketing is also a profession: the category, not the board");
});

test("finds a board named in code: a slug, an address, a key, an identifier", () => {
  const source = [
    'if (board.slug === "deepsearch") return 1;',
    "const home = `/agi/aisearch/${edition}`;",
    "const names = { deepsearch: 1 };",
    "paths.deepSearch;",
    "const routes = ['/profession/marketing'];",
    'const gen = "babyvision-gen";',
  ].join("\n");
  assert.deepEqual(
    boardMentions(source, names).map(({ line, name }) => [line, name]),
    [
      [1, "deepsearch"],
      [2, "/agi/aisearch"],
      [3, "deepsearch"],
      [4, "deepSearch"],
      [5, "/profession/marketing"],
      [6, "babyvision-gen"],
    ],
  );
});

test("leaves comments, sentences, message keys, imports, file names and CMS content types alone", () => {
  const source = [
    "// the /agi/aisearch page, 4x slower",
    "/* deepsearch */ const a = 1;",
    'const hint = "The board in addresses, like deepsearch.";',
    't("deepsearch.title");',
    'import { intro } from "@/features/deepsearch/intro";',
    'const load = () => import("./get-scienceqa-ranking");',
    'const file = "scienceqa-score-distribution.png";',
    "strapi.documents('api::scienceqa.scienceqa');",
    "const url = 'https://example.org/deepsearchers';",
    "const deepsearchTabs = 2;",
  ].join("\n");
  assert.deepEqual(boardMentions(source, names), []);
});

test("the allowed places are few and each says why", () => {
  assert.ok(ALLOWED.length <= 6);
  for (const { why } of ALLOWED) assert.ok(why.length > 10);
});

test("no source file outside the allowed places names a board", () => {
  assert.ok(registryBoards().length >= 5, "the registry lists the boards");
  assert.deepEqual(misplacedMentions(), []);
});
