import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import {
  marketingDefinition,
  recruitingDefinition,
  variablesOf,
} from "@/data/board-definitions";
import { marketingBoard, recruitingBoard } from "@/data/profession";
import { professionNameKey } from "@/data/profession-names";
import {
  MarketingBenchmark,
  RecruitingBenchmark,
} from "@/features/profession/components/profession-benchmark";
import { ProfessionComingSoon } from "@/features/profession/components/profession-coming-soon";
import { professionBoardNamespaces } from "@/features/profession/namespaces";
import { translatorForMeta } from "@/i18n/i18n";
import {
  messagesData,
  messagesIfPrerendered,
  messagesLoader,
} from "@/i18n/loader";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

import type { Route } from "./+types/profession-page";

// The live boards' messages, prerendered with them. The placeholders show the common messages only: the
// tiles' professions are prerendered too (build-time/page-paths.ts), any other id is served by the SPA shell.
const boardMessages = messagesLoader(professionBoardNamespaces);
export const loader = async (args: Route.LoaderArgs) =>
  args.params.professionId === "hr" || args.params.professionId === "marketing"
    ? boardMessages(args)
    : messagesData({});
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
  // The placeholders' texts are common messages; a tile's profession has a title and description of its own.
  const t = translatorForMeta(args);
  const nameKey = professionNameKey(params.professionId);
  return pageMeta(
    nameKey
      ? {
          title: t("placeholder.metaTitle", { name: t(nameKey) }),
          description: t("placeholder.metaDescription", { name: t(nameKey) }),
        }
      : {
          title: t("placeholder.title"),
          description: t("placeholder.description"),
        },
  );
}

export default function ProfessionPageRoute({ params }: Route.ComponentProps) {
  if (params.professionId === "hr") return <RecruitingBenchmark />;
  if (params.professionId === "marketing") return <MarketingBenchmark />;
  return <ProfessionComingSoon professionId={params.professionId} />;
}
