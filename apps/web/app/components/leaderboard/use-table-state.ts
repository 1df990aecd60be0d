import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

import { useHydrated } from "@/lib/use-hydrated";

import {
  defaultTableState,
  parseTableState,
  writeTableState,
  type TableState,
} from "./table-state";

export type SetTableState = (
  next: TableState,
  options?: { replace?: boolean },
) => void;

/**
 * The table state kept in the URL query. The prerendered HTML is the default view, so the URL is
 * read only after hydration; each change is a history entry (typing replaces it) so Back works.
 */
export function useTableState(): readonly [TableState, SetTableState] {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const state = useMemo(
    () => (hydrated ? parseTableState(searchParams) : defaultTableState),
    [hydrated, searchParams],
  );
  const setState = useCallback<SetTableState>(
    (next, options) =>
      setSearchParams((current) => writeTableState(next, current), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  return [state, setState] as const;
}
