import type { SortDirection } from "@/lib/sort";

export const FACET_KEYS = ["company", "type", "mode", "group"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export type TableSort = { column: string; direction: SortDirection };

/** What a reader chose: sort, filters and (on DeepSearch) the edition. The default is the published view. */
export type TableState = {
  edition: string | null;
  q: string;
  facets: Partial<Record<FacetKey, string>>;
  sort: TableSort | null;
};

export const defaultTableState: TableState = {
  edition: null,
  q: "",
  facets: {},
  sort: null,
};

export const TABLE_KEYS = [
  "edition",
  "q",
  ...FACET_KEYS,
  "sort",
  "dir",
] as const;

/** Writes the table state into a URL query, keeping any other parameters; defaults are left out. */
export function writeTableState(
  state: TableState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of TABLE_KEYS) params.delete(key);
  if (state.edition) params.set("edition", state.edition);
  const q = state.q.trim();
  if (q) params.set("q", q);
  for (const key of FACET_KEYS) {
    const value = state.facets[key];
    if (value) params.set(key, value);
  }
  if (state.sort) {
    params.set("sort", state.sort.column);
    params.set("dir", state.sort.direction);
  }
  return params;
}

/**
 * The sort after a click on a column header: first the column's natural order (best first for
 * scores, A-Z for text, lowest first when lower is better), then the reverse, then back to the
 * published order.
 */
export function nextSort(
  current: TableSort | null,
  column: { id: string; naturalDirection: SortDirection },
): TableSort | null {
  const { id, naturalDirection } = column;
  if (!current || current.column !== id)
    return { column: id, direction: naturalDirection };
  if (current.direction === naturalDirection)
    return {
      column: id,
      direction: naturalDirection === "asc" ? "desc" : "asc",
    };
  return null;
}
