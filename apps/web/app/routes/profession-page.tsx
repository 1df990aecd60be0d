import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import {
  marketingDefinition,
  recruitingDefinition,
  variablesOf,
} from "@/data/board-definitions";
import { marketingBoard, recruitingBoard } from "@/data/profession";
import {
  MarketingBenchmark,
  RecruitingBenchmark,
} from "@/features/profession/components/profession-benchmark";
import { ProfessionComingSoon } from "@/features/profession/components/profession-coming-soon";
import { translatorForMeta } from "@/i18n/i18n";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

import type { Route } from "./+types/profession-page";

export function meta(args: Route.MetaArgs) {
  const { params } = args;
  if (params.professionId === "hr") {
    const page = {
      title: `${benchmarkNames.recruiting} leaderboard`,
      description:
        "Recruiting leaderboard: AI agents on 50 real headhunting tasks (company mapping, people-to-info, info-to-people), with the task-selection table.",
    };
    return [
      ...pageMeta(page),
      datasetJsonLd({
        name: page.title,
        description: page.description,
        path: paths.recruiting,
        sources: recruitingBoard.source,
        variables: variablesOf(recruitingDefinition),
      }),
    ];
  }
  if (params.professionId === "marketing") {
    const page = {
      title: `${benchmarkNames.marketing} leaderboard`,
      description:
        "Marketing leaderboard: AI agents search 836 candidate influencers for 50 real advertiser briefs across e-commerce, app and game clients.",
    };
    return [
      ...pageMeta(page),
      datasetJsonLd({
        name: page.title,
        description: page.description,
        path: paths.marketing,
        sources: marketingBoard.source,
        variables: variablesOf(marketingDefinition),
      }),
    ];
  }
  // The placeholders are served from the SPA shell: their texts are common messages.
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("placeholder.title"),
    description: t("placeholder.description"),
  });
}

export default function ProfessionPageRoute({ params }: Route.ComponentProps) {
  if (params.professionId === "hr") return <RecruitingBenchmark />;
  if (params.professionId === "marketing") return <MarketingBenchmark />;
  return <ProfessionComingSoon professionId={params.professionId} />;
}
