import { lazy } from "react";

import { AfterHydration } from "@/components/after-hydration";

import type { BadgeEmbedProps } from "./badge-embed";
import { InBadgeSlot } from "./badge-slot";

type NamedRow = { name: string; rank: number };

const BadgeEmbed = lazy(() =>
  import("./badge-embed").then((module) => ({
    default: module.BadgeEmbed<NamedRow>,
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
