import type { ReactNode } from "react";

/**
 * Secondary charts behind a disclosure (issue 17: one key chart per page in view). The drawings inside
 * load when the disclosure opens: a closed <details> has no box, so their viewport observer waits.
 */
export function MoreCharts({
  summary,
  children,
}: {
  summary: string;
  children: ReactNode;
}) {
  return (
    <details className="mt-8 rounded-lg border border-border px-4 py-3 [&[open]]:pb-6">
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      {children}
    </details>
  );
}
