import editionAliases from "../../data/edition-aliases.json";

/** What the movement needs of an edition: its board, its id, and each entry's name, rank and headline value. */
export type EditionRanking = { board: string; edition: string } & {
  rows: readonly { name: string; rank: number; headline: string }[];
};

// What moved between two consecutive editions of a board, computed from their rows: the same entry is the same
// name, or two names that the reviewed alias table (app/data/edition-aliases.json) says are one product.

export type Alias = (typeof editionAliases.aliases)[number];

export type EditionMovement = {
  previousEdition: string;
  /** Entries in both editions, in the newer edition's order. `up` is a better (smaller) rank. */
  inBoth: {
    name: string;
    previousName: string;
    rank: [number, number];
    move: "up" | "down" | "same";
    /** The headline value in each edition ('35+', '61.4'); different means the entry was rescored. */
    headline: [string, string];
  }[];
  added: string[];
  gone: string[];
};

export function editionMovement(
  previous: EditionRanking,
  current: EditionRanking,
  aliases: readonly Alias[] = editionAliases.aliases,
): EditionMovement {
  const renamed = new Map(
    aliases
      .filter(
        (alias) =>
          alias.board === current.board &&
          alias.from.edition === previous.edition &&
          alias.to.edition === current.edition,
      )
      .map((alias) => [alias.to.entry, alias.from.entry]),
  );
  const before = new Map(previous.rows.map((row) => [row.name, row]));
  const matched = new Set<string>();
  const inBoth: EditionMovement["inBoth"] = [];
  const added: string[] = [];
  for (const row of current.rows) {
    const previousName = renamed.get(row.name) ?? row.name;
    const old = before.get(previousName);
    if (!old || matched.has(previousName)) {
      added.push(row.name);
      continue;
    }
    matched.add(previousName);
    inBoth.push({
      name: row.name,
      previousName,
      rank: [old.rank, row.rank],
      move: row.rank < old.rank ? "up" : row.rank > old.rank ? "down" : "same",
      headline: [old.headline, row.headline],
    });
  }
  const gone = previous.rows
    .map((row) => row.name)
    .filter((name) => !matched.has(name));
  return { previousEdition: previous.edition, inBoth, added, gone };
}

/** How many entries in both editions moved up, down or stayed (those above zero, in that order), and how many were rescored. */
export function movementCounts(movement: EditionMovement) {
  const moves = (["up", "down", "same"] as const)
    .map(
      (move) =>
        [
          move,
          movement.inBoth.filter((entry) => entry.move === move).length,
        ] as const,
    )
    .filter(([, n]) => n > 0);
  const rescored = movement.inBoth.filter(
    (entry) => entry.headline[0] !== entry.headline[1],
  ).length;
  return { moves, rescored };
}

/** "Against 2025.05: 3 in both (2 up, 1 down; 1 rescored), 8 new, 2 no longer listed." */
export function movementSummary(movement: EditionMovement): string {
  const counts = movementCounts(movement);
  const moves = counts.moves.map(
    ([move, n]) => `${n} ${move === "same" ? "unchanged" : move}`,
  );
  const { rescored } = counts;
  const detail = [moves.join(", "), rescored ? `${rescored} rescored` : ""]
    .filter(Boolean)
    .join("; ");
  const parts = [
    `${movement.inBoth.length} in both${detail ? ` (${detail})` : ""}`,
    `${movement.added.length} new`,
    `${movement.gone.length} no longer listed`,
  ];
  return `Against ${movement.previousEdition}: ${parts.join(", ")}.`;
}
