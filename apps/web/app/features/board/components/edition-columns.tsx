import { ExternalLink } from "@/components/external-link";
import { AgentCell } from "@/components/leaderboard/agent-cell";
import type { LeaderboardColumn } from "@/components/leaderboard/columns";
import { fieldColumn } from "@/components/leaderboard/field-column";
import agentSlugs from "@/data/agent-slugs.json";
import type { GenericEdition } from "@/data/board-edition";
import type { GenericRow, ReferenceRow } from "@/data/schema";
import type { Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";
import {
  editionEntryName,
  entryKeyOf,
  modeNamesEntries,
} from "@/lib/data-api/entry-names";
import { editionFields } from "@/lib/edition-fields";
import { modeIn } from "@/lib/entry-mode";
import { MISSING } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";
import { placeReferenceRows } from "@/lib/reference-rows";

import { entryHeaderOf } from "../lib/entry-header";

// A board edition's table as columns: the name, mode, company and group, the board's fields (the headline
// first) and the entry's date and link. One list for the page and its downloads: a subtype (a field with a
// parent) is in the breakdown table on the page, not a column, but its downloads carry it as the data API does.

/** A row of the table: a ranked entry, or a reference row (rank null: not ranked). */
export type TableRow = {
  rank: number | null;
  entry: GenericRow | ReferenceRow;
};

/** The table's rows in the board's order, each reference row at its score's position. */
export function tableRows(edition: GenericEdition): TableRow[] {
  const { board } = edition;
  return placeReferenceRows<TableRow>(
    [...edition.rows]
      .sort((a, b) => a.rank - b.rank)
      .map((entry) => ({ rank: entry.rank, entry })),
    (edition.reference ?? []).map((entry) => ({ rank: null, entry })),
    (row) => row.entry[board.sortField],
    board.sortDirection,
  );
}

/** The board's listed names -> agent pages (agent-slugs.json, written from the identity table). */
export function agentNamesOf(board: string): Readonly<Record<string, string>> {
  const names = Object.entries(agentSlugs).find(([key]) => key === board)?.[1];
  return names && !Array.isArray(names) ? names : {};
}

/** An entry's group in the page's language: the common ones from the catalogs, any other as the editor wrote it. */
export function groupName(group: string, t: Translate): string {
  if (group === "proprietary") return t("leaderboard.groupProprietary");
  if (group === "open-source") return t("leaderboard.groupOpenSource");
  return group;
}

/** The entry's columns that are not fields, where the edition's rows have them: evaluation date, link. */
function entryColumns(
  edition: GenericEdition,
  t: Translate,
): LeaderboardColumn<TableRow>[] {
  const all = [...edition.rows, ...(edition.reference ?? [])];
  return [
    ...(all.some((row) => row.evaluation_date)
      ? [
          {
            id: "evaluation_date",
            header: t("leaderboard.evaluationDate"),
            value: (row: TableRow) => row.entry.evaluation_date ?? null,
            sort: "text" as const,
          },
        ]
      : []),
    ...(all.some((row) => row.link)
      ? [
          {
            id: "link",
            header: t("leaderboard.link"),
            value: (row: TableRow) => row.entry.link ?? null,
            cell: (row: TableRow) =>
              row.entry.link ? (
                <ExternalLink href={row.entry.link}>
                  {t("leaderboard.source")}
                  <span className="sr-only">
                    {" "}
                    {t("leaderboard.forEntry", { name: row.entry.agent })}
                  </span>
                </ExternalLink>
              ) : (
                MISSING
              ),
            // A link to where the row can be checked, not a figure: not in the downloads.
            exportFields: [],
          },
        ]
      : []),
  ];
}

export type EditionColumns = {
  rows: TableRow[];
  /** The row-header column: the entry's name (a reference row's in the page's language). */
  name: LeaderboardColumn<TableRow>;
  columns: LeaderboardColumn<TableRow>[];
  nameHeader: string;
  hasGroup: boolean;
  hasMode: boolean;
};

/** The edition's table columns in the page's language (English with the English `t`). */
export function editionColumns(
  edition: GenericEdition,
  t: Translate,
  locale: Locale,
): EditionColumns {
  const { board } = edition;
  const rows = tableRows(edition);
  const fields = editionFields(board, [
    ...edition.rows,
    ...(edition.reference ?? []),
  ]);
  const hasGroup = rows.some((row) => row.entry.group);
  const [headline, ...others] = [
    ...fields.filter((field) => field.key === board.headlineField),
    ...fields.filter((field) => field.key !== board.headlineField),
  ];
  const name = (row: TableRow) => row.entry.agent;
  const agentNames = agentNamesOf(board.slug);
  const entryName = editionEntryName(edition.rows);
  // Where every entry names a mode, it is part of what the entry is: a column of its own (DeepSearch 2025.05).
  const hasMode = modeNamesEntries(edition.rows);
  const nameHeader = entryHeaderOf(edition, locale, t);
  // A field's column carries spreads only when some row publishes one for it (its downloads gain _std and _runs).
  const spreadOf = (key: string) =>
    rows.some((row) => row.entry.spread?.[key])
      ? (row: TableRow) => row.entry.spread?.[key]
      : undefined;
  return {
    rows,
    nameHeader,
    hasGroup,
    hasMode,
    name: {
      // The downloads' key for the name, as the data API names it (`product` where the entries are products).
      id: entryKeyOf(edition.entryLabel),
      header: nameHeader,
      value: name,
      cell: (row) => (
        <>
          {row.rank === null ? (
            referenceNameIn(row.entry.agent, locale)
          ) : (
            <AgentCell
              board={board.slug}
              names={agentNames}
              name={entryName(row.entry)}
              label={row.entry.agent}
            />
          )}
          {row.entry.mode && !hasMode ? (
            <span className="block text-xs font-normal text-muted-foreground">
              {modeIn(row.entry.mode, locale)}
            </span>
          ) : null}
        </>
      ),
      sort: "text",
    },
    columns: [
      // Where only some entries name a mode, it shows under their name: the downloads still have it as a column.
      ...(rows.some((row) => row.entry.mode)
        ? [
            {
              id: "mode",
              header: t("leaderboard.mode"),
              value: (row: TableRow) => row.entry.mode ?? null,
              sort: "text" as const,
              ...(hasMode ? {} : { downloadOnly: true }),
            },
          ]
        : []),
      {
        id: "company",
        header: t("leaderboard.company"),
        value: (row) => row.entry.company ?? null,
        sort: "text",
      },
      ...(hasGroup
        ? [
            {
              id: "group",
              header: t("leaderboard.group"),
              value: (row: TableRow) => row.entry.group ?? null,
              cell: (row: TableRow) =>
                row.entry.group ? groupName(row.entry.group, t) : MISSING,
              sort: "text" as const,
            },
          ]
        : []),
      ...(headline
        ? [
            fieldColumn<TableRow>(headline, (row) => row.entry[headline.key], {
              primary: true,
              name,
              t,
              locale,
              spread: spreadOf(headline.key),
            }),
          ]
        : []),
      ...others.map((field) => ({
        ...fieldColumn<TableRow>(field, (row) => row.entry[field.key], {
          name,
          t,
          locale,
          spread: spreadOf(field.key),
        }),
        // A subtype is in the breakdown table (the section "subtype-breakdown"), not a column of this one.
        ...(field.parent ? { downloadOnly: true } : {}),
      })),
      ...entryColumns(edition, t),
    ],
  };
}
