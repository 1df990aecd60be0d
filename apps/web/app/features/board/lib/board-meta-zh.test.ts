import { describe, expect, it } from "vitest";

import { boardDefinition } from "@/test/board-definition";
import { i18nIn } from "@/test/translator";

import { boardMeta } from "./board-meta";

const board = boardDefinition({
  slug: "legalbench",
  summary: "AI agents on contract review",
});

const noData = { editions: ["2025.10"], sources: [], variables: [] };

const titleOf = (meta: ReturnType<typeof boardMeta>) =>
  meta.find((tag) => "title" in tag);

describe("a generic board's meta", () => {
  it("is in English as before", () => {
    expect(titleOf(boardMeta(board, "2025.10", i18nIn("en"), noData))).toEqual({
      title: expect.stringMatching(/ 2025\.10 leaderboard/),
    });
  });

  it("is in Chinese on /zh", () => {
    expect(
      titleOf(boardMeta(board, "2025.10", i18nIn("zh-CN"), noData)),
    ).toEqual({
      title: expect.stringMatching(/ 2025\.10 版排行榜/),
    });
  });
});
