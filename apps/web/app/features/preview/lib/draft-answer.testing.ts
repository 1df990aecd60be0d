// Test fixture: what the CMS's POST /api/previews answers for the seeded BabyVision board (apps/cms/data), in its two
// languages, for the unit tests and the site's e2e (which answers the CMS's call with it).
import { readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import {
  boardTextsSchema,
  contentBoardSchema,
  editionTextsSchema,
} from "@/data/cms-content";

import { CMS_SEED_DIR } from "../../../../build-time/cms-seed";
import type { DraftAnswer } from "./draft-board";

const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(CMS_SEED_DIR, name), "utf8"));

export const seed = contentBoardSchema.parse(
  readJson("boards/babyvision.json"),
);
export const chinese = z
  .object({
    boards: z.record(z.string(), boardTextsSchema),
    editions: z.record(z.string(), editionTextsSchema),
  })
  .parse(readJson("i18n/zh-CN.json"));

/** What the CMS's POST /api/previews answers for the seeded BabyVision board, in its two languages. */
export function seededAnswer(shown: string | null): DraftAnswer {
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

/**
 * The seeded answer with a new edition's draft, 2026.02, shown: two entries that nothing public has (and these
 * fields of the draft changed).
 */
export function draftEditionAnswer(
  changed: Record<string, unknown> = {},
): DraftAnswer {
  const answer = seededAnswer("2026.02");
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
      {
        rank: 2,
        name: "Draft Model B",
        company: "Lab B",
        values: { overall: 58.2 },
      },
    ],
    ...changed,
  };
  return { ...answer, editions: [draft, ...answer.editions] };
}
