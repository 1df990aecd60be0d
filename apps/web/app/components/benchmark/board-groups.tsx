import type { ReactNode } from "react";

import { Section, sectionClass } from "@/components/page-header";
import { useT } from "@/i18n/i18n";
import { useHydrated } from "@/lib/use-hydrated";

/** The page's groups below the table: each a section of its own, reached from a bar of in-page links. */
export type Group = {
  id: string;
  title: string;
  content: ReactNode;
  /** Drawn only after hydration (the charts): before it, and with JavaScript off, neither it nor its link is there. */
  afterHydration?: boolean;
};

/** Its children once the page has hydrated, nothing before (in the shell chunk, unlike AfterHydration's kit). */
function Hydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/** A group's part (its link or its section), held back until hydration where the group says so. */
const inTurn = (group: Group, part: ReactNode) =>
  group.afterHydration ? <Hydrated key={group.id}>{part}</Hydrated> : part;

/**
 * Charts · Method · Data & cite (issue 37): sections, not script-driven tabs, so the link bar works without
 * JavaScript, from the keyboard and with the browser's find; a group with nothing to draw is not there at all.
 */
export function BoardGroups({ groups }: { groups: readonly Group[] }) {
  const t = useT();
  return (
    <>
      <nav
        aria-label={t("benchmark.groupsLabel")}
        className="mx-auto max-w-7xl px-4 pt-4"
      >
        <ul className="flex flex-wrap gap-2 border-b border-border pb-3">
          {groups.map((group) =>
            inTurn(
              group,
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {group.title}
                </a>
              </li>,
            ),
          )}
        </ul>
      </nav>
      {groups.map((group) =>
        inTurn(
          group,
          <Section
            key={group.id}
            title={group.title}
            id={group.id}
            // Reached from the link bar: the heading lands below the page's sticky bar.
            className={`${sectionClass} scroll-mt-20`}
          >
            {group.content}
          </Section>,
        ),
      )}
    </>
  );
}
