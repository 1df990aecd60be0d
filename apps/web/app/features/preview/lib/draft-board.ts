import { z } from "zod";

import {
  boardDefinitionsSchema,
  boardSchema,
  editionSchema,
  editionTextsSchema,
  textsOf,
  toSiteFiles,
  withChineseEditionTexts,
  withChineseTexts,
} from "@/data/cms-content";
import {
  boardTasksSchema,
  genericBoardSchemaOf,
  type BoardTasks,
  type GenericBoard,
} from "@/data/schema";

// A board's or an edition's draft (the CMS's POST /api/previews) as the board page draws it: converted by the same
// code as the site's builds (data/cms-content.ts: toSiteFiles) and checked by the same schemas as the build checks
// the board files, so the preview shows what the board's page would show once published, or why it could not.

/** What the CMS answers: the board's draft and its editions' drafts in English, the Chinese texts beside. */
export const draftAnswerSchema = z.object({
  data: z.object({
    kind: z.enum(["board", "edition"]),
    /** The edition previewed; null for a board's preview (its page shows the newest). */
    shown: z.string().nullable(),
    board: z.unknown(),
    boardZh: z.unknown().nullable(),
    editions: z.array(z.unknown()),
    editionsZh: z.array(z.unknown()),
  }),
});
export type DraftAnswer = z.infer<typeof draftAnswerSchema>["data"];

/** The board page's props for a draft (routes/board.tsx gives the same from the prerendered files). */
export type DraftBoardPage = {
  board: z.infer<typeof boardSchema>;
  /** The edition shown (an edition's preview), or undefined for the newest. */
  edition: string | undefined;
  editionFiles: { edition: string; data: GenericBoard }[];
  tasks: BoardTasks | undefined;
};

export type DraftOutcome =
  | { kind: "page"; page: DraftBoardPage }
  /** The draft cannot be drawn yet: what is wrong, one line each, naming the field. */
  | { kind: "problems"; problems: string[] };

/** `where: problem` lines of a zod error. */
const problemsOf = (where: string, error: z.ZodError) =>
  error.issues.map(
    (issue) =>
      `${[where, ...issue.path.map(String)].filter(Boolean).join(".")}: ${issue.message}`,
  );

/**
 * The draft as the board page's props, or the problems that keep it from being drawn. `now`: when it would be
 * published (a draft has no publication date; an edition that names no other date is dated by it).
 */
export function draftBoardPage(
  draft: DraftAnswer,
  now: Date = new Date(),
): DraftOutcome {
  const board = boardSchema.safeParse(draft.board);
  if (!board.success)
    return { kind: "problems", problems: problemsOf("board", board.error) };
  const boardZh = boardSchema.safeParse(draft.boardZh);
  const content = withChineseTexts(
    board.data,
    boardZh.success ? textsOf(boardZh.data) : undefined,
  );

  const chinese = new Map(
    draft.editionsZh.flatMap((texts) => {
      const parsed = editionTextsSchema
        .extend({ editionId: z.string() })
        .safeParse(texts);
      return parsed.success
        ? [[parsed.data.editionId, parsed.data] as const]
        : [];
    }),
  );
  const problems: string[] = [];
  const editions = draft.editions.flatMap((candidate) => {
    const parsed = editionSchema.safeParse(candidate);
    if (parsed.success)
      return [
        withChineseEditionTexts(
          {
            ...parsed.data,
            publishedAt: parsed.data.publishedAt ?? now.toISOString(),
          },
          chinese.get(parsed.data.editionId),
        ),
      ];
    // Another edition's draft that is not whole yet does not keep this one from being shown.
    const id = z.object({ editionId: z.string() }).safeParse(candidate);
    if (!id.success || id.data.editionId === draft.shown)
      problems.push(
        ...problemsOf(`edition ${draft.shown ?? ""}`.trim(), parsed.error),
      );
    return [];
  });
  if (problems.length > 0) return { kind: "problems", problems };

  const files = toSiteFiles([{ board: content, editions }]);
  const definition = boardDefinitionsSchema.parse(files["boards.json"])[
    content.slug
  ];
  const ids = z
    .record(z.string(), z.array(z.string()))
    .parse(files["editions.json"])[content.slug];
  if (!definition || !ids || ids.length === 0)
    return {
      kind: "problems",
      problems: [
        "board: it has no edition yet; its page appears with its first edition",
      ],
    };

  const index = draft.shown ? Math.max(ids.indexOf(draft.shown), 0) : 0;
  const editionFiles = [];
  for (const id of ids.slice(index, index + 2)) {
    const data = genericBoardSchemaOf(definition.fields).safeParse(
      files[`${content.slug}/${id}.json`],
    );
    if (!data.success) {
      problems.push(...problemsOf(`edition ${id}`, data.error));
      continue;
    }
    editionFiles.push({ edition: id, data: data.data });
  }
  if (problems.length > 0 || editionFiles.length === 0)
    return { kind: "problems", problems };

  const tasks = boardTasksSchema.safeParse(files[`${content.slug}.tasks.json`]);
  return {
    kind: "page",
    page: {
      board: definition,
      edition: draft.shown ?? undefined,
      editionFiles,
      tasks: tasks.success ? tasks.data : undefined,
    },
  };
}
