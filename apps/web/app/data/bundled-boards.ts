/** The boards with pages of their own (the spec's); every other board in boards.json gets the generic board page. */
export const BUNDLED_BOARDS: readonly string[] = [
  "deepsearch",
  "recruiting",
  "marketing",
];
