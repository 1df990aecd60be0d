import type { EvaluationFact } from "@/components/benchmark/evaluation-card";
import { deepSearchBoards } from "@/data/deepsearch";
import type { Translate } from "@/i18n/i18n";

// What the DeepSearch page says about the benchmark itself. Anything about one edition (its task ids, what
// it tested, where its figures come from) is that edition's summary and notes in the CMS, not code.

const editionsIn = (layout: "full" | "bands") =>
  deepSearchBoards
    .filter((entry) => entry.layout === layout)
    .map((entry) => entry.edition)
    .join(", ");

/** "2025.05 (models with search modes) and 2025.10 (agent products, ...)", from the published editions. */
function editionsFact(t: Translate): string {
  const bands = editionsIn("bands");
  const full = editionsIn("full");
  const parts = [
    bands ? t("deepsearch.editionsBands", { editions: bands }) : "",
    full ? t("deepsearch.editionsFull", { editions: full }) : "",
  ].filter(Boolean);
  return parts.length === 2
    ? t("deepsearch.and", { first: parts[0], second: parts[1] })
    : parts.join("");
}

export const deepSearchNotes = (t: Translate): readonly string[] => [
  t("deepsearch.note1"),
  t("deepsearch.note2"),
  t("deepsearch.note3"),
  t("deepsearch.note4"),
  t("benchmark.bandUncertainty"),
];

export const deepSearchEvaluationFacts = (
  t: Translate,
): readonly EvaluationFact[] => [
  {
    term: t("deepsearch.factCapability"),
    detail: t("deepsearch.factCapabilityDetail"),
  },
  {
    term: t("deepsearch.factTasks"),
    detail: t("deepsearch.factTasksDetail"),
  },
  {
    term: t("deepsearch.factMetric"),
    detail: t("deepsearch.factMetricDetail"),
  },
  { term: t("deepsearch.factEditions"), detail: editionsFact(t) },
  {
    term: t("deepsearch.factRefresh"),
    detail: t("deepsearch.factRefreshDetail"),
  },
];
