import { deepSearchEditions } from "./editions";
import type { GenericRow } from "./schema";

/** A product of an edition with cost and time per task (2025.10 on). */
export type DeepSearchCurrentRow = {
  rank: number;
  product: string;
  company: string;
  accuracy_band: string;
  cost_per_task: string | null;
  time_per_task: string | null;
  evaluation_date: string | null;
};
/** A model in a mode, of an edition published as accuracy bands only (2025.05). */
export type DeepSearchPreviousRow = {
  rank: number;
  agent_model: string;
  mode: string;
  company: string;
  accuracy_band: string;
  evaluation_date: string | null;
};
type Provenance = {
  source: string[];
  retrieved: string;
  summary?: string | null;
  summaryZh?: string;
};

// Every edition in the boards folder the build reads (the committed snapshot or the CMS's published
// editions). Named imports only: the bundler leaves each file's long `edition` and `notes` text out of
// the browser (the data API, built in Node, reads the whole files). Validated at build time
// (build-time/board-files.ts) and in data.test.ts.
const rowsOf = import.meta.glob<readonly GenericRow[]>(
  "@boards/deepsearch/*.json",
  { eager: true, import: "rows" },
);
const sourceOf = import.meta.glob<string[]>("@boards/deepsearch/*.json", {
  eager: true,
  import: "source",
});
const retrievedOf = import.meta.glob<string>("@boards/deepsearch/*.json", {
  eager: true,
  import: "retrieved",
});

const summaryOf = import.meta.glob<string | null>("@boards/deepsearch/*.json", {
  eager: true,
  import: "summary",
});

// The CMS's Chinese summary, where it has one (a Chinese page shows the English one without it).
// (build-time/edition-texts.ts: only that text, null without one).
const summaryZhOf = import.meta.glob<string | null>(
  "@boards/deepsearch/*.json",
  { eager: true, query: "?zh-texts", import: "summaryZh" },
);

const fileOf = (edition: string) =>
  Object.keys(rowsOf).find((file) => file.endsWith(`/${edition}.json`)) ?? "";

/**
 * One DeepSearch edition in its published shape: `full` (products with cost and time per task) or
 * `bands` (models and modes, accuracy bands only, as 2025.05 was published).
 */
export type DeepSearchEditionBoard =
  | {
      edition: string;
      layout: "full";
      board: Provenance & { rows: DeepSearchCurrentRow[] };
    }
  | {
      edition: string;
      layout: "bands";
      board: Provenance & { rows: DeepSearchPreviousRow[] };
    };

const textAt = (row: GenericRow, key: string): string | null => {
  const value = row[key];
  return typeof value === "string" ? value : null;
};

// The rows in the shape this page's tables read (the board files hold every board's rows in one shape).
const currentRow = (row: GenericRow): DeepSearchCurrentRow => ({
  rank: row.rank,
  product: row.agent,
  company: row.company ?? "",
  accuracy_band: textAt(row, "accuracy") ?? "",
  cost_per_task: textAt(row, "cost_per_task"),
  time_per_task: textAt(row, "time_per_task"),
  evaluation_date: row.evaluation_date ?? null,
});
const previousRow = (row: GenericRow): DeepSearchPreviousRow => ({
  rank: row.rank,
  agent_model: row.agent,
  mode: row.mode ?? "",
  company: row.company ?? "",
  accuracy_band: textAt(row, "accuracy") ?? "",
  evaluation_date: row.evaluation_date ?? null,
});

function editionBoard(edition: string): DeepSearchEditionBoard {
  const file = fileOf(edition);
  const rows = rowsOf[file] ?? [];
  const provenance = {
    source: sourceOf[file] ?? [],
    retrieved: retrievedOf[file] ?? "",
    summary: summaryOf[file],
    summaryZh: summaryZhOf[file] ?? undefined,
  };
  const full = rows.some(
    (row) => row.cost_per_task != null || row.time_per_task != null,
  );
  return full
    ? {
        edition,
        layout: "full",
        board: { ...provenance, rows: rows.map(currentRow) },
      }
    : {
        edition,
        layout: "bands",
        board: { ...provenance, rows: rows.map(previousRow) },
      };
}

/** Every published edition, newest first (the first is the board page's default). */
export const deepSearchBoards: readonly DeepSearchEditionBoard[] =
  deepSearchEditions.map(editionBoard);

export type DeepSearchFullEdition = Extract<
  DeepSearchEditionBoard,
  { layout: "full" }
>;
export type DeepSearchBandsEdition = Extract<
  DeepSearchEditionBoard,
  { layout: "bands" }
>;

const isFull = (
  entry: DeepSearchEditionBoard,
): entry is DeepSearchFullEdition => entry.layout === "full";

const newestFull = deepSearchBoards.find(isFull);
if (!newestFull) {
  throw new Error(
    "DeepSearch needs at least one published edition with cost and time per task",
  );
}
/** The newest edition with cost and time per task: the charts and the Home summary read it. */
export const deepSearchLatest: DeepSearchFullEdition = newestFull;

/**
 * The pair the edition comparison shows: the newest bands-only edition and the full edition that
 * followed it (their entries are named differently and matched by the reviewed alias table).
 */
export function deepSearchComparisonPair():
  { from: DeepSearchBandsEdition; to: DeepSearchFullEdition } | undefined {
  const fromIndex = deepSearchBoards.findIndex(
    (entry) => entry.layout === "bands",
  );
  const from = deepSearchBoards[fromIndex];
  const to = deepSearchBoards[fromIndex - 1];
  return from?.layout === "bands" && to?.layout === "full"
    ? { from, to }
    : undefined;
}

export const deepSearchBoardOf = (edition: string) =>
  deepSearchBoards.find((entry) => entry.edition === edition);

/** An edition's entries as the movement between editions reads them: name, rank and accuracy band. */
export const deepSearchRanking = (entry: DeepSearchEditionBoard) => ({
  board: "deepsearch" as const,
  edition: entry.edition,
  rows:
    entry.layout === "full"
      ? entry.board.rows.map((row) => ({
          name: row.product,
          rank: row.rank,
          headline: row.accuracy_band,
        }))
      : entry.board.rows.map((row) => ({
          name: `${row.agent_model} (${row.mode})`,
          rank: row.rank,
          headline: row.accuracy_band,
        })),
});

/** The edition published before this one, if any. */
export const previousDeepSearchEdition = (entry: DeepSearchEditionBoard) =>
  deepSearchBoards[deepSearchBoards.indexOf(entry) + 1];
