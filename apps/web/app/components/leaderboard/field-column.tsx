import { ExternalLink } from "@/components/external-link";
import type { BoardField } from "@/data/board-registry";
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

const published = (value: FieldValue): RawValue =>
  typeof value === "boolean" ? (value ? "Yes" : "No") : value;

export function fieldColumn<Row>(
  field: BoardField,
  value: (row: Row) => FieldValue,
  {
    primary = false,
    name,
  }: { primary?: boolean; name?: (row: Row) => string } = {},
): LeaderboardColumn<Row> {
  const read = (row: Row) => published(value(row));
  return {
    id: field.key,
    header: field.label,
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
                  {field.label}
                  {name ? (
                    <span className="sr-only"> for {name(row)}</span>
                  ) : null}
                </ExternalLink>
              ) : (
                "-"
              );
            }
          : undefined,
    unit: field.unit ?? undefined,
    description: field.description ?? undefined,
    lowerIsBetter: field.lowerIsBetter,
    primary,
    numeric: numericKinds.has(field.kind),
  };
}
