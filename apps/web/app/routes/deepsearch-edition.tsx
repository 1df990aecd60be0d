import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { deepSearchBoardOf } from "@/data/deepsearch";
import { DeepSearchPage } from "@/features/deepsearch/components/deepsearch-page";
import { DeepSearchPreviousEdition } from "@/features/deepsearch/components/deepsearch-previous-edition";
import { deepSearchNamespaces } from "@/features/deepsearch/namespaces";
import { translatorForMeta } from "@/i18n/i18n";
import { messagesIfPrerendered, messagesLoader } from "@/i18n/loader";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

import type { Route } from "./+types/deepsearch-edition";
import NotFoundRoute, { notFoundMeta } from "./not-found";

export const loader = messagesLoader(deepSearchNamespaces);
// An edition the site does not have is not prerendered: the 404 page, with the common messages.
export const clientLoader = messagesIfPrerendered;

export function meta(args: Route.MetaArgs) {
  const { params, location } = args;
  const { edition } = params;
  const entry = deepSearchBoardOf(edition);
  if (!entry) return notFoundMeta(location.pathname);
  const t = translatorForMeta(args);
  const page = {
    title: t("deepsearch.editionMetaTitle", {
      name: benchmarkNames.deepSearch,
      edition,
    }),
    description: t("deepsearch.editionMetaDescription", { edition }),
  };
  const path = paths.deepSearchEdition(edition);
  return [
    ...pageMeta(page),
    datasetJsonLd({
      name: page.title,
      description: page.description,
      path,
      sources: entry.board.source,
      variables:
        entry.layout === "bands"
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
  const entry = deepSearchBoardOf(edition);
  if (!entry) return <NotFoundRoute />;
  return (
    <DeepSearchPage
      edition={edition}
      // A bands-only edition shows first here: its table is part of this page, prerendered, not loaded
      // after hydration.
      previousEdition={
        entry.layout === "bands" ? (
          <DeepSearchPreviousEdition entry={entry} />
        ) : undefined
      }
    />
  );
}
