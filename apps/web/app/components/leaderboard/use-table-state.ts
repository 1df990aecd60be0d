import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useSearchParams } from "react-router";

import { useHydrated } from "@/lib/use-hydrated";

import type { parseTableState } from "./parse-table-state";
import {
  defaultTableState,
  writeTableState,
  type TableState,
} from "./table-state";

export type SetTableState = (
  next: TableState,
  options?: { replace?: boolean },
) => void;

type ParseTableState = typeof parseTableState;

// The URL parser (with zod) loads once the page has hydrated (the URL is read only then anyway),
// so it is not part of the page's initial JavaScript.
const loadParser = () =>
  import("./parse-table-state").then((module) => module.parseTableState);

function useTableStateParser(): ParseTableState | null {
  const hydrated = useHydrated();
  const [parse, setParse] = useState<ParseTableState | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    // In a transition: the table re-renders with the URL's state in interruptible slices, not in
    // one long task while the page is still loading.
    void loadParser().then((parser) => {
      if (current) startTransition(() => setParse(() => parser));
    });
    return () => {
      current = false;
    };
  }, [hydrated]);
  return parse;
}

/**
 * The table state kept in the URL query. The prerendered HTML is the default view, so the URL is
 * read only after hydration; each change is a history entry (typing replaces it) so Back works.
 * `ready` is false until the URL has been read: controls stay disabled until then.
 */
export function useTableState(): readonly [TableState, SetTableState, boolean] {
  const [searchParams, setSearchParams] = useSearchParams();
  const parse = useTableStateParser();
  const state = useMemo(
    () => (parse ? parse(searchParams) : defaultTableState),
    [parse, searchParams],
  );
  const setState = useCallback<SetTableState>(
    (next, options) =>
      setSearchParams((current) => writeTableState(next, current), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  return [state, setState, parse !== null] as const;
}
