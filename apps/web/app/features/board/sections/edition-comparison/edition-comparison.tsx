import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { MoreCharts } from "@/components/charts/more-charts";
import { agentPaths } from "@/config/agent-paths";
import { agentSlugOf } from "@/data/agents";
import type { GenericEdition } from "@/data/board-edition";
import { useLocale, useT, type MessageKey } from "@/i18n/i18n";
import { MISSING } from "@/lib/format";

import { entryHeaderOf } from "../../lib/entry-header";
import { contentTitle } from "../content-title";
import { editionComparisonDraws } from "../draws";
import {
  comparedEntries,
  compareEditions,
  editionMatches,
  type ComparisonRow,
  type Movement,
} from "./compare-editions";
import { SLOPE_CHART_HEIGHT } from "./slope-chart-size";

const SlopeChart = lazy(() =>
  import("./slope-chart").then((m) => ({ default: m.SlopeChart })),
);

const MOVEMENT_TEXT: Record<Movement, { mark: string; text: MessageKey }> = {
  up: { mark: "▲", text: "sections.moveUp" },
  down: { mark: "▼", text: "sections.moveDown" },
  same: { mark: "=", text: "sections.moveSame" },
  new: { mark: "+", text: "sections.moveNew" },
  gone: { mark: "−", text: "sections.moveGone" },
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
  before: row.previous ? row.previous.row.name : MISSING,
  after: row.current ? row.current.row.name : MISSING,
});

/** An entry's name, linking to its agent page (all its results on every board). */
function AgentLink({ board, name }: { board: string; name: string }) {
  if (name === MISSING) return MISSING;
  return (
    <a
      href={agentPaths.agent(agentSlugOf(board, name))}
      className="text-primary underline underline-offset-4"
    >
      {name}
    </a>
  );
}

/**
 * The section "edition-comparison": the edition against the one published before it, behind a disclosure. Entries
 * are matched by name, or where the editions name them differently by the reviewed alias table
 * (app/data/edition-aliases.json); bands are compared by their lower bounds. Nothing on a first edition.
 */
export default function EditionComparisonSection({
  edition: to,
  previous: from,
}: {
  edition: GenericEdition;
  previous?: GenericEdition;
}) {
  const t = useT();
  if (!from || !editionComparisonDraws(to, from)) return null;
  return (
    <section aria-label={t("sections.compareEditions")}>
      <MoreCharts
        className="mt-3"
        summary={t("sections.showComparison", {
          from: from.edition,
          to: to.edition,
        })}
      >
        <div className="mt-4">
          <EditionComparison from={from} to={to} />
        </div>
      </MoreCharts>
    </section>
  );
}

/** Rank and accuracy movement between the editions: a table, and a slope chart of the matched entries. */
function EditionComparison({
  from,
  to,
}: {
  from: GenericEdition;
  to: GenericEdition;
}) {
  const board = to.board.slug;
  const previousRows = comparedEntries(from);
  const currentRows = comparedEntries(to);
  const { rows } = compareEditions(
    previousRows,
    currentRows,
    editionMatches(board, from.edition, to.edition),
  );
  const matched = rows.filter((row) => row.previous && row.current);
  const t = useT();
  const locale = useLocale();
  const title = contentTitle(to.board, locale);
  const nameHeader = entryHeaderOf(to, locale, t);
  const slopeChartTitle = t("sections.slopeTitle", {
    board: title,
    from: from.edition,
    to: to.edition,
  });
  return (
    <>
      <p className="mb-4 max-w-3xl text-muted-foreground">
        {t("sections.comparisonIntro", {
          from: from.edition,
          to: to.edition,
          count: previousRows.length,
        })}
      </p>
      <ChartDataTable
        label={t("sections.comparisonLabel", { board: title })}
        caption={t("sections.comparisonCaption", {
          from: from.edition,
          to: to.edition,
        })}
        columns={[
          nameHeader,
          t("sections.colEditionEntry", { edition: from.edition }),
          t("sections.colEditionRank", { edition: from.edition }),
          t("sections.colEditionAccuracy", { edition: from.edition }),
          t("sections.colEditionEntry", { edition: to.edition }),
          t("sections.colEditionRank", { edition: to.edition }),
          t("sections.colEditionAccuracy", { edition: to.edition }),
          t("sections.colRankMovement"),
          t("sections.colAccuracyMovement"),
        ]}
        rows={rows.map((row) => ({
          key: row.key,
          name: row.line,
          cells: [
            <AgentLink
              key="before"
              board={board}
              name={entryName(row).before}
            />,
            row.previous?.rank ?? MISSING,
            row.previous?.band ?? MISSING,
            <AgentLink key="after" board={board} name={entryName(row).after} />,
            row.current?.rank ?? MISSING,
            row.current?.band ?? MISSING,
            <MovementCell key="rank" value={row.rank} />,
            <MovementCell key="accuracy" value={row.accuracy} />,
          ],
        }))}
      />
      <h3 className="mt-6 mb-2 text-lg font-semibold">
        {t("sections.whyMatched")}
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
        description={t("sections.slopeDescription", {
          from: from.edition,
          to: to.edition,
        })}
        howToRead={t("sections.slopeHowToRead")}
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
              nameHeader,
              t("sections.colEditionAccuracy", { edition: from.edition }),
              t("sections.colEditionAccuracy", { edition: to.edition }),
              t("sections.colMovement"),
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
