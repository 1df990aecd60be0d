/** What an edition's rows hold: a value per field key (null or missing when not published). */
type EditionRow = Readonly<Record<string, unknown>>;

/**
 * The fields of a board that an edition publishes: every field some row has a value for, and always the headline.
 * A field the board defines but an edition never filled (DeepSearch's cost and time in its bands-only 2025.05
 * edition) is not a column of that edition's table, downloads or data API file; once an edition has values for
 * it (an editor adds the field in the CMS and fills it), it is.
 */
export function editionFields<
  Field extends { key: string },
  Row extends EditionRow,
>(
  board: { headlineField: string; fields: readonly Field[] },
  rows: readonly Row[],
): Field[] {
  return board.fields.filter(
    (field) =>
      field.key === board.headlineField ||
      rows.some(
        (row) => row[field.key] !== null && row[field.key] !== undefined,
      ),
  );
}
