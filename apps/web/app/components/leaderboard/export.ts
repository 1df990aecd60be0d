import { toCsv } from "@/lib/csv";

import type { ExportField, ExportValue } from "./columns";
import type { TableState } from "./table-state";

/** What a download says about where its rows come from. */
export type BoardInfo = {
  /** e.g. "xbench-DeepSearch" */
  board: string;
  /** e.g. "2025.10" */
  edition: string;
  /** File-name stem, e.g. "deepsearch-2025.10". */
  slug: string;
  sources: readonly string[];
  retrieved?: string;
};

export type ExportView =
  { kind: "current"; state: TableState } | { kind: "full" };

export type ExportInput<Row> = {
  info: BoardInfo;
  fields: readonly ExportField<Row>[];
  rows: readonly Row[];
  /** Null for a reference row: not ranked (its download says so in the `reference` column). */
  rank: (row: Row) => number | null;
  tied: ReadonlySet<number>;
  view: ExportView;
  /** The rank and tie columns' headers and descriptions in the page's language (English by default). */
  texts?: {
    rank: string;
    rankDescription: string;
    tied: string;
    tiedDescription: string;
    reference?: string;
    referenceDescription?: string;
  };
};

const englishTexts = {
  rank: "Rank",
  rankDescription: "The published rank; tied rows share it.",
  tied: "Tied",
  tiedDescription: "Whether another row shares this rank.",
  reference: "Reference",
  referenceDescription:
    "A reference row (such as adult humans): shown for comparison, not ranked.",
};

type Field<Row> = Omit<ExportField<Row>, "value"> & {
  value: (row: Row) => ExportValue | boolean;
};

function allFields<Row>(input: ExportInput<Row>): Field<Row>[] {
  const texts = input.texts ?? englishTexts;
  return [
    {
      key: "rank",
      header: texts.rank,
      description: texts.rankDescription,
      lowerIsBetter: true,
      value: input.rank,
    },
    {
      key: "tied",
      header: texts.tied,
      description: texts.tiedDescription,
      value: (row) => {
        const rank = input.rank(row);
        return rank !== null && input.tied.has(rank);
      },
    },
    // Only on a board with reference rows: the other boards' downloads keep their columns.
    ...(input.rows.some((row) => input.rank(row) === null)
      ? [
          {
            key: "reference",
            header: texts.reference ?? englishTexts.reference,
            description:
              texts.referenceDescription ?? englishTexts.referenceDescription,
            value: (row: Row) => input.rank(row) === null,
          },
        ]
      : []),
    ...input.fields,
  ];
}

export function leaderboardCsv<Row>(input: ExportInput<Row>): string {
  const fields = allFields(input);
  return toCsv(
    fields.map((field) => field.key),
    input.rows.map((row) => fields.map((field) => field.value(row))),
  );
}

export function leaderboardJson<Row>(input: ExportInput<Row>): string {
  const fields = allFields(input);
  const { view } = input;
  const document = {
    board: input.info.board,
    edition: input.info.edition,
    view:
      view.kind === "full"
        ? { kind: "full board" }
        : {
            kind: "current view",
            filter: view.state.q || null,
            facets: view.state.facets,
            sort: view.state.sort,
          },
    sources: input.info.sources,
    retrieved: input.info.retrieved ?? null,
    columns: fields.map((field) => ({
      key: field.key,
      header: field.header,
      unit: field.unit ?? null,
      description: field.description ?? null,
      lowerIsBetter: field.lowerIsBetter ?? false,
    })),
    rowCount: input.rows.length,
    rows: input.rows.map((row) =>
      Object.fromEntries(fields.map((field) => [field.key, field.value(row)])),
    ),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export function downloadFileName(
  info: BoardInfo,
  view: ExportView["kind"],
  extension: "csv" | "json",
): string {
  const stem = info.slug.replace(/[^a-z0-9.]+/gi, "-").toLowerCase();
  return `${stem}-${view === "full" ? "full" : "view"}.${extension}`;
}
