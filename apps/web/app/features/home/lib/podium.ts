import { agentPaths } from "@/config/agent-paths";
import { site } from "@/config/site";
import { agentSlugOf } from "@/data/agents";
import { boardDefinitionOf } from "@/data/board-definitions";
import { editionsOf } from "@/data/board-lookup";
import { liveBoards } from "@/data/board-registry";
import { editionLists } from "@/data/editions";
import { genericEdition, rankingOf } from "@/data/generic-boards";
import type { Locale } from "@/i18n/locales";
import { boardTitle } from "@/lib/data-api/urls";

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
  type Scored,
} from "./live-podium";

// Home's podiums and counts from the build's boards. Home's loader calls homeBoards() when the page is
// prerendered; the browser joins the live ScienceQA ranking to it with live-podium.ts, without this module's data.

export type { BenchmarkSummary, PodiumPlace };

/** The first three rows as podium places with their honest medals, linked to each agent's page on this board. */
export function podium(rows: readonly Scored[], board: string): PodiumPlace[] {
  return podiumPlaces(rows, (name) =>
    agentPaths.agent(agentSlugOf(board, name)),
  );
}

/** Every live board's newest edition, in the registry's order. */
const newestEditions = () =>
  liveBoards.flatMap((listed) => {
    const board = boardDefinitionOf(listed.slug);
    const edition = board && genericEdition(board, editionsOf(board)[0]);
    return edition ? [edition] : [];
  });

/** The live benchmarks' podiums but ScienceQA's (which comes from the CMS when the page loads), each dated with
 * its newest edition's month in the page's language. */
function boardSummaries(locale: Locale): BenchmarkSummary[] {
  return newestEditions().map((edition): BenchmarkSummary => ({
    benchmark: boardTitle(edition.board.slug, edition.board),
    category:
      edition.board.track === "profession"
        ? "Profession Aligned"
        : "AGI Tracking",
    href: edition.board.route,
    // Medals by the honest-rank rule computed here, when the page is prerendered, as the board's leader strip
    // computes them (rank and headline value: equal values share a place and its medal).
    places: podium(
      rankingOf(edition).rows.map((row) => ({
        name: row.name,
        score: row.headline,
        rank: row.rank,
        value: row.value,
      })),
      edition.board.slug,
    ),
    date: editionMonth(edition.edition, locale),
  }));
}

/** What Home's loader prepares for the browser (live-podium.ts says how it is used), in the page's language. */
export function homeBoards(locale: Locale, counts: HomeCounts): HomeBoards {
  return {
    podiums: boardSummaries(locale),
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
