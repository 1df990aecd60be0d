import { lazy } from "react";

import { AfterHydration } from "@/components/after-hydration";
import { LazyBadgeEmbed } from "@/components/benchmark/lazy-badge-embed";
import { defaultTableState } from "@/components/leaderboard/table-state";
import { useTableState } from "@/components/leaderboard/use-table-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  DEEPSEARCH_EDITIONS,
  deepSearch2025_10,
  type DeepSearchEdition,
} from "@/data/deepsearch";
import { entryName } from "@/lib/data-api/entry-names";

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

const DEFAULT_EDITION: DeepSearchEdition = "2025.10";

function isEdition(value: string | null): value is DeepSearchEdition {
  return DEEPSEARCH_EDITIONS.some((edition) => edition === value);
}

/** The two editions in tabs; the chosen edition is part of the URL like the table's sort and filters. */
export function DeepSearchLeaderboard() {
  const [state, setState] = useTableState();
  const edition = isEdition(state.edition) ? state.edition : DEFAULT_EDITION;
  return (
    <Tabs
      value={edition}
      onValueChange={(value) =>
        // Each edition has its own columns, so a new edition starts from its published view.
        setState({
          ...defaultTableState,
          edition: value === DEFAULT_EDITION ? null : value,
        })
      }
    >
      <TabsList aria-label="Leaderboard edition">
        {DEEPSEARCH_EDITIONS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {value}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="2025.10">
        <DeepSearchCurrentTable />
        <AfterHydration>
          <DeepSearchCharts />
        </AfterHydration>
        <LazyBadgeEmbed
          board="deepsearch"
          edition="2025.10"
          rows={deepSearch2025_10.rows}
          name={entryName.product}
        />
      </TabsContent>
      <TabsContent value="2025.05">
        <AfterHydration>
          <DeepSearchPreviousEdition />
        </AfterHydration>
      </TabsContent>
    </Tabs>
  );
}
