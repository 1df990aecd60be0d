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

import { heroFacts, newestEditionMonth, type HeroFacts } from "./hero-facts";

export type PodiumPlace = {
  name: string;
  score: string;
  tiedWith: number;
  /** The agent's page (all its results on every board); null without a name. */
  href: string | null;
};
export type BenchmarkSummary = {
  benchmark: string;
  /** The track, by its English name (an id: the table shows it in the page's language). */
  category: "AGI Tracking" | "Profession Aligned";
  href: string;
  places: PodiumPlace[];
};

type Scored = { name: string | null; score: string; rank: number };

/** The first three rows as podium places; a place shared by more rows says with how many. */
export function podium(rows: readonly Scored[], board: string): PodiumPlace[] {
  return rows.slice(0, 3).map((row) => ({
    name: row.name ?? "-",
    href: row.name ? agentPaths.agent(agentSlugOf(board, row.name)) : null,
    score: row.score,
    tiedWith: rows.filter((other) => other.rank === row.rank).length - 1,
  }));
}

export function summarizeBenchmarks(
  scienceQaTop: readonly {
    modelName: string | null;
    score: number | null;
    rank: number;
  }[],
): BenchmarkSummary[] {
  return [
    {
      benchmark: benchmarkNames.scienceQa,
      category: "AGI Tracking",
      href: paths.scienceQa,
      places: podium(
        scienceQaTop.map((row) => ({
          name: row.modelName,
          score: formatScore(row.score),
          rank: row.rank,
        })),
        "scienceqa",
      ),
    },
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

/**
 * Home hero's counts and provenance: the newest edition of every board and the live ScienceQA ranking.
 * `updated` is the newest edition's month when the caller has it (homeUpdatedMonth), else it is computed.
 */
export function homeHeroFacts(
  scienceQaTop: readonly {
    modelName: string | null;
    companyName: string | null;
  }[],
  locale: Locale = "en",
  updated?: string | null,
): HeroFacts {
  return heroFacts({
    editions: allEditions(),
    updated,
    entries: [
      ...scienceQaTop.map((row) => ({
        name: row.modelName,
        company: row.companyName,
      })),
      ...deepSearchLatest.board.rows.map((row) => ({
        name: row.product,
        company: row.company,
      })),
      ...[...recruitingBoard.rows, ...marketingBoard.rows].map((row) => ({
        name: row.agent,
        company: row.company,
      })),
    ],
    taskCounts: [
      boardDefinitions.deepsearch?.taskCount,
      boardDefinitions.recruiting?.taskCount,
      boardDefinitions.marketing?.taskCount,
    ],
    preprintUrl: site.links.preprint,
    locale,
  });
}
