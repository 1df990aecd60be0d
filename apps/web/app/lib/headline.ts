import { formatPublished, MISSING } from "./format";

/** The board definition a headline needs: which field it is, and that field's kind. */
type HeadlineBoard = {
  headlineField: string;
  fields: readonly { key: string; kind: string }[];
};

/** A row's headline value as printed: a score with its published decimals (at least one), a flag as Yes/No, anything else as published. */
export function headlineText(
  board: HeadlineBoard,
  value: string | number | boolean | null | undefined,
): string {
  const kind = board.fields.find(
    (field) => field.key === board.headlineField,
  )?.kind;
  if (typeof value === "number" && kind === "score")
    return formatPublished(value);
  if (value === null || value === undefined) return MISSING;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}
