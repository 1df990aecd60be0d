import boardDefinitions from "@boards/boards.json";

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

import { newestEditionMonth } from "./hero-facts";
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

/** The live benchmarks' podiums but ScienceQA's (which comes from the CMS when the page loads). */
function bundledSummaries(): BenchmarkSummary[] {
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
        },
      ];
    }),
  ];
}

/** What Home's loader prepares for the browser (live-podium.ts says how it is used). */
export function homeBoards(): HomeBoards {
  return {
    podiums: bundledSummaries(),
    entries: [
      ...deepSearchLatest.board.rows.map((row) => ({
        name: row.product,
        company: row.company,
      })),
      ...[...recruitingBoard.rows, ...marketingBoard.rows].map((row) => ({
        name: row.agent,
        company: row.company,
      })),
    ],
    editions: allEditions(),
    taskCounts: [
      boardDefinitions.deepsearch?.taskCount ?? null,
      boardDefinitions.recruiting?.taskCount ?? null,
      boardDefinitions.marketing?.taskCount ?? null,
    ],
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
