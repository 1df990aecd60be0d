import { formatScore } from "../lib/format";
import { byEdition } from "./board-editions";
import { professionEditionsOf } from "./editions";
import marketingTasksRaw from "./marketing-tasks.json";
import recruitingTasksRaw from "./recruiting-tasks.json";
import type { GenericRow } from "./schema";

/** A profession board's row: the agent, its company, the average and each task category's score. */
type ProfessionRow = GenericRow & {
  company: string;
  average: number | null;
};
type ProfessionBoard<Row> = {
  rows: Row[];
  source: string[];
  retrieved: string;
  summary?: string | null;
  summaryZh?: string;
};
type RecruitingRow = ProfessionRow & {
  company_mapping: number | null;
  people_to_info: number | null;
  info_to_people: number | null;
};
type MarketingRow = ProfessionRow & {
  e_commerce: number | null;
  app: number | null;
  game: number | null;
};

// Every edition in the boards folder the build reads (see deepsearch.ts): named imports only, so each
// file's notes stay out of the browser. Validated at build time and in data.test.ts.
const recruitingEditions = byEdition(
  import.meta.glob<RecruitingRow[]>("@boards/recruiting/*.json", {
    eager: true,
    import: "rows",
  }),
  import.meta.glob<string[]>("@boards/recruiting/*.json", {
    eager: true,
    import: "source",
  }),
  import.meta.glob<string>("@boards/recruiting/*.json", {
    eager: true,
    import: "retrieved",
  }),
  import.meta.glob<string | null>("@boards/recruiting/*.json", {
    eager: true,
    import: "summary",
  }),
  // Only the Chinese summary (build-time/edition-texts.ts: null without one).
  import.meta.glob<string | null>("@boards/recruiting/*.json", {
    eager: true,
    query: "?zh-texts",
    import: "summaryZh",
  }),
);
const marketingEditions = byEdition(
  import.meta.glob<MarketingRow[]>("@boards/marketing/*.json", {
    eager: true,
    import: "rows",
  }),
  import.meta.glob<string[]>("@boards/marketing/*.json", {
    eager: true,
    import: "source",
  }),
  import.meta.glob<string>("@boards/marketing/*.json", {
    eager: true,
    import: "retrieved",
  }),
  import.meta.glob<string | null>("@boards/marketing/*.json", {
    eager: true,
    import: "summary",
  }),
  // Only the Chinese summary (build-time/edition-texts.ts: null without one).
  import.meta.glob<string | null>("@boards/marketing/*.json", {
    eager: true,
    query: "?zh-texts",
    import: "summaryZh",
  }),
);

const empty = { rows: [], source: [], retrieved: "" };

/** A recruiting edition's board; the newest when no edition is given. */
export const recruitingBoardOf = (
  edition = professionEditionsOf.hr[0],
): ProfessionBoard<RecruitingRow> =>
  recruitingEditions.get(edition ?? "") ?? empty;
/** A marketing edition's board; the newest when no edition is given. */
export const marketingBoardOf = (
  edition = professionEditionsOf.marketing[0],
): ProfessionBoard<MarketingRow> =>
  marketingEditions.get(edition ?? "") ?? empty;

/** The newest edition of each board: what the board's own page and the Home summary show. */
export const recruitingBoard = recruitingBoardOf();
export const marketingBoard = marketingBoardOf();

// Task tables keep their JSON types: their "Yes"/"No" fields are plain strings to TypeScript.
export const recruitingTasks = recruitingTasksRaw;
export const marketingTasks = marketingTasksRaw;

export type { MarketingRow, RecruitingRow };

/**
 * A profession board's edition and the one before it, as the movement between editions reads them: agent,
 * rank and average (formatted as the data API's headline).
 */
export function professionRankings(
  board: "recruiting" | "marketing",
  edition: string,
) {
  const editions =
    professionEditionsOf[board === "recruiting" ? "hr" : "marketing"];
  const boardOf = board === "recruiting" ? recruitingBoardOf : marketingBoardOf;
  const ranking = (id: string) => ({
    board,
    edition: id,
    rows: boardOf(id).rows.map((row) => ({
      name: row.agent,
      rank: row.rank,
      headline: formatScore(row.average),
    })),
  });
  const previous = editions[editions.indexOf(edition) + 1];
  return {
    current: ranking(edition),
    previous: previous ? ranking(previous) : undefined,
  };
}
