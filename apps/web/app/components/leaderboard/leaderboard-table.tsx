import { useId, useMemo, type ReactNode } from "react";

import { RankLabel } from "@/components/medal";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useLocale, useT } from "@/i18n/i18n";
import { companyNameIn } from "@/lib/company-name";
import { formatText, MISSING } from "@/lib/format";
import {
  formatRankRange,
  honestRanks,
  type HonestRank,
} from "@/lib/honest-ranks";
import type { Interval } from "@/lib/interval";
import { sortRows, type RawValue } from "@/lib/sort";
import { sharedRanks } from "@/lib/ties";
import { cn } from "@/lib/utils";

import { ColumnGuide, columnNote } from "./column-guide";
import { exportFieldsOf, type Facet, type LeaderboardColumn } from "./columns";
import { DownloadButtons } from "./download-buttons";
import type { BoardInfo, ExportView } from "./export";
import { FacetSelect } from "./facet-select";
import { FilterInput } from "./filter-input";
import { activeFacets, filterRows } from "./filter-rows";
import { ScrollHint } from "./scroll-hint";
import { SortIcon } from "./sort-icon";
import {
  columnsBeforeMainScore,
  rankCounts,
  rowTint,
  splitUnpublished,
} from "./table-layout";
import { nextSort, type TableState } from "./table-state";
import { useTableState } from "./use-table-state";

export type LeaderboardTableProps<Row> = {
  /** Names the scrollable region, e.g. "DeepSearch 2025.10 leaderboard". */
  label: string;
  caption: ReactNode;
  /** The rows in the published order: the default view. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * The published rank, kept whatever the sort or filter; null for a reference row (adult humans, a baseline):
   * labelled "Reference", never ranked, no medal, no tint, left out of the tie groups and the row count.
   */
  rank: (row: Row) => number | null;
  /**
   * The row's 95% interval, on a board that has them: medals and rank ranges then follow the statistical
   * ties (lib/honest-ranks.ts). Rows with equal values in the main (first primary) column are tied either way.
   */
  interval?: (row: Row) => Interval | null;
  /** The row-header column (model, product or agent). */
  name: LeaderboardColumn<Row>;
  columns: readonly LeaderboardColumn<Row>[];
  /** The text filter's label and the texts it searches. */
  search: { label: string; fields: (row: Row) => readonly RawValue[] };
  facets?: readonly Facet<Row>[];
  info: BoardInfo;
  emptyMessage?: string;
};

// Rank and name stay in view while the other columns scroll sideways (the rank column's width is
// fixed so the name column knows where to stick). Below 768 px the company moves under the name (its
// column is not drawn), so rank, name and the board's main score fit a 375 px screen without scrolling.
// The classes are in app.css (lb-*): CSS, not bytes of every leaderboard page's JavaScript.
const stickyRank = "lb-rank";
/** The column id every board gives its company (and the download key): shown in the page's language. */
const COMPANY_COLUMN = "company";
const stickyName = "lb-name";
const secondLineUnderName = "lb-second-line";

/** A leaderboard: sortable columns, a text filter and facets, all kept in the URL; CSV and JSON downloads. */
export function LeaderboardTable<Row>({
  label,
  caption,
  rows,
  rowKey,
  rank,
  interval,
  name,
  columns,
  search,
  facets = [],
  info,
  emptyMessage,
}: LeaderboardTableProps<Row>) {
  const t = useT();
  const locale = useLocale();
  const [state, setState, ready] = useTableState();
  const filterId = useId();
  const guideId = useId();
  // The prerendered controls cannot work before hydration: say so rather than drop a click.
  const disabled = !ready;

  // Reference rows (rank null) are in no tie group and not counted as ranked rows.
  const ranks = useMemo(
    () =>
      rows.flatMap((row) => {
        const value = rank(row);
        return value === null ? [] : [value];
      }),
    [rows, rank],
  );
  const rankedCount = ranks.length;
  const rankColumn: LeaderboardColumn<Row> = {
    id: "rank",
    header: t("leaderboard.rank"),
    value: rank,
    sort: "numeric",
    lowerIsBetter: true,
    description: t(
      interval
        ? "leaderboard.rankDescriptionIntervals"
        : "leaderboard.rankDescription",
    ),
  };
  // A column empty in every row of this edition is not drawn; a footnote names it (downloads keep it, and the
  // columns only downloaded).
  const { drawn, unpublished } = splitUnpublished(
    rows,
    columns.filter((column) => !column.downloadOnly),
  );
  const allColumns = [rankColumn, name, ...drawn];
  // The text columns before the main score (company; mode on DeepSearch 2025.05) describe the name:
  // below 768 px they are its second line instead of columns of their own.
  const underName = columnsBeforeMainScore(drawn);
  const tied = useMemo(() => sharedRanks(ranks), [ranks]);
  const groupSizes = useMemo(() => rankCounts(ranks), [ranks]);
  const mainScore = columns.find((column) => column.primary);
  // Medals and rank ranges by the honest-rank rule, whatever the sort or filter: computed on every ranked row.
  const honest = useMemo(() => {
    const ranked = rows.flatMap((row) => {
      const value = rank(row);
      return value === null ? [] : [{ row, rank: value }];
    });
    const results = honestRanks(
      ranked.map(({ row, rank: value }) => {
        const main = mainScore?.value(row);
        return {
          rank: value,
          value:
            typeof main === "number" || typeof main === "string" ? main : null,
          interval: interval?.(row) ?? null,
        };
      }),
    );
    return new Map<Row, HonestRank>(
      ranked.map(({ row }, index) => [row, results[index]!]),
    );
  }, [rows, rank, interval, mainScore]);

  const { active: shownFacets, chosen } = activeFacets(
    rows,
    facets,
    state.facets,
  );
  const sortColumn = state.sort
    ? allColumns.find((column) => column.id === state.sort?.column)
    : undefined;
  const sort =
    state.sort && sortColumn?.sort
      ? {
          column: sortColumn,
          kind: sortColumn.sort,
          direction: state.sort.direction,
        }
      : null;
  const query = state.q;
  const filtered = filterRows(rows, {
    facets: shownFacets.map(({ facet }) => facet),
    chosen,
    query,
    // A Chinese reader may type a company's Chinese name (谷歌): the shown names are searched too.
    fields: (row) => {
      const own = search.fields(row);
      return locale === "en"
        ? own
        : [
            ...own,
            ...own.map((field) =>
              typeof field === "string" ? companyNameIn(field, locale) : field,
            ),
          ];
    },
  });
  const visible = sort
    ? sortRows(filtered, sort.kind, sort.column.value, sort.direction)
    : filtered;

  const filtering = query !== "" || chosen.size > 0;
  // A value as drawn without a cell of its own: as published, a company in the page's language.
  const plainText = (column: LeaderboardColumn<Row>, row: Row) => {
    const text = formatText(column.value(row));
    return column.id === COMPANY_COLUMN ? companyNameIn(text, locale) : text;
  };
  // On phones the columns before the main score go under the name ("Google · proprietary"), as their cells say them
  // (a group in the page's language), leaving out what a row does not publish (a reference row's company and
  // group): no "- · -" line.
  const underNameText = (column: LeaderboardColumn<Row>, row: Row) => {
    const cell = column.cell?.(row);
    return typeof cell === "string" ? cell : plainText(column, row);
  };
  const secondLine = (row: Row) =>
    underName
      .map((column) => underNameText(column, row))
      .filter((text) => text !== MISSING)
      .join(" · ") || undefined;
  // Applied to the state in the URL at that moment, not to this render's copy: two quick changes both hold.
  const update = (
    patch:
      Partial<TableState> | ((previous: TableState) => Partial<TableState>),
    replace = false,
  ) =>
    setState(
      (previous) => ({
        ...previous,
        ...(typeof patch === "function" ? patch(previous) : patch),
      }),
      { replace },
    );

  const statusText = () => {
    const count = filtering
      ? t("leaderboard.rowCountFiltered", {
          shown: visible.filter((row) => rank(row) !== null).length,
          count: rankedCount,
        })
      : t("leaderboard.rowCount", { count: rankedCount });
    if (!sort) return t("leaderboard.statusPublished", { rows: count });
    return t(
      sort.direction === "asc"
        ? "leaderboard.statusAscending"
        : "leaderboard.statusDescending",
      { rows: count, column: sort.column.header },
    );
  };

  const download = async (view: ExportView["kind"], format: "csv" | "json") => {
    // The export code loads on the first download, not with the page.
    const [
      { downloadFileName, leaderboardCsv, leaderboardJson },
      { saveTextFile },
    ] = await Promise.all([import("./export"), import("@/lib/download")]);
    const input = {
      info,
      fields: exportFieldsOf([name, ...columns]),
      rows: view === "full" ? rows : visible,
      rank,
      tied,
      view:
        view === "full"
          ? ({ kind: "full" } as const)
          : ({ kind: "current", state } as const),
      texts: {
        rank: t("leaderboard.rank"),
        rankDescription: t("leaderboard.rankPublished"),
        tied: t("leaderboard.tied"),
        tiedDescription: t("leaderboard.tiedDescription"),
        reference: t("leaderboard.reference"),
        referenceDescription: t("leaderboard.referenceDescription"),
      },
    };
    saveTextFile(
      downloadFileName(info, view, format),
      format === "csv" ? "text/csv;charset=utf-8" : "application/json",
      format === "csv" ? leaderboardCsv(input) : leaderboardJson(input),
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        {/* From 640 px each label sits beside its control: one 40 px row instead of two. */}
        <div className="grid w-full gap-1.5 sm:w-auto sm:grid-cols-[auto_16rem] sm:items-center sm:gap-x-2">
          <label htmlFor={filterId} className="text-sm font-medium">
            {search.label}
          </label>
          <FilterInput
            id={filterId}
            disabled={disabled}
            value={state.q}
            // Starting a filter is a step Back undoes; refining it replaces that step.
            onChange={(q) => update({ q }, state.q !== "")}
          />
        </div>
        {shownFacets.map(({ facet, options }) => (
          <FacetSelect
            key={facet.key}
            facet={facet}
            options={options}
            optionLabel={(option) =>
              facet.optionLabel
                ? facet.optionLabel(option)
                : facet.key === COMPANY_COLUMN
                  ? companyNameIn(option, locale)
                  : option
            }
            value={chosen.get(facet.key) ?? ""}
            disabled={disabled}
            onChange={(value) =>
              update((previous) => ({
                facets: { ...previous.facets, [facet.key]: value },
              }))
            }
          />
        ))}
        {filtering && (
          <Button
            variant="outline"
            onClick={() => update({ q: "", facets: {} })}
          >
            {t("leaderboard.clearFilters")}
          </Button>
        )}
      </div>
      {drawn.length > 2 && <ScrollHint />}
      <Table
        label={label}
        containerClassName="max-h-[80vh] overflow-y-auto"
        className="border-separate border-spacing-0"
      >
        {/* Held at the left edge and at most a screen wide: never cut by the sideways scroll. */}
        <TableCaption className="lb-caption">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {allColumns.map((column, index) => {
              const sorted = sort?.column.id === column.id ? sort : null;
              return (
                <TableHead
                  key={column.id}
                  scope="col"
                  aria-sort={
                    sorted
                      ? sorted.direction === "asc"
                        ? "ascending"
                        : "descending"
                      : undefined
                  }
                  align={column.numeric ? "right" : "left"}
                  // A long title ("Fine-grained Discrimination") wraps: five such columns fit a 1366 px screen.
                  wrap={
                    typeof column.header === "string" &&
                    column.header.length > 16
                  }
                  padding={index === 0 ? "compact" : "default"}
                  className={cn(
                    "sticky top-0 border-b border-border bg-muted",
                    index < 2 ? "z-30" : "z-20",
                    index === 0 && "left-0 w-20 min-w-20",
                    index === 1 && "left-20",
                    underName.includes(column) && "max-md:hidden",
                  )}
                  title={column.description}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      disabled={disabled}
                      aria-describedby={
                        columnNote(column, t)
                          ? `${guideId}-${column.id}`
                          : undefined
                      }
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold hover:bg-background focus-visible:outline-2 focus-visible:outline-primary"
                      onClick={() =>
                        update({
                          sort: nextSort(state.sort, {
                            id: column.id,
                            naturalDirection:
                              column.sort === "text" || column.lowerIsBetter
                                ? "asc"
                                : "desc",
                          }),
                        })
                      }
                    >
                      {column.header}
                      <SortIcon direction={sorted?.direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {visible.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={allColumns.length}
                className="py-8 text-center text-muted-foreground"
              >
                {rows.length === 0
                  ? (emptyMessage ?? t("leaderboard.noResults"))
                  : t("leaderboard.noMatch")}
              </TableCell>
            </TableRow>
          ) : (
            visible.map((row, index) => {
              const rowRank = rank(row);
              const isTied = rowRank !== null && tied.has(rowRank);
              const honestRank = honest.get(row);
              const previous = visible[index - 1];
              const startsGroup =
                isTied && (!previous || rank(previous) !== rowRank);
              return (
                <TableRow
                  key={rowKey(row)}
                  className={cn(
                    "[&>*]:border-b [&>*]:border-border last:[&>*]:border-0",
                    rowRank === null
                      ? "lb-reference"
                      : rowTint(honestRank?.medal, isTied),
                  )}
                >
                  <TableCell
                    compact
                    className={cn(stickyRank, isTied && "lb-tied")}
                  >
                    {rowRank === null ? (
                      <span className="lb-reference-label">
                        {t("leaderboard.reference")}
                      </span>
                    ) : (
                      <RankLabel
                        rank={rowRank}
                        medal={honestRank?.medal}
                        range={
                          honestRank?.rangeShown
                            ? formatRankRange(honestRank.range)
                            : undefined
                        }
                        tied={isTied}
                        groupSize={
                          startsGroup ? groupSizes.get(rowRank) : undefined
                        }
                      />
                    )}
                  </TableCell>
                  <TableHead
                    scope="row"
                    weight="medium"
                    height="row"
                    wrap
                    className={stickyName}
                  >
                    <span
                      className={cn(
                        "block",
                        secondLine(row) && secondLineUnderName,
                      )}
                      data-second-line={secondLine(row)}
                    >
                      {name.cell?.(row) ?? formatText(name.value(row))}
                    </span>
                  </TableHead>
                  {drawn.map((column) => (
                    <TableCell
                      key={column.id}
                      compact
                      className={cn(
                        column.numeric && "text-right tabular-nums",
                        column.primary && "font-semibold",
                        underName.includes(column) && "max-md:hidden",
                      )}
                    >
                      {column.cell?.(row) ?? plainText(column, row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      {unpublished.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t("leaderboard.unpublished", {
            columns: unpublished
              .map((column) => column.header)
              .join(locale === "zh-CN" ? "、" : ", "),
          })}
        </p>
      )}
      <ColumnGuide idPrefix={guideId} columns={allColumns} />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <p aria-live="polite">{rows.length === 0 ? "" : statusText()}</p>
        <DownloadButtons
          onDownload={(view, format) => void download(view, format)}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
