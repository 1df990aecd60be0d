import { describe, expect, it } from "vitest";

import type { BoardDefinition } from "@/data/board-registry";
import { createI18n, type Translate } from "@/i18n/i18n";

import "@/test/render";

import { compileCatalog } from "../../../../build-time/message-catalogs";
import enSource from "../../../i18n/catalogs/en.json";
import zhSource from "../../../i18n/catalogs/zh-CN.json";
import { boardMeta } from "./board-meta";

const board: BoardDefinition = {
  slug: "legalbench",
  title: "Legal",
  track: "profession",
  category: "legal",
  route: "/profession/legal",
  summary: "AI agents on contract review",
  taskCount: 40,
  sortField: "score",
  sortDirection: "desc",
  tieRule: null,
  headlineField: "score",
  fields: [],
};

const translator = (locale: "en" | "zh-CN"): Translate => {
  const i18n = createI18n(
    locale,
    compileCatalog(locale === "en" ? enSource : zhSource),
  );
  return (key, values) => i18n._(key, values);
};

const titleOf = (meta: ReturnType<typeof boardMeta>) =>
  meta.find((tag) => "title" in tag);

describe("a generic board's meta", () => {
  it("is in English as before", () => {
    expect(titleOf(boardMeta(board, "2025.10", translator("en")))).toEqual({
      title: expect.stringMatching(/ 2025\.10 leaderboard/),
    });
  });

  it("is in Chinese on /zh", () => {
    expect(titleOf(boardMeta(board, "2025.10", translator("zh-CN")))).toEqual({
      title: expect.stringMatching(/ 2025\.10 版排行榜/),
    });
  });
});
