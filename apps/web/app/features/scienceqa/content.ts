import type { EvaluationFact } from "@/components/benchmark/evaluation-card";

export const scienceQaNotes = [
  "Models are sorted by average score over 5 runs; ties are broken by the best-of-5 (BoN, N=5) score.",
  "Only the latest version of each company's model is kept.",
  "For models with reasoning-effort variants, only the highest-scoring variant is kept.",
  "The search function is turned off for every model in ScienceQA.",
  "'-' marks a value that has not been published; we never estimate one.",
] as const;

export const scienceQaEvaluationFacts: readonly EvaluationFact[] = [
  { term: "Capability", detail: "Scientific knowledge (AGI Tracking)" },
  {
    term: "Questions",
    detail:
      "100 (77 open-ended, 23 multiple-choice), written by PhD students and senior industry experts",
  },
  {
    term: "Subjects",
    detail:
      "Biology 20, mathematics 17, materials engineering 15, chemistry 14, mechanical engineering 10, computer science 9, finance 9, physics 6",
  },
  {
    term: "Protocol",
    detail: "Each model answers every question 5 times, with search off",
  },
  {
    term: "Grading",
    detail:
      "Exact match on the final answer, otherwise an LLM judge (gemini-2.0-flash) decides; multiple-choice answers must list every correct option",
  },
  {
    term: "Score",
    detail:
      "Mean correctness over the 5 runs; BoN (N=5) counts a question if any run is correct",
  },
  {
    term: "Refresh",
    detail:
      "Leaderboard monthly, dataset at least quarterly. Dataset last updated May 2025.",
  },
];
