import { ExternalLink } from "@/components/external-link";
import type {
  Facet,
  LeaderboardColumn,
} from "@/components/leaderboard/columns";
import type { BoardInfo } from "@/components/leaderboard/export";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { agentPaths } from "@/config/agent-paths";
import { benchmarkNames, site } from "@/config/site";
import { listedAgentSlug } from "@/data/agents";
import { formatPricing, formatScore, formatText, MISSING } from "@/lib/format";
import { formatInterval, intervalMethods, tiedWithText } from "@/lib/interval";

import type { ScienceQaRow } from "../lib/intervals";

type Entry = ScienceQaRow;

const name: LeaderboardColumn<Entry> = {
  id: "model",
  header: "Model",
  value: (entry) => entry.modelName,
  // The model's page (all its results on every board), when the build has one: the live ranking may hold
  // a model newer than the build.
  cell: (entry) => {
    const slug = entry.modelName
      ? listedAgentSlug("scienceqa", entry.modelName)
      : undefined;
    return slug ? (
      <a
        href={agentPaths.agent(slug)}
        className="text-primary underline-offset-4 hover:underline"
      >
        {entry.modelName}
      </a>
    ) : (
      formatText(entry.modelName)
    );
  },
  sort: "text",
};

export const columns: readonly LeaderboardColumn<Entry>[] = [
  {
    id: "company",
    header: "Company",
    value: (entry) => entry.companyName,
    sort: "text",
  },
  {
    id: "score",
    header: "Score",
    value: (entry) => entry.score,
    cell: (entry) => formatScore(entry.score),
    sort: "numeric",
    unit: "%",
    description: "Average score over 5 runs (0-100).",
    primary: true,
    numeric: true,
  },
  {
    id: "interval",
    header: "95% interval",
    value: (entry) => formatInterval(entry.interval),
    unit: "%",
    description: intervalMethods.scienceqa.description,
    numeric: true,
    // Computed, not published: the data API carries it as interval_low/interval_high (derived from score).
    exportFields: [],
  },
  {
    id: "tied_with",
    header: "Statistically tied with",
    value: (entry) => (entry.interval ? tiedWithText(entry.tiedWith) : null),
    description:
      "The ranks whose 95% intervals overlap this entry's: the data cannot tell them apart. Rank and order stay as published (score, then BoN).",
    exportFields: [],
  },
  {
    id: "bon",
    header: "BoN (N=5)",
    value: (entry) => entry.bon,
    cell: (entry) => formatScore(entry.bon),
    sort: "numeric",
    unit: "%",
    description: "Best-of-5 score (0-100).",
    numeric: true,
  },
  {
    id: "price",
    header: "API price (input/output, $/1M tokens)",
    // Sorted by the input price, then the output price breaks ties (stable sort keeps published order).
    value: (entry) =>
      entry.pricingInput !== null && entry.pricingOutput !== null
        ? entry.pricingInput
        : null,
    cell: (entry) => formatPricing(entry.pricingInput, entry.pricingOutput),
    sort: "price",
    unit: "USD per 1M tokens",
    description: "API list price for input and output tokens.",
    lowerIsBetter: true,
    numeric: true,
    exportFields: [
      {
        key: "price_input",
        header: "API price, input",
        unit: "USD per 1M tokens",
        lowerIsBetter: true,
        value: (entry) => entry.pricingInput,
      },
      {
        key: "price_output",
        header: "API price, output",
        unit: "USD per 1M tokens",
        lowerIsBetter: true,
        value: (entry) => entry.pricingOutput,
      },
    ],
  },
  {
    id: "time_cost",
    header: "Time cost (s)",
    value: (entry) => entry.timeCost,
    sort: "numeric",
    unit: "seconds per question",
    lowerIsBetter: true,
    numeric: true,
  },
  {
    id: "evaluation_date",
    header: "Evaluation Date",
    value: (entry) => entry.evaluationDate,
    sort: "text",
  },
  {
    id: "link",
    header: "Link",
    value: (entry) => entry.link,
    cell: (entry) =>
      entry.link ? (
        <ExternalLink href={entry.link}>
          Visit
          <span className="sr-only"> {formatText(entry.modelName)}</span>
        </ExternalLink>
      ) : (
        MISSING
      ),
  },
];

const facets: readonly Facet<Entry>[] = [
  {
    key: "company",
    label: "Company",
    allLabel: "All companies",
    value: (entry) => entry.companyName,
  },
  {
    key: "type",
    label: "Model type",
    allLabel: "All model types",
    value: (entry) => entry.modelType,
  },
];

const info: BoardInfo = {
  board: benchmarkNames.scienceQa,
  edition: "latest",
  slug: "scienceqa-latest",
  sources: [
    `${site.cmsBaseUrl}/api/scienceqas`,
    site.links.evalCode,
    site.links.preprint,
  ],
};

export function ScienceQaLeaderboard({
  entries,
}: {
  entries: readonly ScienceQaRow[];
}) {
  return (
    <LeaderboardTable
      label="ScienceQA leaderboard"
      caption={
        <>
          ScienceQA leaderboard: average score over 5 runs with its 95% interval
          for 100 questions and the ranks it is statistically tied with,
          best-of-5 score, API price and seconds per question. &lsquo;-&rsquo;
          marks a value that is not published.
        </>
      }
      rows={entries}
      rowKey={(entry) => String(entry.rank)}
      rank={(entry) => entry.rank}
      name={name}
      columns={columns}
      search={{
        label: "Filter by model or company",
        fields: (entry) => [entry.modelName, entry.companyName],
      }}
      facets={facets}
      info={info}
    />
  );
}
