import snapshotLists from "./boards/editions.json";

// The published editions of the bundled boards, newest first: the first is the one a board's page shows by
// default. They come from the boards folder the build reads (the committed snapshot here; a build with
// BOARDS_SOURCE=cms reads the CMS's published editions, and vite.config.ts points this import at them:
// build-time/boards-source.ts), so a new edition needs no code. Only ids here, so that paths.ts, which every
// page loads, can list the edition pages without the rows.
export type EditionLists = Partial<Record<string, readonly string[]>>;
export const editionLists: EditionLists = snapshotLists;

export const deepSearchEditions: readonly string[] =
  editionLists.deepsearch ?? [];
export type DeepSearchEdition = string;

/** Each profession board's editions, by the profession's page id. */
export const professionEditionsOf: Record<
  "hr" | "marketing",
  readonly string[]
> = {
  hr: editionLists.recruiting ?? [],
  marketing: editionLists.marketing ?? [],
};

export const isDeepSearchEdition = (
  value: string | null | undefined,
): value is DeepSearchEdition =>
  deepSearchEditions.some((edition) => edition === value);

export const isProfessionEdition = (
  id: "hr" | "marketing",
  value: string | null | undefined,
) => professionEditionsOf[id].some((edition) => edition === value);
