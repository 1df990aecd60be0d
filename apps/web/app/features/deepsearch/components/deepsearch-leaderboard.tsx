import { BadgeEmbed } from "@/components/benchmark/badge-embed";
import { defaultTableState } from "@/components/leaderboard/table-state";
import { useTableState } from "@/components/leaderboard/use-table-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  DEEPSEARCH_EDITIONS,
  deepSearch2025_05,
  deepSearch2025_10,
  type DeepSearchEdition,
} from "@/data/deepsearch";
import { entryName } from "@/lib/data-api/badge-entries";

import { BandChart } from "./band-chart";
import { DeepSearchCharts } from "./deepsearch-charts";
import {
  DeepSearchCurrentTable,
  DeepSearchPreviousTable,
} from "./deepsearch-tables";

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
        <DeepSearchCharts />
        <BadgeEmbed
          board="deepsearch"
          edition="2025.10"
          rows={deepSearch2025_10.rows}
          name={entryName.product}
        />
      </TabsContent>
      <TabsContent value="2025.05">
        <p className="mb-4 text-muted-foreground">
          The 2025.05 edition tested 22 products from 11 companies. The official
          repository publishes the top 5, shown here; the remaining rows are not
          published.
        </p>
        <DeepSearchPreviousTable />
        <BadgeEmbed
          board="deepsearch"
          edition="2025.05"
          rows={deepSearch2025_05.rows}
          name={entryName.agentAndMode}
          pagePath="/agi/aisearch?edition=2025.05"
        />
        <BandChart
          title="Score distribution of the published 2025.05 results (lower bound of each accuracy band)"
          rows={deepSearch2025_05.rows.map((row) => ({
            label: `${row.agent_model} (${row.mode})`,
            band: row.accuracy_band,
          }))}
        />
      </TabsContent>
    </Tabs>
  );
}
