import { useEffect, useRef, useState, type ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * Secondary charts behind a disclosure (issue 17: one key chart per page in view). What is inside is rendered
 * when a reader first opens it and kept after: a closed disclosure shows nothing, and drawing its figures and
 * data tables at load (about 550 elements on /agi/aisearch) was main-thread work right after hydration for
 * content most readers never open (decision 0015, sixth session). The cost: the browser's find-in-page does
 * not look inside a disclosure that was never opened.
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
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page's scripts ran (the prerendered disclosure works without them): its toggle event
  // came before React listened.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className={cn(
        "rounded-lg border border-border px-4 py-3 [&[open]]:pb-6",
        className ?? "mt-6",
      )}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
