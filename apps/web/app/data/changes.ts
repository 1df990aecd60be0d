import snapshotChanges from "./boards/changes.json";

/**
 * A public correction to a published edition, as the CMS records it when an editor republishes changed
 * figures (a value changed, an entry added or removed), with the editor's reason. Read from the boards
 * folder the build reads, like the editions.
 */
export type Correction = {
  board: string;
  editionId: string;
  entry: string;
  field: string | null;
  kind: "changed" | "added" | "removed";
  oldValue: unknown;
  newValue: unknown;
  reason: string;
  at: string;
};

const corrections: readonly Correction[] = snapshotChanges;

/** One edition's corrections, oldest first. */
export const correctionsOf = (board: string, edition: string) =>
  corrections.filter(
    (change) => change.board === board && change.editionId === edition,
  );
