import * as z from "zod/mini";

import {
  FACET_KEYS,
  TABLE_KEYS,
  type FacetKey,
  type TableState,
} from "./table-state";

// The URL is outside data, so it is parsed with zod. This module is loaded on its own (see
// use-table-state.ts): the URL is read only after hydration, so pages do not wait for it.

// Each field is parsed on its own: a bad value is dropped, the rest of the view survives.
const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.nullable(schema), null);
const text = orNull(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
);
const stateSchema = z.object({
  edition: orNull(z.string().check(z.regex(/^\d{4}\.\d{2}$/))),
  q: text,
  company: text,
  type: text,
  mode: text,
  group: text,
  sort: orNull(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/))),
  dir: orNull(z.enum(["asc", "desc"])),
});

/** Reads the table state from a URL query; unknown or malformed values are ignored. */
export function parseTableState(params: URLSearchParams): TableState {
  const raw = stateSchema.parse(
    Object.fromEntries(TABLE_KEYS.map((key) => [key, params.get(key)])),
  );
  const facets: Partial<Record<FacetKey, string>> = {};
  for (const key of FACET_KEYS) {
    const value = raw[key];
    if (value) facets[key] = value;
  }
  return {
    edition: raw.edition,
    q: raw.q ?? "",
    facets,
    sort: raw.sort && raw.dir ? { column: raw.sort, direction: raw.dir } : null,
  };
}
