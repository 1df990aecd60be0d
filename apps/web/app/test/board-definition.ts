import type { BoardDefinition } from "@/data/board-registry";

/**
 * A generic board as the registry holds it, for tests: "Legal", 40 tasks, ranked by score. Give what a test is
 * about as overrides (its Chinese texts, a tie rule, no summary).
 */
export function boardDefinition(
  overrides: Partial<BoardDefinition> = {},
): BoardDefinition {
  return {
    slug: "legal-unpublished",
    title: "Legal",
    track: "profession",
    category: "legal",
    route: "/profession/legal",
    summary: "Agents on contract review.",
    taskCount: 40,
    sortField: "score",
    sortDirection: "desc",
    tieRule: null,
    headlineField: "score",
    fields: [],
    ...overrides,
  };
}
