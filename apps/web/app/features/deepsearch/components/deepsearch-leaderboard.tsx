import { lazy, type ReactNode } from "react";

import { AfterHydration } from "@/components/after-hydration";
import { EditionHistory } from "@/components/benchmark/edition-history";
import { LazyBadgeEmbed } from "@/components/benchmark/lazy-badge-embed";
import { defaultTableState } from "@/components/leaderboard/table-state";
import { useTableState } from "@/components/leaderboard/use-table-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import {
  deepSearchBoards,
  deepSearchLatest,
  deepSearchRanking,
  previousDeepSearchEdition,
  type DeepSearchEditionBoard,
} from "@/data/deepsearch";
import {
  deepSearchEditions,
  isDeepSearchEdition,
  type DeepSearchEdition,
} from "@/data/editions";
import { useT } from "@/i18n/i18n";
import { useLocalizedNavigate } from "@/i18n/link";

import { DeepSearchCurrentTable } from "./deepsearch-tables";

// Below the table: loaded after hydration, not part of the page's initial JavaScript.
const DeepSearchCharts = lazy(() =>
  import("./deepsearch-charts").then((module) => ({
    default: module.DeepSearchCharts,
  })),
);

const DeepSearchPreviousEdition = lazy(() =>
  import("./deepsearch-previous-edition").then((module) => ({
    default: module.DeepSearchPreviousEdition,
  })),
);

const DEFAULT_EDITION: DeepSearchEdition = deepSearchEditions[0] ?? "";

/** One edition's tab: a full edition's table (with the charts on the newest), or a bands-only edition's. */
function EditionContent({
  entry,
  bandsContent,
}: {
  entry: DeepSearchEditionBoard;
  bandsContent?: ReactNode;
}) {
  const previous = previousDeepSearchEdition(entry);
  const history = (
    <EditionHistory
      current={deepSearchRanking(entry)}
      previous={previous ? deepSearchRanking(previous) : undefined}
    />
  );
  if (entry.layout === "bands") {
    return (
      <>
        {bandsContent ?? (
          <AfterHydration>
            <DeepSearchPreviousEdition entry={entry} />
          </AfterHydration>
        )}
        {history}
      </>
    );
  }
  return (
    <>
      <DeepSearchCurrentTable entry={entry} />
      {history}
      {entry === deepSearchLatest ? (
        <AfterHydration>
          <DeepSearchCharts entry={entry} />
        </AfterHydration>
      ) : null}
      <LazyBadgeEmbed
        board="deepsearch"
        edition={entry.edition}
        rows={entry.board.rows}
        name={(row) => row.product}
        pagePath={
          entry.edition === DEFAULT_EDITION
            ? undefined
            : paths.deepSearchEdition(entry.edition)
        }
      />
    </>
  );
}

/**
 * The editions in tabs, newest first (from the data: a new edition is a new tab, and the default). On the
 * board's page the chosen edition is part of the URL's query like the table's sort and filters; on an
 * edition's permanent page (`edition` given) a tab opens that edition's page.
 */
export function DeepSearchLeaderboard({
  edition: pageEdition,
  previousEdition,
  heading,
}: {
  edition?: DeepSearchEdition;
  /** The section's heading, drawn on one row with the edition tabs. */
  heading?: ReactNode;
  /** A bands-only edition's content, imported with the page that shows it first (prerendered, no layout shift). */
  previousEdition?: ReactNode;
}) {
  const t = useT();
  const [state, setState] = useTableState();
  const navigate = useLocalizedNavigate();
  const edition =
    pageEdition ??
    (isDeepSearchEdition(state.edition) ? state.edition : DEFAULT_EDITION);
  return (
    <Tabs
      value={edition}
      onValueChange={(value) => {
        if (pageEdition) {
          void navigate(paths.deepSearchEdition(value));
          return;
        }
        // Each edition has its own columns, so a new edition starts from its published view.
        setState({
          ...defaultTableState,
          edition: value === DEFAULT_EDITION ? null : value,
        });
      }}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {heading}
        <TabsList aria-label={t("deepsearch.editionTabs")}>
          {deepSearchEditions.map((value) => (
            <TabsTrigger key={value} value={value}>
              {value}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {deepSearchBoards.map((entry) => (
        <TabsContent key={entry.edition} value={entry.edition}>
          <EditionContent
            entry={entry}
            bandsContent={
              entry.edition === pageEdition ? previousEdition : undefined
            }
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
