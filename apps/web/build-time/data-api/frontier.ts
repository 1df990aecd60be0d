import { agentPaths } from "../../app/config/agent-paths";
import { agentSlugOf } from "../../app/data/agents";
import type {
  BoardPlace,
  FrontierBoard,
  FrontierEdition,
  FrontierFile,
} from "../../app/lib/data-api/frontier-types";
import {
  API_VERSION,
  boardFilePath,
  schemaPaths,
} from "../../app/lib/data-api/urls";
import {
  editionDay,
  isStale,
  STALE_AFTER_DAYS,
} from "../../app/lib/edition-dates";
import { readBoardFiles } from "../board-files";
import { buildDate } from "../build-date";
import { dataApiBoards, type BoardEdition } from "./boards";

// Progress over time: per board, the best published headline value of each edition in date order, the reference
// rows' values (adult humans) and the gap to them, and the change since the previous edition. One pure function
// of the board editions the build reads (the data API's), for /data/frontier.json, the /agi tracking panel and
// the agent pages' dates. Nothing is estimated: a value the boards do not publish stays null ('-').

/** Decimals as published: 94.1 - 49.7 is 44.4, not 44.39999999999999. */
function difference(a: number, b: number): number {
  const decimals = (value: number) =>
    /\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;
  const places = Math.max(decimals(a), decimals(b));
  return Number((a - b).toFixed(places));
}

/** The key holding a board's headline as a number: the headline itself, or the number derived from its band. */
function valueKeyOf(board: BoardEdition): string | null {
  const headline = board.fields.find((field) => field.key === board.headline);
  if (!headline) return null;
  if (headline.type === "number") return headline.key;
  return (
    board.fields.find((field) => field.derivedFrom === headline.key)?.key ??
    null
  );
}

const numberAt = (values: Record<string, unknown>, key: string | null) => {
  const value = key === null ? undefined : values[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

function frontierOfEdition(
  board: BoardEdition,
  valueKey: string | null,
  lowerIsBetter: boolean,
): FrontierEdition["frontier"] {
  const scored = board.rows.flatMap((row) => {
    const value = numberAt(row.values, valueKey);
    return value === null ? [] : [{ row, value }];
  });
  if (scored.length === 0) return null;
  const best = scored.reduce(
    (top, { value }) =>
      lowerIsBetter ? Math.min(top, value) : Math.max(top, value),
    scored[0]!.value,
  );
  const leaders = scored.filter(({ value }) => value === best);
  return {
    value: best,
    text: leaders[0]!.row.headline,
    leaders: leaders.map(({ row }) => ({
      name: row.name,
      company:
        typeof row.values.company === "string" ? row.values.company : null,
      page: agentPaths.agent(agentSlugOf(board.board, row.name)),
    })),
  };
}

function referenceOf(
  board: BoardEdition,
  valueKey: string | null,
  frontier: FrontierEdition["frontier"],
  lowerIsBetter: boolean,
): FrontierEdition["reference"] {
  return board.reference.flatMap((row) => {
    const value = numberAt(row.values, valueKey);
    if (value === null) return [];
    const headline = row.values[board.headline];
    return [
      {
        name: row.name,
        value,
        text: typeof headline === "string" ? headline : String(value),
        gap:
          frontier === null
            ? null
            : lowerIsBetter
              ? difference(frontier.value, value)
              : difference(value, frontier.value),
      },
    ];
  });
}

/** Editions in time: by their day, then by edition id (an undated edition keeps its id's place). */
const byDate = (a: BoardEdition, b: BoardEdition) =>
  (editionDay(a.dates) ?? a.edition).localeCompare(
    editionDay(b.dates) ?? b.edition,
  ) || a.edition.localeCompare(b.edition);

/** One board's frontier from its editions (any order). */
export function boardFrontier(
  editions: readonly BoardEdition[],
  place: BoardPlace,
  asOf: string,
): FrontierBoard {
  const inTime = [...editions].sort(byDate);
  const newest = inTime.at(-1)!;
  const valueKey = valueKeyOf(newest);
  const headline = newest.fields.find((field) => field.key === newest.headline);
  const lowerIsBetter = headline?.lowerIsBetter ?? false;
  const numeric = valueKey === newest.headline;
  const points: FrontierEdition[] = [];
  for (const edition of inTime) {
    const frontier = frontierOfEdition(edition, valueKey, lowerIsBetter);
    const previous = points.at(-1);
    points.push({
      edition: edition.edition,
      date: editionDay(edition.dates),
      released: edition.dates.released,
      evaluated: edition.dates.evaluated,
      url: boardFilePath(edition.board, edition.edition),
      frontier,
      reference: referenceOf(edition, valueKey, frontier, lowerIsBetter),
      change:
        previous?.frontier && frontier
          ? {
              since: previous.edition,
              from: previous.frontier.text,
              delta: numeric
                ? difference(frontier.value, previous.frontier.value)
                : null,
            }
          : null,
    });
  }
  return {
    board: newest.board,
    title: newest.title,
    track: place.track,
    category: place.category,
    route: place.route,
    headline: {
      key: newest.headline,
      label: headline?.label ?? newest.headline,
      labelZh: headline?.labelZh ?? headline?.label ?? newest.headline,
      lowerIsBetter,
      valueKey: numeric ? null : valueKey,
    },
    stale: isStale(newest.dates, asOf),
    editions: points,
  };
}

/**
 * The frontier of every board of the data API, in its order. `places` says where each board lives (the CMS's
 * definitions); a board without one (ScienceQA's snapshot) lives at its page.
 */
export function frontierFile(
  boards: readonly BoardEdition[],
  places: Readonly<Record<string, BoardPlace>>,
  asOf: string,
): FrontierFile {
  const ids = [...new Set(boards.map((board) => board.board))];
  return {
    apiVersion: API_VERSION,
    schema: schemaPaths.frontier,
    asOf,
    staleAfterDays: STALE_AFTER_DAYS,
    boards: ids.map((id) => {
      const editions = boards.filter((board) => board.board === id);
      return boardFrontier(
        editions,
        places[id] ?? {
          track: null,
          category: null,
          route: editions[0]!.page,
        },
        asOf,
      );
    }),
  };
}

/** The frontier of these boards as the build writes it: their places from the boards folder's definitions, as of the build's date. */
export function buildFrontier(
  boards: readonly BoardEdition[],
  boardsDir: string | undefined = process.env.XBENCH_BOARDS_DIR,
): FrontierFile {
  const places = Object.fromEntries(
    Object.values(readBoardFiles(boardsDir).definitions).map((definition) => [
      definition.slug,
      {
        track: definition.track,
        category: definition.category,
        route: definition.route,
      },
    ]),
  );
  return frontierFile(boards, places, buildDate());
}

declare global {
  // The process's frontiers by boards folder and build date (frontierOfFolder). On globalThis, not in this module:
  // vite.config.ts (the data API) and the server build (the prerender's loaders, which React Router imports in the
  // build's own process) each hold their own copy of this module.
  var evergreenFrontiers: Map<string, FrontierFile> | undefined;
}

/**
 * The frontier of a boards folder's editions as the build writes it (/data/frontier.json), computed once per
 * folder and build date in this process: the data API, /agi's loader and every board page's loader share it.
 */
export function frontierOfFolder(
  boardsDir: string | undefined = process.env.XBENCH_BOARDS_DIR,
): FrontierFile {
  const key = `${boardsDir ?? ""}\n${buildDate()}`;
  const cache = (globalThis.evergreenFrontiers ??= new Map());
  let frontier = cache.get(key);
  if (!frontier) {
    frontier = buildFrontier(dataApiBoards(boardsDir), boardsDir);
    cache.set(key, frontier);
  }
  return frontier;
}
