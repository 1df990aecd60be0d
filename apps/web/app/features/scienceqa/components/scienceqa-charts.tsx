import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { ChartLegend } from "@/components/charts/markers";
import { rowChartHeight } from "@/components/charts/row-layout";
import { useT } from "@/i18n/i18n";
import { formatScore, formatText } from "@/lib/format";
import { formatInterval, tiedWithText } from "@/lib/interval";

import { priceChartEntries } from "../lib/chart-data";
import type { ScienceQaRow } from "../lib/intervals";
import type { RankedScienceQaEntry } from "../lib/order-ranking";

const PriceScoreChart = lazy(() =>
  import("./price-score-chart").then((m) => ({ default: m.PriceScoreChart })),
);
const IntervalChart = lazy(() =>
  import("./interval-chart").then((m) => ({ default: m.IntervalChart })),
);

const price = (value: number | null) => (value === null ? "-" : `$${value}`);
const names = (entries: readonly RankedScienceQaEntry[]) =>
  entries.map((entry) => formatText(entry.modelName)).join(", ");

/**
 * The ranking's chart, drawn from the same CMS rows as the table: each score with its interval (what the table
 * cannot show at a glance), and the price chart only where prices are published. The best-of-5 scores are a
 * column of the table, not a second copy of the same numbers as a chart (issue 37).
 */
export function ScienceQaCharts({
  entries,
}: {
  entries: readonly ScienceQaRow[];
}) {
  const t = useT();
  const priceTitle = t("scienceqa.priceChartTitle");
  const intervalTitle = t("scienceqa.intervalChartTitle");
  const dataLabel = (title: string) => t("scienceqa.chartData", { title });
  const withInterval = entries.filter((entry) => entry.interval !== null);
  const priced = priceChartEntries(entries);
  return (
    <>
      {/* A chart with nothing to plot is not drawn (issue 17): the table already says no price is published. */}
      {priced.plotted.length > 0 && (
        <ChartFigure
          title={priceTitle}
          description={
            <>
              {t("scienceqa.priceChartDescription")}{" "}
              {priced.notPlotted.length > 0
                ? t("scienceqa.priceNotPlotted", {
                    names: names(priced.notPlotted),
                  })
                : ""}
            </>
          }
          legend={
            priced.plotted.length > 0 ? (
              <ChartLegend
                items={[
                  { label: t("scienceqa.legendInputPrice"), shape: "circle" },
                  {
                    label: t("scienceqa.legendOutputPrice"),
                    shape: "square",
                    tone: "amber",
                  },
                ]}
              />
            ) : null
          }
          height={rowChartHeight([{ rows: priced.plotted }])}
          chart={
            priced.plotted.length > 0
              ? (width) => (
                  <PriceScoreChart
                    label={priceTitle}
                    width={width}
                    entries={priced.plotted}
                  />
                )
              : null
          }
          alternative={
            <ChartDataTable
              label={dataLabel(priceTitle)}
              columns={[
                t("scienceqa.colModel"),
                t("scienceqa.colScore"),
                t("scienceqa.dataInputPrice"),
                t("scienceqa.dataOutputPrice"),
                t("scienceqa.dataPlotted"),
              ]}
              rows={entries.map((entry) => ({
                key: String(entry.rank),
                name: formatText(entry.modelName),
                cells: [
                  formatScore(entry.score),
                  price(entry.pricingInput),
                  price(entry.pricingOutput),
                  priced.plotted.some((p) => p.rank === entry.rank)
                    ? t("scienceqa.dataYes")
                    : t("scienceqa.dataPriceNotPlotted"),
                ],
              }))}
            />
          }
        />
      )}
      <ChartFigure
        title={intervalTitle}
        description={<>{t("scienceqa.intervalChartDescription")}</>}
        legend={
          <ChartLegend
            items={[{ label: t("scienceqa.legendAverage"), shape: "circle" }]}
          />
        }
        height={rowChartHeight([{ rows: withInterval }])}
        chart={
          withInterval.length > 0
            ? (width) => (
                <IntervalChart
                  label={intervalTitle}
                  width={width}
                  entries={withInterval}
                />
              )
            : null
        }
        alternative={
          <ChartDataTable
            label={dataLabel(intervalTitle)}
            columns={[
              t("scienceqa.colModel"),
              t("scienceqa.colScore"),
              t("scienceqa.colInterval"),
              t("scienceqa.colTiedWith"),
            ]}
            rows={entries.map((entry) => ({
              key: String(entry.rank),
              name: formatText(entry.modelName),
              cells: [
                formatScore(entry.score),
                formatInterval(entry.interval),
                entry.interval ? tiedWithText(entry.tiedWith, t) : "-",
              ],
            }))}
          />
        }
      />
    </>
  );
}
