import type { CapabilityColumn } from "@/data/capabilities";
import type { MessageKey } from "@/i18n/i18n";
import type {
  FrontierBoard,
  FrontierEdition,
} from "@/lib/data-api/frontier-types";

// The /agi tracking panel: one row per board of each live capability, with that board's newest frontier point.

/** What the panel needs of a board's frontier: the board and its newest edition's point. */
export type TrackedBoard = Omit<FrontierBoard, "editions"> & {
  latest: FrontierEdition;
};

export type TrackingRow = {
  capability: { id: string; nameKey: MessageKey };
  board: TrackedBoard;
};

/** A board's frontier reduced to its newest point (the prerender loader sends only this). */
export const trackedBoard = ({
  editions,
  ...board
}: FrontierBoard): TrackedBoard => ({ ...board, latest: editions.at(-1)! });

/**
 * Every live capability of the matrix with its boards, in the matrix's order: a board belongs to a capability
 * by its definition's category (track agi) or, for a board without one, by being the page the cell links to.
 */
export function trackingRows(
  matrix: readonly CapabilityColumn[],
  boards: readonly TrackedBoard[],
): TrackingRow[] {
  return matrix
    .flatMap((column) => column.capabilities)
    .filter((capability) => capability.href !== undefined)
    .flatMap((capability) =>
      boards
        .filter((board) =>
          board.track === null
            ? board.route === capability.href
            : board.track === "agi" && board.category === capability.id,
        )
        .map((board) => ({
          capability: { id: capability.id, nameKey: capability.nameKey },
          board,
        })),
    );
}
