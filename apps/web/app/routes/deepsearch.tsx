import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { deepSearchBoards } from "@/data/deepsearch";
import { deepSearchEditions } from "@/data/editions";
import { DeepSearchPage } from "@/features/deepsearch/components/deepsearch-page";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

const page = {
  title: `${benchmarkNames.deepSearch} leaderboard`,
  description: `DeepSearch leaderboard: AI search agents on 100 expert-written deep-search tasks, with accuracy bands, cost and time per task, editions ${deepSearchEditions.join(" and ")}.`,
};

export const meta = () => [
  ...pageMeta(page),
  datasetJsonLd({
    name: page.title,
    description: page.description,
    path: paths.deepSearch,
    sources: deepSearchBoards.flatMap((entry) => entry.board.source),
    variables: ["Accuracy", "Cost/Task", "Time Cost/Task"],
  }),
];

export default function DeepSearchRoute() {
  return <DeepSearchPage />;
}
