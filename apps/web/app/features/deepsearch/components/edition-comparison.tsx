import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { agentPaths } from "@/config/agent-paths";
import { agentSlugOf } from "@/data/agents";
import type {
  DeepSearchBandsEdition,
  DeepSearchFullEdition,
} from "@/data/deepsearch";
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

export const slopeChartTitle = (from: string, to: string) =>
  `DeepSearch accuracy from ${from} to ${to}, products in both editions`;

const MOVEMENT_TEXT: Record<Movement, { mark: string; text: string }> = {
  up: { mark: "▲", text: "Up" },
  down: { mark: "▼", text: "Down" },
  same: { mark: "=", text: "Same" },
  new: { mark: "+", text: "New" },
  gone: { mark: "−", text: "Gone" },
};

function MovementCell({ value }: { value: Movement }) {
  const { mark, text } = MOVEMENT_TEXT[value];
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
  return (
    <>
      <p className="mb-4 max-w-3xl text-muted-foreground">
        The editions name entries differently ({from.edition} by model and mode,{" "}
        {to.edition} by product), so the products that appear in both are
        matched by a reviewed list, not by their names; each match and its
        reason is below. {from.edition} publishes only its top{" "}
        {from.board.rows.length}, so &lsquo;new&rsquo; means &lsquo;not among
        those {from.board.rows.length}&rsquo;. The editions use different
        questions, so accuracy moves compare published bands, not like for like.
      </p>
      <ChartDataTable
        label="DeepSearch edition comparison"
        caption={`Rank and accuracy of each product in ${from.edition} and ${to.edition}. Up means a better rank or a higher accuracy band.`}
        columns={[
          "Product",
          `${from.edition} entry`,
          `${from.edition} rank`,
          `${from.edition} accuracy`,
          `${to.edition} entry`,
          `${to.edition} rank`,
          `${to.edition} accuracy`,
          "Rank movement",
          "Accuracy movement",
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
      <h3 className="mt-6 mb-2 text-lg font-semibold">Why these are matched</h3>
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
        title={slopeChartTitle(from.edition, to.edition)}
        description={`Each line joins a product's accuracy band in ${from.edition} (left) to ${to.edition} (right).`}
        howToRead={`Bands are plotted at their lower bound ('35+' is drawn at 35%). Only the products matched in both editions are drawn; products in one edition only are in the table above.`}
        height={SLOPE_CHART_HEIGHT}
        chart={(width) => (
          <SlopeChart
            label={slopeChartTitle(from.edition, to.edition)}
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
            label={`${slopeChartTitle(from.edition, to.edition)}: data`}
            columns={[
              "Product",
              `${from.edition} accuracy`,
              `${to.edition} accuracy`,
              "Movement",
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
