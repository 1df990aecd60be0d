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
import { professionBoardNamespaces } from "@/features/profession/namespaces";
import { translatorForMeta } from "@/i18n/i18n";
import { messagesIfPrerendered, messagesLoader } from "@/i18n/loader";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

import type { Route } from "./+types/profession-page";

// The live boards' messages, prerendered with them; the placeholders (not prerendered: the SPA shell) show
// the common messages only.
export const loader = messagesLoader(professionBoardNamespaces);
export const clientLoader = messagesIfPrerendered;

export function meta(args: Route.MetaArgs) {
  const { params } = args;
  if (params.professionId === "hr") {
    const t = translatorForMeta(args);
    const page = {
      title: t("profession.metaTitle", { name: benchmarkNames.recruiting }),
      description: t("profession.recruitingMetaDescription"),
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
    const t = translatorForMeta(args);
    const page = {
      title: t("profession.metaTitle", { name: benchmarkNames.marketing }),
      description: t("profession.marketingMetaDescription"),
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
