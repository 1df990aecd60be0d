// Its own module so that pages can name their rows without loading the badge code.

/**
 * How each board names an entry in its badge URL. Shared by the build-time generator and the
 * pages' badge picker, so both derive the same slug from the same row.
 */
export const entryName = {
  agent: (row: { agent: string }) => row.agent,
  model: (row: { model: string }) => row.model,
} as const;

type NamedRow = { agent: string; mode?: string | undefined };

/**
 * Whether an edition's mode is part of what each entry is: when every entry names one (DeepSearch 2025.05's models,
 * each in a mode), the mode is a column and a name reads "o3 (Search)"; when only some do (a variant noted under a
 * name), the name alone names the entry.
 */
export const modeNamesEntries = (rows: readonly NamedRow[]): boolean =>
  rows.length > 0 && rows.every((row) => Boolean(row.mode));

/** An entry's name in an edition whose rows are `rows`: with its mode where modes are part of the names. */
export const editionEntryName =
  (rows: readonly NamedRow[]) =>
  (row: NamedRow): string =>
    modeNamesEntries(rows) && row.mode
      ? `${row.agent} (${row.mode})`
      : row.agent;

/**
 * The key of an edition's name column in its downloads and data API file: what the edition says its entries are
 * ("Product" gives `product`), else `agent`.
 */
export const entryKeyOf = (entryLabel: string | undefined): string =>
  entryLabel
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "") || "agent";
