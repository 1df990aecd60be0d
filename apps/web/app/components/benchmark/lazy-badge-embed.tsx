import { lazy } from "react";

import { AfterHydration } from "@/components/after-hydration";

import type { BadgeEmbedProps } from "./badge-embed";
import { InBadgeSlot } from "./badge-slot";

// The board's agents and compare ticks come with it (board-extras.tsx), in the same request.
const BadgeEmbed = lazy(() =>
  import("./board-extras").then((module) => ({
    default: module.BoardExtras,
  })),
);

/** The badge picker is interactive only, below the table: it loads after hydration. */
export function LazyBadgeEmbed<Row extends { rank: number }>({
  rows,
  name,
  ...rest
}: BadgeEmbedProps<Row>) {
  const named = rows.map((row) => ({ name: name(row), rank: row.rank }));
  return (
    <AfterHydration>
      <InBadgeSlot>
        <BadgeEmbed {...rest} rows={named} name={(row) => row.name} />
      </InBadgeSlot>
    </AfterHydration>
  );
}
