import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { deepSearch2025_05, deepSearch2025_10 } from "@/data/deepsearch";
import { isDeepSearchEdition } from "@/data/editions";
import { DeepSearchPage } from "@/features/deepsearch/components/deepsearch-page";
import { DeepSearchPreviousEdition } from "@/features/deepsearch/components/deepsearch-previous-edition";
import { canonicalLink, datasetJsonLd, pageMeta } from "@/lib/seo";

import type { Route } from "./+types/deepsearch-edition";
import NotFoundRoute, { meta as notFoundMeta } from "./not-found";

const sourcesOf = {
  "2025.10": deepSearch2025_10.source,
  "2025.05": deepSearch2025_05.source,
} as const;

export function meta({ params }: Route.MetaArgs) {
  const { edition } = params;
  if (!isDeepSearchEdition(edition)) return notFoundMeta();
  const page = {
    title: `${benchmarkNames.deepSearch} ${edition} leaderboard`,
    description: `DeepSearch edition ${edition}: AI search agents on 100 expert-written deep-search tasks, ranked by accuracy band, with this edition's sources. This address always shows edition ${edition}.`,
  };
  const path = paths.deepSearchEdition(edition);
  return [
    ...pageMeta(page),
    ...canonicalLink(path),
    datasetJsonLd({
      name: page.title,
      description: page.description,
      path,
      sources: sourcesOf[edition],
      variables:
        edition === "2025.05"
          ? ["Accuracy"]
          : ["Accuracy", "Cost/Task", "Time Cost/Task"],
    }),
  ];
}

/** An edition's permanent page; an edition id the site does not have is the 404 page. */
export default function DeepSearchEditionRoute({
  params,
}: Route.ComponentProps) {
  const { edition } = params;
  if (!isDeepSearchEdition(edition)) return <NotFoundRoute />;
  return (
    <DeepSearchPage
      edition={edition}
      // 2025.05 shows first here: its table is part of this page, prerendered, not loaded after hydration.
      previousEdition={
        edition === "2025.05" ? <DeepSearchPreviousEdition /> : undefined
      }
    />
  );
}
