import { BadgeEmbed } from "@/components/benchmark/badge-embed";
import { entryName } from "@/lib/data-api/badge-entries";
import {
  inLiveRanking,
  SCIENCEQA_BADGE_NOTE,
  scienceQaSnapshotRows,
} from "@/lib/data-api/scienceqa-badges";

import type { ScienceQaEntry } from "../api/get-scienceqa-ranking";

/** The badge picker for ScienceQA: the build-time snapshot's badges, offered while still in the live ranking. */
export function ScienceQaBadgeEmbed({
  ranking,
}: {
  ranking: readonly ScienceQaEntry[];
}) {
  return (
    <BadgeEmbed
      board="scienceqa"
      edition="latest"
      rows={scienceQaSnapshotRows}
      name={entryName.model}
      offer={inLiveRanking(ranking.map((entry) => entry.modelName))}
      note={SCIENCEQA_BADGE_NOTE}
    />
  );
}
