import type { PlotGroup, PlotRow } from "@/components/charts/row-plot";
import type { Translate } from "@/i18n/i18n";

import type { BandGroup, DeepSearchPoint } from "./published-values";

/** What each DeepSearch 2025.10 chart draws: products grouped by accuracy band, at a measured width. */
export type BandChartProps = {
  label: string;
  width: number;
  groups: readonly BandGroup<DeepSearchPoint>[];
};

/** One labelled group of lanes per accuracy band ('Accuracy 35+'), a lane per product. */
export function bandPlotGroups(
  groups: readonly BandGroup<DeepSearchPoint>[],
  lane: (point: DeepSearchPoint) => PlotRow,
  t: Translate,
): PlotGroup[] {
  return groups.map((group) => ({
    key: group.band,
    label: t("sections.accuracyGroup", { value: group.band }),
    rows: group.points.map(lane),
  }));
}

/** A published cost in the page's language: 'Free' is a word; prices stay as published. */
export const publishedCost = (published: string, t?: Translate) =>
  t && published === "Free" ? t("leaderboard.free") : published;

/** A product's lane label in the cost chart: its name and published cost. */
export const costLabel = (point: DeepSearchPoint, t?: Translate) =>
  `${point.product} · ${publishedCost(point.cost?.published ?? "", t)}`;

/** A product's lane label in the time chart: its name and published time range. */
export const timeLabel = (point: DeepSearchPoint) =>
  `${point.product} · ${point.time?.published ?? ""}`;
