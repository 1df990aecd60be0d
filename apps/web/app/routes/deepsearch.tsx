import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { deepSearchBoards } from "@/data/deepsearch";
import { deepSearchEditions } from "@/data/editions";
import { DeepSearchPage } from "@/features/deepsearch/components/deepsearch-page";
import { deepSearchNamespaces } from "@/features/deepsearch/namespaces";
import { translatorForMeta } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

import type { Route } from "./+types/deepsearch";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(deepSearchNamespaces);

/** "2025.10 and 2025.05" in the page's language. */
const editionList = (t: ReturnType<typeof translatorForMeta>) =>
  deepSearchEditions.reduce((list, edition) =>
    t("deepsearch.and", { first: list, second: edition }),
  );

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  const page = {
    title: t("deepsearch.metaTitle", { name: benchmarkNames.deepSearch }),
    description: t("deepsearch.metaDescription", {
      editions: editionList(t),
    }),
  };
  return [
    ...pageMeta(page),
    datasetJsonLd({
      name: page.title,
      description: page.description,
      path: paths.deepSearch,
      sources: deepSearchBoards.flatMap((entry) => entry.board.source),
      variables: ["Accuracy", "Cost/Task", "Time Cost/Task"],
    }),
  ];
};

export default function DeepSearchRoute() {
  return <DeepSearchPage />;
}
