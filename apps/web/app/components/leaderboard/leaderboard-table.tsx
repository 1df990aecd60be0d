import { ArrowDown, ArrowUp, ArrowUpDown, Download } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";

import { RankLabel } from "@/components/medal";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { compareText } from "@/lib/compare-text";
import { formatText } from "@/lib/format";
import { sortRows, type RawValue } from "@/lib/sort";
import { sharedRanks } from "@/lib/ties";
import { cn } from "@/lib/utils";

import { exportFieldsOf, type Facet, type LeaderboardColumn } from "./columns";
import type { BoardInfo, ExportView } from "./export";
import { nextSort, type FacetKey, type TableState } from "./table-state";
import { useTableState } from "./use-table-state";

export type LeaderboardTableProps<Row> = {
  /** Names the scrollable region, e.g. "DeepSearch 2025.10 leaderboard". */
  label: string;
  caption: ReactNode;
  /** The rows in the published order: the default view. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The published rank, kept whatever the sort or filter. */
  rank: (row: Row) => number;
  /** The row-header column (model, product or agent). */
  name: LeaderboardColumn<Row>;
  columns: readonly LeaderboardColumn<Row>[];
  /** The text filter's label and the texts it searches. */
  search: { label: string; fields: (row: Row) => readonly RawValue[] };
  facets?: readonly Facet<Row>[];
  info: BoardInfo;
  emptyMessage?: string;
};

function facetOptions<Row>(rows: readonly Row[], facet: Facet<Row>): string[] {
  const values = new Set<string>();
  for (const row of rows) {
    const value = facet.value(row);
    if (value) values.add(value);
  }
  return [...values].sort(compareText);
}

// Rank and name stay in view while the other columns scroll sideways (the rank column's width is
// fixed so the name column knows where to stick).
const stickyRank = "sticky left-0 z-10 w-18 min-w-18 max-w-18 bg-inherit px-2";
const stickyName =
  "sticky left-18 z-10 min-w-36 max-w-44 bg-inherit whitespace-normal shadow-[inset_-1px_0_0_var(--color-border)] sm:max-w-64";

/** A leaderboard: sortable columns, a text filter and facets, all kept in the URL; CSV and JSON downloads. */
export function LeaderboardTable<Row>({
  label,
  caption,
  rows,
  rowKey,
  rank,
  name,
  columns,
  search,
  facets = [],
  info,
  emptyMessage = "No results to show.",
}: LeaderboardTableProps<Row>) {
  const [state, setState, ready] = useTableState();
  const filterId = useId();
  const guideId = useId();
  // The prerendered controls cannot work before hydration: say so rather than drop a click.
  const disabled = !ready;

  const rankColumn: LeaderboardColumn<Row> = {
    id: "rank",
    header: "Rank",
    value: rank,
    sort: "numeric",
    lowerIsBetter: true,
    description: "The published rank; tied rows share it.",
  };
  const allColumns = [rankColumn, name, ...columns];
  const tied = useMemo(() => sharedRanks(rows.map(rank)), [rows, rank]);

  // A facet shows only when the data has it; a URL value that matches no option is ignored.
  const activeFacets = facets
    .map((facet) => ({ facet, options: facetOptions(rows, facet) }))
    .filter(({ options }) => options.length > 0);
  const chosen = new Map<FacetKey, string>();
  for (const { facet, options } of activeFacets) {
    const value = state.facets[facet.key];
    if (value && options.includes(value)) chosen.set(facet.key, value);
  }
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
  const query = state.q.toLocaleLowerCase();

  const visible = (() => {
    const filtered = rows.filter(
      (row) =>
        activeFacets.every(({ facet }) => {
          const value = chosen.get(facet.key);
          return value === undefined || facet.value(row) === value;
        }) &&
        (!query ||
          search.fields(row).some((field) =>
            String(field ?? "")
              .toLocaleLowerCase()
              .includes(query),
          )),
    );
    return sort
      ? sortRows(filtered, sort.kind, sort.column.value, sort.direction)
      : filtered;
  })();

  const filtering = query !== "" || chosen.size > 0;
  const update = (patch: Partial<TableState>, replace = false) =>
    setState({ ...state, ...patch }, { replace });

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
    };
    saveTextFile(
      downloadFileName(info, view, format),
      format === "csv" ? "text/csv;charset=utf-8" : "application/json",
      format === "csv" ? leaderboardCsv(input) : leaderboardJson(input),
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-full gap-1.5 sm:w-64">
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
        {activeFacets.map(({ facet, options }) => (
          <FacetSelect
            key={facet.key}
            facet={facet}
            options={options}
            value={chosen.get(facet.key) ?? ""}
            disabled={disabled}
            onChange={(value) =>
              update({ facets: { ...state.facets, [facet.key]: value } })
            }
          />
        ))}
        {filtering && (
          <Button
            variant="outline"
            onClick={() => update({ q: "", facets: {} })}
          >
            Clear filters
          </Button>
        )}
      </div>
      <Table
        label={label}
        containerClassName="max-h-[80vh] overflow-y-auto"
        className="border-separate border-spacing-0"
      >
        <TableCaption>{caption}</TableCaption>
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
                  className={cn(
                    "sticky top-0 z-20 border-b border-border bg-muted",
                    index === 0 && "left-0 z-30 w-18 min-w-18 px-2",
                    index === 1 && "left-18 z-30",
                  )}
                  title={column.description}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      disabled={disabled}
                      aria-describedby={
                        columnNote(column)
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
                  ? emptyMessage
                  : "No rows match the filters."}
              </TableCell>
            </TableRow>
          ) : (
            visible.map((row) => {
              const rowRank = rank(row);
              return (
                <TableRow
                  key={rowKey(row)}
                  className={cn(
                    "[&>*]:border-b [&>*]:border-border last:[&>*]:border-0",
                    rowRank <= 3 ? "bg-amber-50" : "bg-background",
                  )}
                >
                  <TableCell className={stickyRank}>
                    <RankLabel rank={rowRank} tied={tied.has(rowRank)} />
                  </TableCell>
                  <TableHead
                    scope="row"
                    className={cn("font-medium", stickyName)}
                  >
                    {name.cell?.(row) ?? formatText(name.value(row))}
                  </TableHead>
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      className={cn(
                        column.numeric && "tabular-nums",
                        column.primary && "font-semibold",
                      )}
                    >
                      {column.cell?.(row) ?? formatText(column.value(row))}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <ColumnGuide idPrefix={guideId} columns={allColumns} />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <p aria-live="polite">
          {rows.length === 0
            ? ""
            : `${filtering ? `${visible.length} of ${rows.length}` : rows.length} rows, ${
                sort
                  ? `sorted by ${sort.column.header} (${sort.direction === "asc" ? "ascending" : "descending"})`
                  : "in the published order"
              }.`}
        </p>
        <DownloadButtons
          onDownload={(view, format) => void download(view, format)}
          disabled={disabled}
        />
      </div>
    </div>
  );
}

/** What a column means, in words: its description, unit and direction. */
export function columnNote<Row>(column: LeaderboardColumn<Row>): string {
  return [
    column.description,
    column.unit && `Unit: ${column.unit}.`,
    column.lowerIsBetter && "Lower is better.",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The column descriptions for everyone, not only mouse users (a `title` is never shown on focus):
 * a disclosure under the table, and each sort button's accessible description.
 */
function ColumnGuide<Row>({
  idPrefix,
  columns,
}: {
  idPrefix: string;
  columns: readonly LeaderboardColumn<Row>[];
}) {
  const described = columns.filter((column) => columnNote(column));
  if (described.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer rounded font-medium focus-visible:outline-2 focus-visible:outline-primary">
        About the columns
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {described.map((column) => (
          <div key={column.id} className="contents">
            <dt className="font-medium">{column.header}</dt>
            <dd
              id={`${idPrefix}-${column.id}`}
              className="mb-1 text-muted-foreground sm:mb-0"
            >
              {columnNote(column)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function SortIcon({ direction }: { direction: "asc" | "desc" | undefined }) {
  const className = "size-3.5 shrink-0";
  if (direction === "asc") return <ArrowUp aria-hidden className={className} />;
  if (direction === "desc")
    return <ArrowDown aria-hidden className={className} />;
  return (
    <ArrowUpDown
      aria-hidden
      className={cn(className, "text-muted-foreground opacity-60")}
    />
  );
}

/** The text filter: typing stays smooth while the URL follows; Back (a URL change from outside) refills it. */
function FilterInput({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (value !== draft.trim()) setDraft(value);
  }
  return (
    <Input
      id={id}
      type="search"
      autoComplete="off"
      className="disabled:cursor-default disabled:opacity-100"
      disabled={disabled}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}

function FacetSelect<Row>({
  facet,
  options,
  value,
  disabled,
  onChange,
}: {
  facet: Facet<Row>;
  options: readonly string[];
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {facet.label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 max-w-full rounded-md border border-border bg-background px-3 text-sm"
      >
        <option value="">{facet.allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function DownloadButtons({
  onDownload,
  disabled,
}: {
  onDownload: (view: ExportView["kind"], format: "csv" | "json") => void;
  disabled: boolean;
}) {
  const groups = [
    { view: "current", text: "This view", name: "current view" },
    { view: "full", text: "Full board", name: "full board" },
  ] as const;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {groups.map((group) => (
        <div
          key={group.view}
          role="group"
          aria-label={`Download ${group.name}`}
          className="flex items-center gap-1.5"
        >
          <Download aria-hidden className="size-4" />
          <span>{group.text}:</span>
          {(["csv", "json"] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              size="sm"
              className="h-8 px-2.5 disabled:opacity-100"
              disabled={disabled}
              aria-label={`Download ${format.toUpperCase()} (${group.name})`}
              onClick={() => onDownload(group.view, format)}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}
