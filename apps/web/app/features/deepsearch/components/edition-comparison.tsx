import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { agentPaths } from "@/config/agent-paths";
import { agentSlugOf } from "@/data/agents";
import type {
  DeepSearchBandsEdition,
  DeepSearchFullEdition,
} from "@/data/deepsearch";
import { useT, type MessageKey } from "@/i18n/i18n";
import { MISSING } from "@/lib/format";

import {
  compareEditions,
  editionMatches,
  type ComparisonRow,
  type Movement,
} from "../lib/edition-comparison";
import { SLOPE_CHART_HEIGHT } from "./slope-chart-size";

const SlopeChart = lazy(() =>
  import("./slope-chart").then((m) => ({ default: m.SlopeChart })),
);

const MOVEMENT_TEXT: Record<Movement, { mark: string; text: MessageKey }> = {
  up: { mark: "▲", text: "deepsearch.moveUp" },
  down: { mark: "▼", text: "deepsearch.moveDown" },
  same: { mark: "=", text: "deepsearch.moveSame" },
  new: { mark: "+", text: "deepsearch.moveNew" },
  gone: { mark: "−", text: "deepsearch.moveGone" },
};

function MovementCell({ value }: { value: Movement }) {
  const t = useT();
  const { mark, text: key } = MOVEMENT_TEXT[value];
  const text = t(key);
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="mr-1 inline-block w-3 text-center">
        {mark}
      </span>
      {text}
    </span>
  );
}

const entryName = (row: ComparisonRow) => ({
  before: row.previous
    ? `${row.previous.row.agent_model} (${row.previous.row.mode})`
    : MISSING,
  after: row.current ? row.current.row.product : MISSING,
});

/** An entry's name, linking to its agent page (all its results on every board). */
function AgentLink({ name }: { name: string }) {
  if (name === MISSING) return MISSING;
  return (
    <a
      href={agentPaths.agent(agentSlugOf("deepsearch", name))}
      className="text-primary underline underline-offset-4"
    >
      {name}
    </a>
  );
}

/** Rank and accuracy movement between the editions: a table, and a slope chart of the matched products. */
export function EditionComparison({
  from,
  to,
}: {
  from: DeepSearchBandsEdition;
  to: DeepSearchFullEdition;
}) {
  const { rows } = compareEditions(
    from.board.rows,
    to.board.rows,
    editionMatches(from.edition, to.edition),
  );
  const matched = rows.filter((row) => row.previous && row.current);
  const t = useT();
  const slopeChartTitle = t("deepsearch.slopeTitle", {
    from: from.edition,
    to: to.edition,
  });
  return (
    <>
      <p className="mb-4 max-w-3xl text-muted-foreground">
        {t("deepsearch.comparisonIntro", {
          from: from.edition,
          to: to.edition,
          count: from.board.rows.length,
        })}
      </p>
      <ChartDataTable
        label={t("deepsearch.comparisonLabel")}
        caption={t("deepsearch.comparisonCaption", {
          from: from.edition,
          to: to.edition,
        })}
        columns={[
          t("leaderboard.product"),
          t("deepsearch.colEditionEntry", { edition: from.edition }),
          t("deepsearch.colEditionRank", { edition: from.edition }),
          t("deepsearch.colEditionAccuracy", { edition: from.edition }),
          t("deepsearch.colEditionEntry", { edition: to.edition }),
          t("deepsearch.colEditionRank", { edition: to.edition }),
          t("deepsearch.colEditionAccuracy", { edition: to.edition }),
          t("deepsearch.colRankMovement"),
          t("deepsearch.colAccuracyMovement"),
        ]}
        rows={rows.map((row) => ({
          key: row.key,
          name: row.line,
          cells: [
            <AgentLink key="before" name={entryName(row).before} />,
            row.previous?.rank ?? MISSING,
            row.previous?.band ?? MISSING,
            <AgentLink key="after" name={entryName(row).after} />,
            row.current?.rank ?? MISSING,
            row.current?.band ?? MISSING,
            <MovementCell key="rank" value={row.rank} />,
            <MovementCell key="accuracy" value={row.accuracy} />,
          ],
        }))}
      />
      <h3 className="mt-6 mb-2 text-lg font-semibold">
        {t("deepsearch.whyMatched")}
      </h3>
      <dl className="max-w-3xl space-y-2 text-sm">
        {matched.map((row) => (
          <div key={row.key}>
            <dt className="font-medium">
              {entryName(row).before} → {entryName(row).after}
            </dt>
            <dd className="text-muted-foreground">{row.basis}</dd>
          </div>
        ))}
      </dl>
      <ChartFigure
        title={slopeChartTitle}
        description={t("deepsearch.slopeDescription", {
          from: from.edition,
          to: to.edition,
        })}
        howToRead={t("deepsearch.slopeHowToRead")}
        height={SLOPE_CHART_HEIGHT}
        chart={(width) => (
          <SlopeChart
            label={slopeChartTitle}
            width={width}
            editions={[from.edition, to.edition]}
            slopes={matched.map((row) => ({
              key: row.key,
              label: row.line,
              before: row.previous!.accuracy,
              after: row.current!.accuracy,
              beforeText: row.previous!.band,
              afterText: row.current!.band,
            }))}
          />
        )}
        alternative={
          <ChartDataTable
            label={t("charts.dataLabel", { title: slopeChartTitle })}
            columns={[
              t("leaderboard.product"),
              t("deepsearch.colEditionAccuracy", { edition: from.edition }),
              t("deepsearch.colEditionAccuracy", { edition: to.edition }),
              t("deepsearch.colMovement"),
            ]}
            rows={matched.map((row) => ({
              key: row.key,
              name: row.line,
              cells: [
                row.previous!.band,
                row.current!.band,
                <MovementCell key="accuracy" value={row.accuracy} />,
              ],
            }))}
          />
        }
      />
    </>
  );
}
