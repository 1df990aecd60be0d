import {
  editionMovement,
  movementSummary,
  type EditionRanking,
} from "@/lib/data-api/movement";

/**
 * What moved since the previous edition, computed from both editions' rows and the reviewed alias table.
 * Loaded after hydration (components/benchmark/edition-history.tsx), like the charts.
 */
export function EditionMovement({
  current,
  previous,
}: {
  current: EditionRanking;
  previous: EditionRanking;
}) {
  const movement = editionMovement(previous, current);
  const changed = movement.inBoth.filter(
    (entry) => entry.move !== "same" || entry.headline[0] !== entry.headline[1],
  );
  return (
    <details>
      <summary className="cursor-pointer font-medium text-foreground">
        What moved since {movement.previousEdition}
      </summary>
      <p className="mt-2">{movementSummary(movement)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {changed.map((entry) => (
          <li key={entry.name}>
            {entry.name}
            {entry.previousName === entry.name
              ? ""
              : ` (was ${entry.previousName})`}
            : rank {entry.rank[0]} → {entry.rank[1]}
            {entry.headline[0] === entry.headline[1]
              ? ""
              : `, ${entry.headline[0]} → ${entry.headline[1]}`}
          </li>
        ))}
        {movement.added.length > 0 ? (
          <li>New: {movement.added.join(", ")}</li>
        ) : null}
        {movement.gone.length > 0 ? (
          <li>No longer listed: {movement.gone.join(", ")}</li>
        ) : null}
      </ul>
    </details>
  );
}
