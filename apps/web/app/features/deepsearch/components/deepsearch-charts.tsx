import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { ChartLegend } from "@/components/charts/markers";
import { MoreCharts } from "@/components/charts/more-charts";
import { fitsSideLabels, rowChartHeight } from "@/components/charts/row-layout";
import type { DeepSearchFullEdition } from "@/data/deepsearch";
import { useLocale, useT } from "@/i18n/i18n";
import { localizedDuration } from "@/lib/published-duration";

import {
  deepSearchPoints,
  groupByBand,
  type BandGroup,
  type DeepSearchPoint,
} from "../lib/published-values";
import { costLabel, publishedCost, timeLabel } from "./band-plot-groups";

// The drawings (and d3) load only when a chart comes near the viewport; the rest of this file is the
// prerendered caption and table alternative.
const CostAccuracyChart = lazy(() =>
  import("./cost-accuracy-chart").then((m) => ({
    default: m.CostAccuracyChart,
  })),
);
const TimeAccuracyChart = lazy(() =>
  import("./time-accuracy-chart").then((m) => ({
    default: m.TimeAccuracyChart,
  })),
);

/** The drawing's height: labels above the lanes, and beside them in a wide container when they fit. */
const heightsOf = (
  groups: readonly BandGroup<DeepSearchPoint>[],
  label: (point: DeepSearchPoint) => string,
) => {
  const shape = groups.map((group) => ({
    label: group.band,
    rows: group.points,
  }));
  const labels = groups.flatMap((group) => group.points.map(label));
  return {
    height: rowChartHeight(shape),
    compactHeight: fitsSideLabels(labels)
      ? rowChartHeight(shape, true)
      : undefined,
  };
};

function NotPlotted({
  points,
  what,
}: {
  points: readonly DeepSearchPoint[];
  what: "cost" | "time";
}) {
  const t = useT();
  if (points.length === 0) return null;
  const products = points.map((p) => p.product).join(", ");
  return (
    <>
      {" "}
      {what === "cost"
        ? t("deepsearch.notPlottedCost", { products })
        : t("deepsearch.notPlottedTime", { products })}
    </>
  );
}

export function DeepSearchCharts({
  entry: { edition, board },
}: {
  entry: DeepSearchFullEdition;
}) {
  const t = useT();
  const locale = useLocale();
  const COST_CHART_TITLE = t("deepsearch.costChartTitle", { edition });
  const TIME_CHART_TITLE = t("deepsearch.timeChartTitle", { edition });
  const points = deepSearchPoints(board.rows);
  const costGroups = groupByBand(
    points.filter((point) => point.cost),
    (a, b) => a.cost!.usd - b.cost!.usd,
  );
  const timeGroups = groupByBand(
    points.filter((point) => point.time),
    (a, b) => a.time!.min - b.time!.min || a.time!.max - b.time!.max,
  );
  const uncosted = points.filter((point) => !point.cost);
  const untimed = points.filter((point) => !point.time);
  const accuracyNote = t("deepsearch.accuracyNote");
  return (
    <>
      <ChartFigure
        title={COST_CHART_TITLE}
        description={
          <>
            {t("deepsearch.costDescription")}
            <NotPlotted points={uncosted} what="cost" />
          </>
        }
        howToRead={
          <>
            {accuracyNote} {t("deepsearch.costHowToRead")}
          </>
        }
        legend={
          <ChartLegend
            items={[
              { label: t("deepsearch.legendFrontierMark"), shape: "diamond" },
              {
                label: t("deepsearch.legendDominated"),
                shape: "circle",
                tone: "slate",
                hollow: true,
              },
              {
                label: t("deepsearch.legendFrontier"),
                shape: "circle",
                line: true,
              },
            ]}
          />
        }
        {...heightsOf(costGroups, (point) => costLabel(point, t))}
        chart={(width) => (
          <CostAccuracyChart
            label={COST_CHART_TITLE}
            width={width}
            groups={costGroups}
          />
        )}
        alternative={
          <ChartDataTable
            label={t("charts.dataLabel", { title: COST_CHART_TITLE })}
            columns={[
              t("leaderboard.product"),
              t("deepsearch.colAccuracy"),
              t("deepsearch.colPlottedAt"),
              t("deepsearch.colCost"),
              t("deepsearch.colFrontier"),
            ]}
            rows={[
              ...costGroups.flatMap((group) => group.points),
              ...uncosted,
            ].map((point) => ({
              key: point.product,
              name: point.product,
              cells: [
                point.band,
                `${point.accuracy}%`,
                point.cost
                  ? publishedCost(point.cost.published, t)
                  : t("charts.notPlotted"),
                !point.cost
                  ? t("deepsearch.notPlotted")
                  : point.onFrontier
                    ? t("deepsearch.onFrontier")
                    : t("deepsearch.legendDominated"),
              ],
            }))}
          />
        }
      />
      <MoreCharts summary={t("deepsearch.moreCharts")}>
        <ChartFigure
          title={TIME_CHART_TITLE}
          description={
            <>
              {t("deepsearch.timeDescription")}
              <NotPlotted points={untimed} what="time" />
            </>
          }
          howToRead={accuracyNote}
          legend={
            <ChartLegend
              items={[
                {
                  label: t("deepsearch.legendTimeRange"),
                  shape: "circle",
                  line: true,
                },
              ]}
            />
          }
          {...heightsOf(timeGroups, timeLabel)}
          chart={(width) => (
            <TimeAccuracyChart
              label={TIME_CHART_TITLE}
              width={width}
              groups={timeGroups}
            />
          )}
          alternative={
            <ChartDataTable
              label={t("charts.dataLabel", { title: TIME_CHART_TITLE })}
              columns={[
                t("leaderboard.product"),
                t("deepsearch.colAccuracy"),
                t("deepsearch.colPlottedAt"),
                t("deepsearch.colTime"),
                t("deepsearch.colPlottedFrom"),
                t("deepsearch.colPlottedTo"),
              ]}
              rows={[
                ...timeGroups.flatMap((group) => group.points),
                ...untimed,
              ].map((point) => ({
                key: point.product,
                name: point.product,
                cells: point.time
                  ? [
                      point.band,
                      `${point.accuracy}%`,
                      localizedDuration(point.time.published, locale),
                      t("deepsearch.minutes", { count: point.time.min }),
                      t("deepsearch.minutes", { count: point.time.max }),
                    ]
                  : [
                      point.band,
                      `${point.accuracy}%`,
                      t("charts.notPlotted"),
                      "-",
                      "-",
                    ],
              }))}
            />
          }
        />
      </MoreCharts>
    </>
  );
}
