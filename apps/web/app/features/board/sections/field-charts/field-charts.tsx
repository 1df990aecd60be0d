import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { ChartLegend } from "@/components/charts/markers";
import { MoreCharts } from "@/components/charts/more-charts";
import { fitsSideLabels, rowChartHeight } from "@/components/charts/row-layout";
import { fieldTexts } from "@/components/leaderboard/field-column";
import type { GenericEdition } from "@/data/board-edition";
import type { BoardField } from "@/data/board-registry";
import { useLocale, useT } from "@/i18n/i18n";
import { editionFields } from "@/lib/edition-fields";
import { localizedDuration } from "@/lib/published-duration";

import { entryHeaderOf } from "../../lib/entry-header";
import { contentTitle } from "../content-title";
import { fieldChartsDraw } from "../draws";
import { costLabel, publishedCost, timeLabel } from "./band-plot-groups";
import {
  deepSearchPoints,
  groupByBand,
  type BandGroup,
  type DeepSearchPoint,
} from "./published-values";

// The section "field-charts": each numeric field of an edition against its headline, for a board whose headline
// is published in bands (DeepSearch's accuracy): a money field (cost per task, with the cost-accuracy frontier)
// and, under "More charts", a duration field (time per task, as published ranges). A field an editor adds with
// one of these kinds is charted after the next publish; an edition without such values draws nothing.
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
        ? t("sections.notPlottedCost", { products })
        : t("sections.notPlottedTime", { products })}
    </>
  );
}

/** The first field of a kind that this edition publishes values for. */
const publishedOfKind = (
  fields: readonly BoardField[],
  kind: "money" | "duration",
) => fields.find((field) => field.kind === kind);

const textAt = (value: unknown) => (typeof value === "string" ? value : null);

export default function FieldCharts({
  edition: shown,
}: {
  edition: GenericEdition;
}) {
  const t = useT();
  const locale = useLocale();
  const { board, edition } = shown;
  const fields = editionFields(board, shown.rows);
  const headline = fields.find((field) => field.key === board.headlineField);
  const money = publishedOfKind(fields, "money");
  const duration = publishedOfKind(fields, "duration");
  if (!headline || !fieldChartsDraw(shown)) return null;
  const label = (field: BoardField) => fieldTexts(field, locale).label;
  const title = contentTitle(board, locale);
  const COST_CHART_TITLE = t("sections.costChartTitle", {
    board: title,
    edition,
  });
  const TIME_CHART_TITLE = t("sections.timeChartTitle", {
    board: title,
    edition,
  });
  const points = deepSearchPoints(
    shown.rows.map((row) => ({
      name: row.agent,
      rank: row.rank,
      band: textAt(row[headline.key]),
      cost: money ? textAt(row[money.key]) : null,
      time: duration ? textAt(row[duration.key]) : null,
    })),
  );
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
  const accuracyNote = t("sections.accuracyNote");
  const nameHeader = entryHeaderOf(shown, locale, t);
  const timeChart = duration ? (
    <ChartFigure
      title={TIME_CHART_TITLE}
      description={
        <>
          {t("sections.timeDescription")}
          <NotPlotted points={untimed} what="time" />
        </>
      }
      howToRead={accuracyNote}
      legend={
        <ChartLegend
          items={[
            {
              label: t("sections.legendTimeRange"),
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
            nameHeader,
            label(headline),
            t("sections.colPlottedAt"),
            label(duration),
            t("sections.colPlottedFrom"),
            t("sections.colPlottedTo"),
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
                  t("sections.minutes", { count: point.time.min }),
                  t("sections.minutes", { count: point.time.max }),
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
  ) : null;
  if (!money) return timeChart;
  return (
    <>
      <ChartFigure
        title={COST_CHART_TITLE}
        description={
          <>
            {t("sections.costDescription")}
            <NotPlotted points={uncosted} what="cost" />
          </>
        }
        howToRead={
          <>
            {accuracyNote} {t("sections.costHowToRead")}
          </>
        }
        legend={
          <ChartLegend
            items={[
              { label: t("sections.legendFrontierMark"), shape: "diamond" },
              {
                label: t("sections.legendDominated"),
                shape: "circle",
                tone: "slate",
                hollow: true,
              },
              {
                label: t("sections.legendFrontier"),
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
              nameHeader,
              label(headline),
              t("sections.colPlottedAt"),
              label(money),
              t("sections.colFrontier"),
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
                  ? t("sections.notPlotted")
                  : point.onFrontier
                    ? t("sections.onFrontier")
                    : t("sections.legendDominated"),
              ],
            }))}
          />
        }
      />
      {timeChart ? (
        <MoreCharts summary={t("sections.moreCharts")}>{timeChart}</MoreCharts>
      ) : null}
    </>
  );
}
