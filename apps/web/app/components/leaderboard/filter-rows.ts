import { compareText } from "@/lib/compare-text";
import type { RawValue } from "@/lib/sort";

import type { Facet } from "./columns";
import type { FacetKey } from "./table-state";

/** The values a facet can take in these rows, in name order; empty when the data has none. */
export function facetOptions<Row>(
  rows: readonly Row[],
  facet: Facet<Row>,
): string[] {
  const values = new Set<string>();
  for (const row of rows) {
    const value = facet.value(row);
    if (value) values.add(value);
  }
  return [...values].sort(compareText);
}

/**
 * The facets this data has, each with its options, and the value chosen for each: a facet shows only when the
 * data has it, and a chosen value that matches no option (a stale or hand-edited URL) is ignored.
 */
export function activeFacets<Row>(
  rows: readonly Row[],
  facets: readonly Facet<Row>[],
  requested: Partial<Record<FacetKey, string>>,
) {
  const active = facets
    .map((facet) => ({ facet, options: facetOptions(rows, facet) }))
    .filter(({ options }) => options.length > 0);
  const chosen = new Map<FacetKey, string>();
  for (const { facet, options } of active) {
    const value = requested[facet.key];
    if (value && options.includes(value)) chosen.set(facet.key, value);
  }
  return { active, chosen };
}

/**
 * The rows that match every chosen facet and whose searched texts contain the query (case-insensitive, in the
 * reader's locale), in their given order.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  {
    facets,
    chosen,
    query,
    fields,
  }: {
    facets: readonly Facet<Row>[];
    chosen: ReadonlyMap<FacetKey, string>;
    query: string;
    fields: (row: Row) => readonly RawValue[];
  },
): Row[] {
  const needle = query.toLocaleLowerCase();
  return rows.filter(
    (row) =>
      facets.every((facet) => {
        const value = chosen.get(facet.key);
        return value === undefined || facet.value(row) === value;
      }) &&
      (!needle ||
        fields(row).some((field) =>
          String(field ?? "")
            .toLocaleLowerCase()
            .includes(needle),
        )),
  );
}
