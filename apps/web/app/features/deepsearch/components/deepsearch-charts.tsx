import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { ChartLegend } from "@/components/charts/markers";
import { MoreCharts } from "@/components/charts/more-charts";
import { fitsSideLabels, rowChartHeight } from "@/components/charts/row-layout";
import type { DeepSearchFullEdition } from "@/data/deepsearch";

import {
  deepSearchPoints,
  groupByBand,
  type BandGroup,
  type DeepSearchPoint,
} from "../lib/published-values";
import { costLabel, timeLabel } from "./band-plot-groups";

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

const costChartTitle = (edition: string) =>
  `DeepSearch ${edition}: accuracy against cost per task`;
const timeChartTitle = (edition: string) =>
  `DeepSearch ${edition}: accuracy against time per task`;

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
  what: string;
}) {
  if (points.length === 0) return null;
  return (
    <>
      {" "}
      Not plotted ({what} not published):{" "}
      {points.map((p) => p.product).join(", ")}.
    </>
  );
}

export function DeepSearchCharts({
  entry: { edition, board },
}: {
  entry: DeepSearchFullEdition;
}) {
  const COST_CHART_TITLE = costChartTitle(edition);
  const TIME_CHART_TITLE = timeChartTitle(edition);
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
  const accuracyNote =
    "Accuracy is published as a lower bound (a '35+' band is at least 35%): products are grouped by band and plotted at its lower bound.";
  return (
    <>
      <ChartFigure
        title={COST_CHART_TITLE}
        description={
          <>
            Products on the frontier line get the most accuracy for their cost;
            those right of it in their band cost more for no more accuracy.
            <NotPlotted points={uncosted} what="cost" />
          </>
        }
        howToRead={
          <>
            {accuracyNote} Each mark is the product&rsquo;s cost per task as
            published (approximate, &lsquo;~&rsquo;), on a log scale;
            &lsquo;Free&rsquo; is drawn left of the axis. The frontier joins the
            products that no other product beats: none is as cheap or cheaper
            and at least as accurate, with one of the two strictly better.
          </>
        }
        legend={
          <ChartLegend
            items={[
              { label: "On the cost–accuracy frontier", shape: "diamond" },
              {
                label: "Dominated",
                shape: "circle",
                tone: "slate",
                hollow: true,
              },
              { label: "Frontier", shape: "circle", line: true },
            ]}
          />
        }
        {...heightsOf(costGroups, costLabel)}
        chart={(width) => (
          <CostAccuracyChart
            label={COST_CHART_TITLE}
            width={width}
            groups={costGroups}
          />
        )}
        alternative={
          <ChartDataTable
            label={`${COST_CHART_TITLE}: data`}
            columns={[
              "Product",
              "Accuracy",
              "Plotted at",
              "Cost/Task",
              "Frontier",
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
                point.cost?.published ?? "- (not plotted)",
                !point.cost
                  ? "Not plotted"
                  : point.onFrontier
                    ? "On the frontier"
                    : "Dominated",
              ],
            }))}
          />
        }
      />
      <MoreCharts summary="More charts: accuracy against time per task">
        <ChartFigure
          title={TIME_CHART_TITLE}
          description={
            <>
              Each bar runs from the minimum to the maximum of the
              product&rsquo;s published time per task, in minutes.
              <NotPlotted points={untimed} what="time" />
            </>
          }
          howToRead={accuracyNote}
          legend={
            <ChartLegend
              items={[
                {
                  label: "Published time range (min to max)",
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
              label={`${TIME_CHART_TITLE}: data`}
              columns={[
                "Product",
                "Accuracy",
                "Plotted at",
                "Time Cost/Task",
                "Plotted from",
                "Plotted to",
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
                      point.time.published,
                      `${point.time.min} min`,
                      `${point.time.max} min`,
                    ]
                  : [
                      point.band,
                      `${point.accuracy}%`,
                      "- (not plotted)",
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
