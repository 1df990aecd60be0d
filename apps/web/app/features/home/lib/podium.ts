import { agentPaths } from "@/config/agent-paths";
import { paths } from "@/config/paths";
import { benchmarkNames, site } from "@/config/site";
import { agentSlugOf } from "@/data/agents";
import { editionsOf, genericBoards } from "@/data/board-registry";
import { deepSearchLatest } from "@/data/deepsearch";
import { editionLists } from "@/data/editions";
import { genericEdition, rankingOf } from "@/data/generic-boards";
import { marketingBoard, recruitingBoard } from "@/data/profession";
import type { Locale } from "@/i18n/locales";
import { boardTitle } from "@/lib/data-api/urls";
import { formatScore } from "@/lib/format";

import {
  editionMonth,
  newestEditionMonth,
  type HomeCounts,
} from "./hero-facts";
import {
  podiumPlaces,
  type BenchmarkSummary,
  type HomeBoards,
  type PodiumPlace,
} from "./live-podium";

// Home's podiums and counts from the build's boards. Home's loader calls homeBoards() when the page is
// prerendered; the browser joins the live ScienceQA ranking to it with live-podium.ts, without this module's data.

export type { BenchmarkSummary, PodiumPlace };

type Scored = { name: string | null; score: string; rank: number };

/** The first three rows as podium places, linked to each agent's page on this board. */
export function podium(rows: readonly Scored[], board: string): PodiumPlace[] {
  return podiumPlaces(rows, (name) =>
    agentPaths.agent(agentSlugOf(board, name)),
  );
}

/** The month of a board's newest edition in the page's language, or null. */
const newestMonth = (editions: readonly string[], locale: Locale) =>
  editions[0] ? editionMonth(editions[0], locale) : null;

/** The live benchmarks' podiums but ScienceQA's (which comes from the CMS when the page loads). */
function bundledSummaries(locale: Locale): BenchmarkSummary[] {
  return [
    {
      benchmark: benchmarkNames.deepSearch,
      category: "AGI Tracking",
      href: paths.deepSearch,
      places: podium(
        deepSearchLatest.board.rows.map((row) => ({
          name: row.product,
          score: row.accuracy_band,
          rank: row.rank,
        })),
        "deepsearch",
      ),
      date: newestMonth(editionLists.deepsearch ?? [], locale),
    },
    {
      benchmark: benchmarkNames.recruiting,
      category: "Profession Aligned",
      href: paths.recruiting,
      places: podium(
        recruitingBoard.rows.map((row) => ({
          name: row.agent,
          score: formatScore(row.average),
          rank: row.rank,
        })),
        "recruiting",
      ),
      date: newestMonth(editionLists.recruiting ?? [], locale),
    },
    {
      benchmark: benchmarkNames.marketing,
      category: "Profession Aligned",
      href: paths.marketing,
      places: podium(
        marketingBoard.rows.map((row) => ({
          name: row.agent,
          score: formatScore(row.average),
          rank: row.rank,
        })),
        "marketing",
      ),
      date: newestMonth(editionLists.marketing ?? [], locale),
    },
    // Boards published in the CMS later, each with its newest edition's podium.
    ...genericBoards.flatMap((board): BenchmarkSummary[] => {
      const edition = genericEdition(board, editionsOf(board)[0]);
      if (!edition) return [];
      return [
        {
          benchmark: boardTitle(board.slug, board),
          category:
            board.track === "profession"
              ? "Profession Aligned"
              : "AGI Tracking",
          href: board.route,
          places: podium(
            rankingOf(edition).rows.map((row) => ({
              name: row.name,
              score: row.headline,
              rank: row.rank,
            })),
            board.slug,
          ),
          date: editionMonth(edition.edition, locale),
        },
      ];
    }),
  ];
}

/** What Home's loader prepares for the browser (live-podium.ts says how it is used), in the page's language. */
export function homeBoards(locale: Locale, counts: HomeCounts): HomeBoards {
  return {
    podiums: bundledSummaries(locale),
    counts,
    editions: allEditions(),
    preprintUrl: site.links.preprint,
  };
}

const allEditions = () =>
  Object.values(editionLists).flatMap((list) => list ?? []);

/**
 * The month of the newest edition of any board ("October 2025"), for Home's hero. Home's loader computes it
 * when the page is prerendered: making the browser's first Intl.DateTimeFormat was most of the content's first
 * render (40-90 ms with a 4x-throttled CPU: issue 13).
 */
export function homeUpdatedMonth(locale: Locale = "en"): string | null {
  return newestEditionMonth(allEditions(), locale);
}
