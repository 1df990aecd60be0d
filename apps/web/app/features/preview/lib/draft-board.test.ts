import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  boardTextsSchema,
  contentBoardSchema,
  editionTextsSchema,
} from "@/data/cms-content";

import { readBoardFiles } from "../../../../build-time/board-files";
import { CMS_SEED_DIR } from "../../../../build-time/cms-seed";
import { draftBoardPage, type DraftAnswer } from "./draft-board";
import { previewTokenFromHash } from "./preview-token";

const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(CMS_SEED_DIR, name), "utf8"));

const seed = contentBoardSchema.parse(readJson("boards/babyvision.json"));
const chinese = z
  .object({
    boards: z.record(z.string(), boardTextsSchema),
    editions: z.record(z.string(), editionTextsSchema),
  })
  .parse(readJson("i18n/zh-CN.json"));

/** What the CMS's POST /api/previews answers for the seeded BabyVision board, in its two languages. */
function seededAnswer(shown: string | null): DraftAnswer {
  const texts = chinese.boards.babyvision ?? {};
  return {
    kind: shown ? "edition" : "board",
    shown,
    board: seed.board,
    boardZh: {
      ...seed.board,
      title: texts.title ?? seed.board.title,
      summary: texts.summary ?? seed.board.summary,
      tieRule: texts.tieRule ?? seed.board.tieRule,
      fields: seed.board.fields.map((field) => ({
        ...field,
        ...Object.fromEntries(
          Object.entries(texts.fields?.[field.key] ?? {}).filter(
            ([, text]) => text,
          ),
        ),
      })),
    },
    editions: seed.editions,
    editionsZh: seed.editions.map((edition) => ({
      editionId: edition.editionId,
      ...chinese.editions[`babyvision/${edition.editionId}`],
    })),
  };
}

describe("a draft on the board page (the /preview page's conversion)", () => {
  it("draws the seeded BabyVision edition exactly as the build draws its committed files", () => {
    const outcome = draftBoardPage(seededAnswer("2026.01"));
    const built = readBoardFiles().boards.find(
      (board) => board.definition.slug === "babyvision",
    );
    expect(outcome.kind).toBe("page");
    if (outcome.kind !== "page" || !built) return;
    expect(outcome.page.board).toEqual(built.definition);
    expect(outcome.page.editionFiles).toEqual(built.editions.slice(0, 2));
    expect(outcome.page.board.titleZh ?? outcome.page.board.title).toBe(
      chinese.boards.babyvision?.title,
    );
    expect(outcome.page.edition).toBe("2026.01");
  });

  it("shows a new edition's draft with the published edition before it", () => {
    const [published] = seed.editions;
    if (!published) throw new Error("the seed has a BabyVision edition");
    const draft = {
      ...published,
      editionId: "2026.02",
      entries: [
        {
          rank: 1,
          name: "Draft Model A",
          company: "Lab A",
          values: { overall: 61.3 },
        },
      ],
    };
    const answer = seededAnswer("2026.02");
    const outcome = draftBoardPage({
      ...answer,
      editions: [draft, ...answer.editions],
    });
    expect(outcome.kind).toBe("page");
    if (outcome.kind !== "page") return;
    expect(outcome.page.editionFiles.map((file) => file.edition)).toEqual([
      "2026.02",
      "2026.01",
    ]);
    expect(outcome.page.editionFiles[0]?.data.rows).toMatchObject([
      { rank: 1, agent: "Draft Model A", company: "Lab A", overall: 61.3 },
    ]);
  });

  it("names the row and field of a figure the board's rules refuse, instead of drawing the page", () => {
    const answer = seededAnswer("2026.01");
    const [edition] = seed.editions;
    if (!edition) throw new Error("the seed has a BabyVision edition");
    const [first, ...others] = edition.entries;
    const broken = {
      ...edition,
      entries: [
        ...(first
          ? [{ ...first, values: { ...first.values, overall: 149 } }]
          : []),
        ...others,
      ],
    };
    const outcome = draftBoardPage({ ...answer, editions: [broken] });
    expect(outcome.kind).toBe("problems");
    if (outcome.kind !== "problems") return;
    expect(outcome.problems.join("\n")).toMatch(
      /edition 2026\.01\.rows\.0\.overall: .*149/,
    );
  });

  it("names a draft edition's missing sources", () => {
    const [edition] = seed.editions;
    const outcome = draftBoardPage({
      ...seededAnswer("2026.01"),
      editions: [{ ...edition, sources: [] }],
    });
    expect(outcome).toMatchObject({ kind: "problems" });
    if (outcome.kind !== "problems") return;
    expect(outcome.problems.join("\n")).toMatch(/edition 2026\.01\.sources: /);
  });

  it("says that a board without an edition appears with its first edition", () => {
    const outcome = draftBoardPage({ ...seededAnswer(null), editions: [] });
    expect(outcome).toEqual({
      kind: "problems",
      problems: [
        "board: it has no edition yet; its page appears with its first edition",
      ],
    });
  });
});

describe("a preview link's token", () => {
  it("is read from the fragment, and is absent from an empty or other fragment", () => {
    expect(previewTokenFromHash("#token=edition.abc.123.sig")).toBe(
      "edition.abc.123.sig",
    );
    expect(previewTokenFromHash("")).toBeNull();
    expect(previewTokenFromHash("#token=")).toBeNull();
    expect(previewTokenFromHash("#other=1")).toBeNull();
  });
});
