import { SCIENCE_QA } from "@evergreen/boards";
import { useMemo } from "react";

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
import { useT, type Translate } from "@/i18n/i18n";
import { formatPricing, formatScore, formatText, MISSING } from "@/lib/format";
import {
  formatInterval,
  SCIENCEQA_INTERVAL,
  tiedWithText,
} from "@/lib/interval";

import type { ScienceQaRow } from "../lib/intervals";

type Entry = ScienceQaRow;

const nameColumn = (t: Translate): LeaderboardColumn<Entry> => ({
  id: "model",
  header: t("scienceqa.colModel"),
  value: (entry) => entry.modelName,
  // The model's page (all its results on every board), when the build has one: the live ranking may hold
  // a model newer than the build.
  cell: (entry) => {
    const slug = entry.modelName
      ? listedAgentSlug(SCIENCE_QA.slug, entry.modelName)
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
});

/** The table's columns in a page's language (the English ones are the data API's field labels). */
export const scienceQaColumns = (
  t: Translate,
): readonly LeaderboardColumn<Entry>[] => [
  {
    id: "company",
    header: t("scienceqa.colCompany"),
    value: (entry) => entry.companyName,
    sort: "text",
  },
  {
    id: "score",
    header: t("scienceqa.colScore"),
    value: (entry) => entry.score,
    cell: (entry) => formatScore(entry.score),
    sort: "numeric",
    unit: "%",
    description: t("scienceqa.colScoreDescription"),
    primary: true,
    numeric: true,
  },
  {
    id: "interval",
    header: t("scienceqa.colInterval"),
    value: (entry) => formatInterval(entry.interval),
    unit: "%",
    description: SCIENCEQA_INTERVAL.description,
    numeric: true,
    // Computed, not published: the data API carries it as interval_low/interval_high (derived from score).
    exportFields: [],
  },
  {
    id: "tied_with",
    header: t("scienceqa.colTiedWith"),
    value: (entry) => (entry.interval ? tiedWithText(entry.tiedWith, t) : null),
    description: t("scienceqa.colTiedWithDescription"),
    exportFields: [],
  },
  {
    id: "bon",
    header: t("scienceqa.colBon"),
    value: (entry) => entry.bon,
    cell: (entry) => formatScore(entry.bon),
    sort: "numeric",
    unit: "%",
    description: t("scienceqa.colBonDescription"),
    numeric: true,
  },
  {
    id: "price",
    header: t("scienceqa.colPrice"),
    // Sorted by the input price, then the output price breaks ties (stable sort keeps published order).
    value: (entry) =>
      entry.pricingInput !== null && entry.pricingOutput !== null
        ? entry.pricingInput
        : null,
    cell: (entry) => formatPricing(entry.pricingInput, entry.pricingOutput),
    sort: "price",
    unit: t("scienceqa.unitPrice"),
    description: t("scienceqa.colPriceDescription"),
    lowerIsBetter: true,
    numeric: true,
    exportFields: [
      {
        key: "price_input",
        header: t("scienceqa.colPriceInput"),
        unit: t("scienceqa.unitPrice"),
        lowerIsBetter: true,
        value: (entry) => entry.pricingInput,
      },
      {
        key: "price_output",
        header: t("scienceqa.colPriceOutput"),
        unit: t("scienceqa.unitPrice"),
        lowerIsBetter: true,
        value: (entry) => entry.pricingOutput,
      },
    ],
  },
  {
    id: "time_cost",
    header: t("scienceqa.colTime"),
    value: (entry) => entry.timeCost,
    sort: "numeric",
    unit: t("scienceqa.unitTime"),
    lowerIsBetter: true,
    numeric: true,
  },
  {
    id: "evaluation_date",
    header: t("scienceqa.colDate"),
    value: (entry) => entry.evaluationDate,
    sort: "text",
  },
  {
    id: "link",
    header: t("scienceqa.colLink"),
    value: (entry) => entry.link,
    cell: (entry) =>
      entry.link ? (
        <ExternalLink href={entry.link}>
          {t("scienceqa.visit")}
          <span className="sr-only"> {formatText(entry.modelName)}</span>
        </ExternalLink>
      ) : (
        MISSING
      ),
  },
];

const facetsOf = (t: Translate): readonly Facet<Entry>[] => [
  {
    key: "company",
    label: t("scienceqa.facetCompany"),
    allLabel: t("scienceqa.facetAllCompanies"),
    value: (entry) => entry.companyName,
  },
  {
    key: "type",
    label: t("scienceqa.facetType"),
    allLabel: t("scienceqa.facetAllTypes"),
    value: (entry) => entry.modelType,
  },
];

const info: BoardInfo = {
  board: benchmarkNames.scienceQa,
  edition: "latest",
  slug: `${SCIENCE_QA.slug}-latest`,
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
  const t = useT();
  const { name, columns, facets } = useMemo(
    () => ({
      name: nameColumn(t),
      columns: scienceQaColumns(t),
      facets: facetsOf(t),
    }),
    [t],
  );
  return (
    <LeaderboardTable
      label={t("scienceqa.tableLabel")}
      caption={t("scienceqa.tableCaption")}
      rows={entries}
      rowKey={(entry) => String(entry.rank)}
      rank={(entry) => entry.rank}
      interval={(entry) => entry.interval}
      name={name}
      columns={columns}
      search={{
        label: t("scienceqa.searchLabel"),
        fields: (entry) => [entry.modelName, entry.companyName],
      }}
      facets={facets}
      info={info}
    />
  );
}
