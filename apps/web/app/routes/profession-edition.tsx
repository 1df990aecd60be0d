import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import {
  marketingDefinition,
  recruitingDefinition,
  variablesOf,
} from "@/data/board-definitions";
import { isProfessionEdition } from "@/data/editions";
import { marketingBoardOf, recruitingBoardOf } from "@/data/profession";
import {
  MarketingBenchmark,
  RecruitingBenchmark,
} from "@/features/profession/components/profession-benchmark";
import { professionBoardNamespaces } from "@/features/profession/namespaces";
import { translatorForMeta, type MessageKey } from "@/i18n/i18n";
import { messagesIfPrerendered, messagesLoader } from "@/i18n/loader";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

import type { Route } from "./+types/profession-edition";
import NotFoundRoute, { notFoundMeta } from "./not-found";

const boards = {
  hr: {
    id: "hr",
    name: benchmarkNames.recruiting,
    summary: "profession.recruitingSummary" satisfies MessageKey,
    sources: (edition: string) => recruitingBoardOf(edition).source,
    variables: variablesOf(recruitingDefinition),
    Page: RecruitingBenchmark,
  },
  marketing: {
    id: "marketing",
    name: benchmarkNames.marketing,
    summary: "profession.marketingSummary" satisfies MessageKey,
    sources: (edition: string) => marketingBoardOf(edition).source,
    variables: variablesOf(marketingDefinition),
    Page: MarketingBenchmark,
  },
} as const;

const boardOf = (id: string) =>
  id === "hr" || id === "marketing" ? boards[id] : undefined;

export const loader = messagesLoader(professionBoardNamespaces);
// An edition or profession the site does not have is not prerendered: the 404 page, with the common messages.
export const clientLoader = messagesIfPrerendered;

export function meta(args: Route.MetaArgs) {
  const { params, location } = args;
  const board = boardOf(params.professionId);
  if (!board || !isProfessionEdition(board.id, params.edition))
    return notFoundMeta(location.pathname);
  const t = translatorForMeta(args);
  const page = {
    title: t("profession.editionMetaTitle", {
      name: board.name,
      edition: params.edition,
    }),
    description: t("profession.editionMetaDescription", {
      name: board.name,
      edition: params.edition,
      summary: t(board.summary),
    }),
  };
  const path = paths.professionEdition(params.professionId, params.edition);
  return [
    ...pageMeta(page),
    datasetJsonLd({
      name: page.title,
      description: page.description,
      path,
      sources: board.sources(params.edition),
      variables: board.variables,
    }),
  ];
}

/** A profession edition's permanent page; any other profession or edition id is the 404 page. */
export default function ProfessionEditionRoute({
  params,
}: Route.ComponentProps) {
  const board = boardOf(params.professionId);
  if (!board || !isProfessionEdition(board.id, params.edition))
    return <NotFoundRoute />;
  return <board.Page edition={params.edition} />;
}
