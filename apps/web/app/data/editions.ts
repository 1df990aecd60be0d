import snapshotLists from "./boards/editions.json";

// Every board's published editions, newest first: the first is the one a board's page shows by default. They
// come from the boards folder the build reads (the committed snapshot here; a build with BOARDS_SOURCE=cms reads
// the CMS's published editions, and vite.config.ts points this import at them: build-time/boards-source.ts), so
// a new edition needs no code. Only ids here, so that the pages every visit loads can list them without the rows.
export type EditionLists = Partial<Record<string, readonly string[]>>;
export const editionLists: EditionLists = snapshotLists;
