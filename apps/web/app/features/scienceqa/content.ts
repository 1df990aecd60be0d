import type { EvaluationFact } from "@/components/benchmark/evaluation-card";
import type { Translate } from "@/i18n/i18n";

export const scienceQaNotes = (t: Translate) => [
  t("scienceqa.note1"),
  t("scienceqa.note2"),
  t("scienceqa.note3"),
  t("scienceqa.note4"),
  t("scienceqa.note5"),
];

export const scienceQaEvaluationFacts = (
  t: Translate,
): readonly EvaluationFact[] => [
  {
    term: t("scienceqa.factCapability"),
    detail: t("scienceqa.factCapabilityDetail"),
  },
  {
    term: t("scienceqa.factQuestions"),
    detail: t("scienceqa.factQuestionsDetail"),
  },
  {
    term: t("scienceqa.factSubjects"),
    detail: t("scienceqa.factSubjectsDetail"),
  },
  {
    term: t("scienceqa.factProtocol"),
    detail: t("scienceqa.factProtocolDetail"),
  },
  {
    term: t("scienceqa.factGrading"),
    detail: t("scienceqa.factGradingDetail"),
  },
  { term: t("scienceqa.factScore"), detail: t("scienceqa.factScoreDetail") },
  {
    term: t("scienceqa.factRefresh"),
    detail: t("scienceqa.factRefreshDetail"),
  },
];
