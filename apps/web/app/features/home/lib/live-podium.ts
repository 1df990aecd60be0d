import { SCIENCE_QA } from "@evergreen/boards";

import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { agentHref } from "@/data/agent-links";
// Only ScienceQA's names (a named import keeps the other boards' out of Home's bundle).
import { scienceqa as scienceQaSlugs } from "@/data/agent-slugs.json";
import type { Locale } from "@/i18n/locales";
import { formatScore, type Medal } from "@/lib/format";
import { honestRanks, type RankInput } from "@/lib/honest-ranks";
import { SCIENCEQA_QUESTIONS, wilsonInterval } from "@/lib/wilson";

import { heroFacts, type HeroFacts, type HomeCounts } from "./hero-facts";

// What Home computes in the browser when the ranking arrives: ScienceQA's podium and the hero's counts, joined to
// what its loader prepared from the build's boards (podium.ts, homeBoards). Nothing here imports a board's data or
// the agents table, so Home's content loads neither (issue 13: they were 13 KB of its 208 KB); its agent links
// come from the name -> page map the board tables use (agent-links.ts).

export type PodiumPlace = {
  name: string;
  score: string;
  tiedWith: number;
  /**
   * The place's medal by the honest-rank rule, as the board's leader strip gives it (lib/honest-ranks.ts): shared
   * by rows tied exactly; none where the board's intervals overlap (the data do not make the place certain).
   */
  medal: Medal | null;
  /** The agent's page (all its results on every board); null without a name. */
  href: string | null;
};
export type BenchmarkSummary = {
  benchmark: string;
  /** The track, by its English name (an id: the table shows it in the page's language). */
  category: "AGI Tracking" | "Profession Aligned";
  href: string;
  places: PodiumPlace[];
  /**
   * When the podium was measured, in the page's language: the month of the board's newest edition ("October
   * 2025"), or for ScienceQA (live, without editions) its leader's evaluation date; null when not published.
   */
  date: string | null;
};

/** A ranked row as the podium reads it: its name and printed score, and what the honest-rank rule needs. */
export type Scored = RankInput & { name: string | null; score: string };

/**
 * The first three rows (in the published order) as podium places, each with the medal the honest-rank rule gives
 * it among all the rows given; a place shared by more rows says with how many.
 */
export function podiumPlaces(
  rows: readonly Scored[],
  hrefOf: (name: string) => string,
): PodiumPlace[] {
  const ordered = [...rows].sort((a, b) => a.rank - b.rank);
  const honest = honestRanks(ordered);
  return ordered.slice(0, 3).map((row, index) => ({
    name: row.name ?? "-",
    href: row.name ? hrefOf(row.name) : null,
    score: row.score,
    // Tied as the board's leader strip counts it: the same published rank or the same published main value.
    tiedWith:
      honest.filter((other) => other.place === honest[index]!.place).length - 1,
    medal: honest[index]!.medal ?? null,
  }));
}

/** Home's data from the build's boards, prepared by its loader (JSON: it travels in the prerendered page). */
export type HomeBoards = {
  /** Every live benchmark's podium but ScienceQA's, in the First Wave table's order. */
  podiums: BenchmarkSummary[];
  /** The counts of /agents and the boards (build-time/home-counts.ts). */
  counts: HomeCounts;
  /** Every board's edition ids. */
  editions: string[];
  preprintUrl: string;
};

/** A ScienceQA name's agent page, as agentSlugOf("scienceqa", name) decides it (data/agents.ts). */
export const scienceQaAgentHref = (name: string): string =>
  agentHref(SCIENCE_QA.slug, scienceQaSlugs, name);

type LiveRow = {
  modelName: string | null;
  score: number | null;
  rank: number;
  evaluationDate: string | null;
};

/** The First Wave table's rows: ScienceQA's podium from the live ranking, then the prepared ones. */
export function liveSummaries(
  scienceQaTop: readonly LiveRow[],
  boards: HomeBoards,
): BenchmarkSummary[] {
  return [
    {
      benchmark: benchmarkNames.scienceQa,
      category: "AGI Tracking",
      href: paths.scienceQa,
      // Medals as ScienceQA's leader strip gives them: with each score's 95% interval (100 questions), so none
      // where the top rows' intervals overlap. This module is Home's content chunk, loaded after the first paint.
      places: podiumPlaces(
        scienceQaTop.map((row) => ({
          name: row.modelName,
          score: formatScore(row.score),
          rank: row.rank,
          value: row.score,
          interval: wilsonInterval(row.score, SCIENCEQA_QUESTIONS),
        })),
        scienceQaAgentHref,
      ),
      date: scienceQaTop[0]?.evaluationDate ?? null,
    },
    ...boards.podiums,
  ];
}

/** Home hero's counts and provenance, as the loader prepared them. */
export function liveHeroFacts(
  boards: HomeBoards,
  locale: Locale = "en",
  updated?: string | null,
): HeroFacts {
  return heroFacts({
    editions: boards.editions,
    updated,
    counts: boards.counts,
    preprintUrl: boards.preprintUrl,
    locale,
  });
}
