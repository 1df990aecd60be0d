import type { EvaluationFact } from "@/components/benchmark/evaluation-card";

export const deepSearchNotes = [
  "Accuracy is published as a lower-bound band in 5-point steps: '35+' means at least 35% of the 100 tasks were answered correctly.",
  "Products that share a band share a rank; the next rank skips the tied places (seven products share rank 3, so the next is rank 10).",
  "2025.10 evaluates consumer agent products through their own interfaces; cost and time per task are approximate, as published.",
  "Answers are graded against reference answers by an LLM judge (gemini-2.0-flash) with the open-source grading script.",
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
      "100 per edition, each with encrypted reference solution steps (2025.05: ids 1-100; 2025.10: ids 101-200)",
  },
  {
    term: "Metric",
    detail: "Accuracy against reference answers, published in 5-point bands",
  },
  {
    term: "Editions",
    detail:
      "2025.05 (models with search modes) and 2025.10 (agent products, with cost and time per task)",
  },
  {
    term: "Refresh",
    detail:
      "Leaderboard monthly, dataset at least quarterly. Dataset last updated October 2025.",
  },
];
