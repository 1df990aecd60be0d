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
import { datasetJsonLd, pageMeta } from "@/lib/seo";

import type { Route } from "./+types/profession-edition";
import NotFoundRoute, { notFoundMeta } from "./not-found";

const boards = {
  hr: {
    id: "hr",
    name: benchmarkNames.recruiting,
    summary:
      "AI agents on 50 real headhunting tasks (company mapping, people-to-info, info-to-people)",
    sources: (edition: string) => recruitingBoardOf(edition).source,
    variables: variablesOf(recruitingDefinition),
    Page: RecruitingBenchmark,
  },
  marketing: {
    id: "marketing",
    name: benchmarkNames.marketing,
    summary:
      "AI agents search 836 candidate influencers for 50 real advertiser briefs across e-commerce, app and game clients",
    sources: (edition: string) => marketingBoardOf(edition).source,
    variables: variablesOf(marketingDefinition),
    Page: MarketingBenchmark,
  },
} as const;

const boardOf = (id: string) =>
  id === "hr" || id === "marketing" ? boards[id] : undefined;

export function meta({ params, location }: Route.MetaArgs) {
  const board = boardOf(params.professionId);
  if (!board || !isProfessionEdition(board.id, params.edition))
    return notFoundMeta(location.pathname);
  const page = {
    title: `${board.name} ${params.edition} leaderboard`,
    description: `${board.name} edition ${params.edition}: ${board.summary}. This address always shows edition ${params.edition}.`,
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
