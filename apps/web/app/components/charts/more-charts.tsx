import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * Secondary charts behind a disclosure (issue 17: one key chart per page in view). The drawings inside
 * load when the disclosure opens: a closed <details> has no box, so their viewport observer waits.
 */
export function MoreCharts({
  summary,
  children,
  className,
}: {
  summary: string;
  children: ReactNode;
  /** Replaces the top margin (e.g. `mt-3` right under another disclosure). */
  className?: string;
}) {
  return (
    <details
      className={cn(
        "rounded-lg border border-border px-4 py-3 [&[open]]:pb-6",
        className ?? "mt-6",
      )}
    >
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      {children}
    </details>
  );
}
