// The published editions of the bundled boards, newest first: the first is the one a board's page shows by
// default. Only ids (so that paths.ts, which every page loads, can list the edition pages without the rows).
export const deepSearchEditions = ["2025.10", "2025.05"] as const;
export type DeepSearchEdition = (typeof deepSearchEditions)[number];

/** The profession boards have one edition each so far: the paper's (June 2025). */
export const professionEditions = ["2025.06"] as const;

export const isDeepSearchEdition = (
  value: string | null | undefined,
): value is DeepSearchEdition =>
  deepSearchEditions.some((edition) => edition === value);

export const isProfessionEdition = (value: string | null | undefined) =>
  professionEditions.some((edition) => edition === value);
