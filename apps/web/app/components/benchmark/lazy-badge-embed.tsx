import { lazy, type ReactNode } from "react";
import { createPortal } from "react-dom";

import { AfterHydration } from "@/components/after-hydration";

import type { BadgeEmbedProps } from "./badge-embed";
import { BADGE_SLOT_ID } from "./badge-slot";

type NamedRow = { name: string; rank: number };

const BadgeEmbed = lazy(() =>
  import("./badge-embed").then((module) => ({
    default: module.BadgeEmbed<NamedRow>,
  })),
);

/**
 * Shown in the page's "Use this data" section when it has one (the picker is declared with the edition
 * it belongs to, e.g. inside a tab); rendered only after hydration, when the document exists.
 */
function InBadgeSlot({ children }: { children: ReactNode }) {
  const slot = document.getElementById(BADGE_SLOT_ID);
  return slot ? createPortal(children, slot) : children;
}

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
