import { editionDay } from "@/lib/edition-dates";

import type { AgentResult } from "./types";

/**
 * An agent's results in time, oldest first: by the day each edition's figures date from (its release, else its
 * evaluation or edition month), then by board; a result with no date at all (a live ranking) last.
 */
export function resultsByDate(results: readonly AgentResult[]): AgentResult[] {
  const dayOf = (result: AgentResult) => editionDay(result.dates);
  return [...results].sort((a, b) => {
    const [dayA, dayB] = [dayOf(a), dayOf(b)];
    if (dayA === null || dayB === null)
      return dayA === dayB ? 0 : dayA === null ? 1 : -1;
    return dayA.localeCompare(dayB) || a.boardTitle.localeCompare(b.boardTitle);
  });
}
