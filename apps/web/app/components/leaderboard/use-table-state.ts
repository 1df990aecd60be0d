import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useSearchParams } from "react-router";

import { useHydrated } from "@/lib/use-hydrated";

import type { parseTableState } from "./parse-table-state";
import {
  defaultTableState,
  TABLE_KEYS,
  writeTableState,
  type TableState,
} from "./table-state";

/**
 * Sets the table state: a whole state, or an update applied to the state in the URL at that moment (so two
 * changes made before a re-render, e.g. clearing the filter and then picking a company, both hold).
 */
export type SetTableState = (
  next: TableState | ((previous: TableState) => TableState),
  options?: { replace?: boolean },
) => void;

type ParseTableState = typeof parseTableState;

// The URL parser (with zod) loads only when there is a table state to read: a URL that holds one (a shared
// link, Back), or the reader's first change. A plain visit reads no query, so it loads no parser: on a
// static board the parser and zod were a 55 ms task (4x-throttled CPU) and 8.5 KB while the page loaded.
const loadParser = () =>
  import("./parse-table-state").then((module) => module.parseTableState);

const hasTableState = (params: URLSearchParams) =>
  TABLE_KEYS.some((key) => params.has(key));

function useTableStateParser(wanted: boolean): ParseTableState | null {
  const [parse, setParse] = useState<ParseTableState | null>(null);
  const needed = wanted && parse === null;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    // In a task of its own, not in the one that commits the render. In a transition: the table re-renders
    // with the URL's state in interruptible slices, not in one long task while the page is still loading.
    const timer = setTimeout(() => {
      void loadParser().then((parser) => {
        if (current) startTransition(() => setParse(() => parser));
      });
    }, 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [needed]);
  return parse;
}

/**
 * The table state kept in the URL query. The prerendered HTML is the default view, so the URL is
 * read only after hydration; each change is a history entry (typing replaces it) so Back works.
 * `ready` is false until the URL has been read: controls stay disabled until then.
 */
export function useTableState(): readonly [TableState, SetTableState, boolean] {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The last state this hook wrote, with its query: the view while the parser is still loading.
  const [lastWritten, setLastWritten] = useState<{
    query: string;
    state: TableState;
  } | null>(null);
  // Wanted once the URL holds a state or the reader has changed one.
  const parse = useTableStateParser(
    hydrated && (lastWritten !== null || hasTableState(searchParams)),
  );
  // The state a query holds, or null while it cannot be read yet.
  const read = useCallback(
    (params: URLSearchParams): TableState | null => {
      if (!hasTableState(params)) return defaultTableState;
      if (parse) return parse(params);
      return lastWritten?.query === params.toString()
        ? lastWritten.state
        : null;
    },
    [parse, lastWritten],
  );
  const current = useMemo(
    () => (hydrated ? read(searchParams) : defaultTableState),
    [hydrated, read, searchParams],
  );
  // What this hook last wrote, until the router renders it: React Router's functional update reads the
  // params of the last render, so two changes in one batch would otherwise lose the first.
  const written = useRef<{ params: URLSearchParams; state: TableState } | null>(
    null,
  );
  useEffect(() => {
    written.current = null;
  }, [searchParams]);
  const setState = useCallback<SetTableState>(
    (next, options) => {
      const base = written.current?.params ?? searchParams;
      const state =
        typeof next === "function"
          ? next(written.current?.state ?? read(base) ?? defaultTableState)
          : next;
      const params = writeTableState(state, base);
      written.current = { params, state };
      setLastWritten({ query: params.toString(), state });
      setSearchParams(params, {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [read, searchParams, setSearchParams],
  );
  return [
    current ?? defaultTableState,
    setState,
    hydrated && current !== null,
  ] as const;
}
