import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { deepSearch2025_05, deepSearch2025_10 } from "@/data/deepsearch";
import { DeepSearchPage } from "@/features/deepsearch/components/deepsearch-page";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

const page = {
  title: `${benchmarkNames.deepSearch} leaderboard`,
  description:
    "DeepSearch leaderboard: AI search agents on 100 expert-written deep-search tasks, with accuracy bands, cost and time per task, editions 2025.10 and 2025.05.",
};

export const meta = () => [
  ...pageMeta(page),
  datasetJsonLd({
    name: page.title,
    description: page.description,
    path: paths.deepSearch,
    sources: [...deepSearch2025_10.source, ...deepSearch2025_05.source],
    variables: ["Accuracy", "Cost/Task", "Time Cost/Task"],
  }),
];

export default function DeepSearchRoute() {
  return <DeepSearchPage />;
}
