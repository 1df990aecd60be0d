import { ExternalLink } from "@/components/external-link";
import type { BoardField } from "@/data/board-registry";
import type { Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";
import { formatPublished, formatText } from "@/lib/format";
import { localizedDuration } from "@/lib/published-duration";
import type { RawValue, SortKind } from "@/lib/sort";

import type { ExportValue, LeaderboardColumn } from "./columns";

// A leaderboard column from a board field's definition (the board registry): its header, unit,
// description and direction, and how its kind of value sorts and prints. One place for what a kind means
// on a page, so a field added to a board in the CMS needs no code.

const sortByKind: Partial<Record<string, SortKind>> = {
  score: "numeric",
  number: "numeric",
  band: "band",
  money: "price",
  duration: "range",
  date: "text",
  flag: "text",
  text: "text",
};

const numericKinds = new Set(["score", "number", "band", "money", "duration"]);

/** A field's value as a row holds it: flags read "Yes"/"No", anything else as published. */
export type FieldValue = RawValue | boolean;

/** A value's published ±: the standard deviation over `runs` runs (never a confidence interval). */
export type FieldSpread = { std: number; runs: number };

/**
 * A field's label, unit and description in the page's language: a board definition (CMS content) may give
 * `labelZh`, `descriptionZh` (and `unitZh`) for Chinese pages; without them the English ones are shown.
 */
export function fieldTexts(
  field: Pick<BoardField, "label" | "unit" | "description"> & {
    labelZh?: string | null;
    unitZh?: string | null;
    descriptionZh?: string | null;
  },
  locale: Locale,
): { label: string; unit: string | null; description: string | null } {
  const chinese = locale === "zh-CN";
  const pick = (english: string | null, zh: string | null | undefined) =>
    chinese && zh && zh.trim() !== "" ? zh : english;
  return {
    label: pick(field.label, field.labelZh) ?? field.label,
    unit: pick(field.unit, field.unitZh),
    description: pick(field.description, field.descriptionZh),
  };
}

// The English texts a column prints, for code that builds columns outside a page (tests, scripts).
const englishFieldTexts: Translate = (key, values) => {
  const label = String(values?.label ?? "");
  switch (key) {
    case "leaderboard.yes":
      return "Yes";
    case "leaderboard.no":
      return "No";
    case "leaderboard.free":
      return "Free";
    case "leaderboard.spreadStd":
      return `${label}, ± (standard deviation)`;
    case "leaderboard.spreadStdDescription":
      return `The standard deviation of ${label} over its runs, as published: not a confidence interval.`;
    case "leaderboard.spreadRuns":
      return `${label}, runs`;
    case "leaderboard.spreadRunsDescription":
      return `How many runs the value of ${label} and its standard deviation are over.`;
    default:
      return `for ${String(values?.name ?? "")}`;
  }
};

export function fieldColumn<Row>(
  field: BoardField,
  value: (row: Row) => FieldValue,
  {
    primary = false,
    name,
    t = englishFieldTexts,
    locale = "en",
    spread,
  }: {
    primary?: boolean;
    name?: (row: Row) => string;
    /** The page's translate function and language (flags, link texts, the field's texts); English without. */
    t?: Translate;
    locale?: Locale;
    /**
     * The row's published ± of this field, if any: printed as "49.7 ± 2.6" and downloaded as `<key>_std` and
     * `<key>_runs`; the column still sorts by the value. Give it only when the board publishes spreads.
     */
    spread?: (row: Row) => FieldSpread | undefined;
  } = {},
): LeaderboardColumn<Row> {
  const published = (raw: FieldValue): RawValue =>
    typeof raw === "boolean"
      ? raw
        ? t("leaderboard.yes")
        : t("leaderboard.no")
      : raw;
  const read = (row: Row) => published(value(row));
  const texts = fieldTexts(field, locale);
  const withSpread = (row: Row, shown: string) => {
    const own = spread?.(row);
    // The ± under its value, in smaller type: a board of five scored columns with spreads fits a 1366 px screen.
    return own ? (
      <>
        {shown}{" "}
        <span className="block text-xs font-normal whitespace-nowrap text-muted-foreground">
          ± {formatPublished(own.std)}
        </span>
      </>
    ) : (
      shown
    );
  };
  const spreadExport = (
    key: "std" | "runs",
  ): NonNullable<LeaderboardColumn<Row>["exportFields"]>[number] => ({
    key: `${field.key}_${key}`,
    header: t(
      key === "std" ? "leaderboard.spreadStd" : "leaderboard.spreadRuns",
      { label: texts.label },
    ),
    description: t(
      key === "std"
        ? "leaderboard.spreadStdDescription"
        : "leaderboard.spreadRunsDescription",
      { label: texts.label },
    ),
    value: (row): ExportValue => spread?.(row)?.[key] ?? null,
  });
  return {
    id: field.key,
    header: texts.label,
    value: read,
    sort: sortByKind[field.kind],
    ...(spread
      ? {
          exportFields: [
            {
              key: field.key,
              header: texts.label,
              unit: texts.unit ?? undefined,
              description: texts.description ?? undefined,
              lowerIsBetter: field.lowerIsBetter,
              value: (row: Row): ExportValue => {
                const raw = read(row);
                return raw === undefined ? null : raw;
              },
            },
            spreadExport("std"),
            spreadExport("runs"),
          ],
        }
      : {}),
    cell:
      field.kind === "score" || (spread && field.kind === "number")
        ? (row) => {
            const number = read(row);
            return withSpread(
              row,
              field.kind === "score"
                ? formatPublished(typeof number === "number" ? number : null)
                : typeof number === "number"
                  ? String(number)
                  : "-",
            );
          }
        : field.kind === "money"
          ? // A published price of 'Free' reads in the page's language; it sorts and downloads as published.
            (row) => {
              const price = read(row);
              return price === "Free"
                ? t("leaderboard.free")
                : typeof price === "string"
                  ? price
                  : "-";
            }
          : field.kind === "duration"
            ? (row) => localizedDuration(formatText(read(row)), locale)
            : field.kind === "link"
              ? (row) => {
                  const href = read(row);
                  return typeof href === "string" ? (
                    <ExternalLink href={href}>
                      {texts.label}
                      {name ? (
                        <span className="sr-only">
                          {" "}
                          {t("leaderboard.forEntry", { name: name(row) })}
                        </span>
                      ) : null}
                    </ExternalLink>
                  ) : (
                    "-"
                  );
                }
              : undefined,
    unit: texts.unit ?? undefined,
    description: texts.description ?? undefined,
    lowerIsBetter: field.lowerIsBetter,
    primary,
    numeric: numericKinds.has(field.kind),
  };
}
