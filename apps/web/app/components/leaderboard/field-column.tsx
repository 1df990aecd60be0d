import { ExternalLink } from "@/components/external-link";
import type { BoardField } from "@/data/board-registry";
import type { Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";
import { formatScore } from "@/lib/format";
import type { RawValue, SortKind } from "@/lib/sort";

import type { LeaderboardColumn } from "./columns";

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
const englishFieldTexts: Translate = (key, values) =>
  key === "leaderboard.yes"
    ? "Yes"
    : key === "leaderboard.no"
      ? "No"
      : `for ${String(values?.name ?? "")}`;

export function fieldColumn<Row>(
  field: BoardField,
  value: (row: Row) => FieldValue,
  {
    primary = false,
    name,
    t = englishFieldTexts,
    locale = "en",
  }: {
    primary?: boolean;
    name?: (row: Row) => string;
    /** The page's translate function and language (flags, link texts, the field's texts); English without. */
    t?: Translate;
    locale?: Locale;
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
  return {
    id: field.key,
    header: texts.label,
    value: read,
    sort: sortByKind[field.kind],
    cell:
      field.kind === "score"
        ? (row) => {
            const score = read(row);
            return formatScore(typeof score === "number" ? score : null);
          }
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
