import { benchmarkChoices, SCIENCE_QA } from "@evergreen/boards";

import { liveBoards } from "@/data/board-registry";
import { contentText } from "@/i18n/content-text";
import type { Locale } from "@/i18n/locales";

// The benchmarks a submission can be sent for, from the board registry: ScienceQA and every live board, in the
// registry's order (the CMS offers the same: its published boards). A board published later is offered with no
// code change.

/** What the form offers and the shared rules accept. */
export const BENCHMARK_CHOICES = benchmarkChoices(liveBoards);

type Benchmark = { title: string; titleZh?: string; route: string };

/** A benchmark's name and page by its id, or undefined for an id that is no board now. */
export function benchmarkOf(id: string): Benchmark | undefined {
  if (id === SCIENCE_QA.slug) return SCIENCE_QA;
  return liveBoards.find((board) => board.slug === id);
}

/** A benchmark's name in the page's language (the CMS's Chinese title where it has one), or its id as stored. */
export function benchmarkName(id: string, locale: Locale): string {
  const benchmark = benchmarkOf(id);
  return benchmark
    ? contentText(locale, benchmark.title, benchmark.titleZh)
    : id;
}
