import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { ChartLegend } from "@/components/charts/markers";
import { rowChartHeight } from "@/components/charts/row-layout";
import { formatScore, formatText } from "@/lib/format";
import { formatInterval, tiedWithText } from "@/lib/interval";

import { bonChartEntries, priceChartEntries } from "../lib/chart-data";
import type { ScienceQaRow } from "../lib/intervals";
import type { RankedScienceQaEntry } from "../lib/order-ranking";

const PriceScoreChart = lazy(() =>
  import("./price-score-chart").then((m) => ({ default: m.PriceScoreChart })),
);
const IntervalChart = lazy(() =>
  import("./interval-chart").then((m) => ({ default: m.IntervalChart })),
);
const BonChart = lazy(() =>
  import("./bon-chart").then((m) => ({ default: m.BonChart })),
);

export const PRICE_CHART_TITLE = "ScienceQA: score against API price";
export const INTERVAL_CHART_TITLE =
  "ScienceQA: score with its 95% interval per model";
export const BON_CHART_TITLE =
  "ScienceQA: average score against best-of-5 (BoN) per model";

const price = (value: number | null) => (value === null ? "-" : `$${value}`);
const names = (entries: readonly RankedScienceQaEntry[]) =>
  entries.map((entry) => formatText(entry.modelName)).join(", ");

/** The ranking's two charts, drawn from the same CMS rows as the table. */
export function ScienceQaCharts({
  entries,
}: {
  entries: readonly ScienceQaRow[];
}) {
  const withInterval = entries.filter((entry) => entry.interval !== null);
  const priced = priceChartEntries(entries);
  const bon = bonChartEntries(entries);
  return (
    <>
      {/* A chart with nothing to plot is not drawn (issue 17): the table already says no price is published. */}
      {priced.plotted.length > 0 && (
        <ChartFigure
          title={PRICE_CHART_TITLE}
          description={
            <>
              Models in score order (average over 5 runs); each lane shows the
              model&rsquo;s API list price per 1M tokens, input (circle) and
              output (square), on a log scale.{" "}
              {priced.notPlotted.length > 0
                ? `Not plotted (price or score not published): ${names(priced.notPlotted)}.`
                : ""}
            </>
          }
          legend={
            priced.plotted.length > 0 ? (
              <ChartLegend
                items={[
                  { label: "Input price", shape: "circle" },
                  { label: "Output price", shape: "square", tone: "amber" },
                ]}
              />
            ) : null
          }
          height={rowChartHeight([{ rows: priced.plotted }])}
          chart={
            priced.plotted.length > 0
              ? (width) => (
                  <PriceScoreChart
                    label={PRICE_CHART_TITLE}
                    width={width}
                    entries={priced.plotted}
                  />
                )
              : null
          }
          alternative={
            <ChartDataTable
              label={`${PRICE_CHART_TITLE}: data`}
              columns={[
                "Model",
                "Score",
                "Input price ($/1M)",
                "Output price ($/1M)",
                "Plotted",
              ]}
              rows={entries.map((entry) => ({
                key: String(entry.rank),
                name: formatText(entry.modelName),
                cells: [
                  formatScore(entry.score),
                  price(entry.pricingInput),
                  price(entry.pricingOutput),
                  priced.plotted.some((p) => p.rank === entry.rank)
                    ? "Yes"
                    : "Not plotted (price not published)",
                ],
              }))}
            />
          }
        />
      )}
      <ChartFigure
        title={INTERVAL_CHART_TITLE}
        description={
          <>
            Each model&rsquo;s average score (circle) with whiskers for its 95%
            interval for a benchmark of 100 questions, in leaderboard order.
            Models whose whiskers overlap are statistically tied: 100 questions
            cannot tell them apart.
          </>
        }
        legend={
          <ChartLegend
            items={[{ label: "Average (5 runs)", shape: "circle" }]}
          />
        }
        height={rowChartHeight([{ rows: withInterval }])}
        chart={
          withInterval.length > 0
            ? (width) => (
                <IntervalChart
                  label={INTERVAL_CHART_TITLE}
                  width={width}
                  entries={withInterval}
                />
              )
            : null
        }
        alternative={
          <ChartDataTable
            label={`${INTERVAL_CHART_TITLE}: data`}
            columns={[
              "Model",
              "Score",
              "95% interval",
              "Statistically tied with",
            ]}
            rows={entries.map((entry) => ({
              key: String(entry.rank),
              name: formatText(entry.modelName),
              cells: [
                formatScore(entry.score),
                formatInterval(entry.interval),
                entry.interval ? tiedWithText(entry.tiedWith) : "-",
              ],
            }))}
          />
        }
      />
      <ChartFigure
        title={BON_CHART_TITLE}
        description={
          <>
            Each line runs from the model&rsquo;s average score over 5 runs
            (circle) to its best-of-5 score (square), on a 0–100 scale, in
            leaderboard order.
            {bon.notPlotted.length > 0
              ? ` Not plotted (no score published): ${names(bon.notPlotted)}.`
              : ""}
          </>
        }
        legend={
          <ChartLegend
            items={[
              { label: "Average (5 runs)", shape: "circle" },
              { label: "Best of 5 (BoN)", shape: "square", tone: "amber" },
            ]}
          />
        }
        height={rowChartHeight([{ rows: bon.plotted }])}
        chart={
          bon.plotted.length > 0
            ? (width) => (
                <BonChart
                  label={BON_CHART_TITLE}
                  width={width}
                  entries={bon.plotted}
                />
              )
            : null
        }
        alternative={
          <ChartDataTable
            label={`${BON_CHART_TITLE}: data`}
            columns={["Model", "Average", "BoN (N=5)", "BoN gain"]}
            rows={entries.map((entry) => ({
              key: String(entry.rank),
              name: formatText(entry.modelName),
              cells: [
                formatScore(entry.score),
                formatScore(entry.bon),
                entry.score !== null && entry.bon !== null
                  ? `${entry.bon >= entry.score ? "+" : ""}${formatScore(entry.bon - entry.score)}`
                  : "-",
              ],
            }))}
          />
        }
      />
    </>
  );
}
