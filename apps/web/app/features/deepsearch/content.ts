import type { EvaluationFact } from "@/components/benchmark/evaluation-card";
import { deepSearchBoards } from "@/data/deepsearch";
import { BAND_UNCERTAINTY } from "@/lib/uncertainty-notes";

// What the DeepSearch page says about the benchmark itself. Anything about one edition (its task ids, what
// it tested, where its figures come from) is that edition's summary and notes in the CMS, not code.

const editionsIn = (layout: "full" | "bands") =>
  deepSearchBoards
    .filter((entry) => entry.layout === layout)
    .map((entry) => entry.edition)
    .join(", ");

/** "2025.05 (models with search modes) and 2025.10 (agent products, ...)", from the published editions. */
function editionsFact(): string {
  const bands = editionsIn("bands");
  const full = editionsIn("full");
  return [
    bands ? `${bands} (models with search modes)` : "",
    full ? `${full} (agent products, with cost and time per task)` : "",
  ]
    .filter(Boolean)
    .join(" and ");
}

export const deepSearchNotes = [
  "Accuracy is published as a lower-bound band in 5-point steps: '35+' means at least 35% of the 100 tasks were answered correctly.",
  "Products that share a band share a rank; the next rank skips the tied places (when three products share rank 3, the next is rank 6).",
  "Editions with cost and time per task evaluate consumer agent products through their own interfaces; cost and time are approximate, as published.",
  "Answers are graded against reference answers by an LLM judge (gemini-2.0-flash) with the open-source grading script.",
  BAND_UNCERTAINTY,
] as const;

export const deepSearchEvaluationFacts: readonly EvaluationFact[] = [
  {
    term: "Capability",
    detail:
      "Tool use: deep search and information retrieval on the Chinese-language web (AGI Tracking)",
  },
  {
    term: "Tasks",
    detail:
      "100 per edition, each with encrypted reference solution steps (each edition's task ids are in its notes in the data API)",
  },
  {
    term: "Metric",
    detail: "Accuracy against reference answers, published in 5-point bands",
  },
  { term: "Editions", detail: editionsFact() },
  {
    term: "Refresh",
    detail: "Leaderboard monthly, dataset at least quarterly.",
  },
];
