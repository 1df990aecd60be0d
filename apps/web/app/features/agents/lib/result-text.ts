import { formatInterval } from "@/lib/interval";

import type { AgentResult } from "./types";

/** "rank 3 of 11 (tied)" */
export function rankText(
  result: Pick<AgentResult, "rank" | "tied" | "rowCount">,
) {
  return `${result.rank} of ${result.rowCount}${result.tied ? " (tied)" : ""}`;
}

/** "ScienceQA" or "DeepSearch 2025.10": the board, with its edition unless it has only a live ranking. */
export function boardEditionText(
  result: Pick<AgentResult, "boardTitle" | "edition">,
) {
  return result.edition === "latest"
    ? result.boardTitle
    : `${result.boardTitle} ${result.edition}`;
}

export function intervalText(result: Pick<AgentResult, "interval">) {
  return formatInterval(result.interval);
}
