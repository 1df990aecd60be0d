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
    // In a task of its own, not in the one that commits the render after hydration: Vite's preload helper
    // adds a modulepreload link per chunk the parser needs (about a third of a 234 ms task on
    // /agi/aisearch, 4x-throttled CPU). In a transition: the table re-renders with the URL's state in
    // interruptible slices, not in one long task while the page is still loading.
    const timer = setTimeout(() => {
      void loadParser().then((parser) => {
        if (current) startTransition(() => setParse(() => parser));
      });
    }, 0);
    return () => {
      current = false;
      clearTimeout(timer);
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
  // The query this hook last wrote, until the router renders it: React Router's functional update reads the
  // params of the last render, so two changes in one batch would otherwise lose the first.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [searchParams]);
  const setState = useCallback<SetTableState>(
    (next, options) => {
      const base = written.current ?? searchParams;
      const params = writeTableState(
        typeof next === "function"
          ? next(parse ? parse(base) : defaultTableState)
          : next,
        base,
      );
      written.current = params;
      setSearchParams(params, {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [parse, searchParams, setSearchParams],
  );
  return [state, setState, parse !== null] as const;
}
