// The sections a board's page can show besides its table: a board's definition names them (the CMS's board
// content type offers exactly these), and the site's board page draws the ones it names, in that order. Any
// board may name any section; a section with nothing to show on an edition (no numeric field, no earlier
// edition, no tasks) draws nothing there.

export const BOARD_SECTIONS = [
  /** Each numeric field charted against the headline (DeepSearch's cost and time against accuracy). */
  'field-charts',
  /** How the headline's values are spread over the edition's entries (DeepSearch 2025.05's distribution). */
  'score-distribution',
  /** The edition against the one before it, entries matched by name or by the reviewed alias table. */
  'edition-comparison',
  /** The headline and the other score fields of every entry, charted per field (the profession boards' categories). */
  'category-chart',
  /** Each entry's scores per subtype under its category (fields with a parent), in a disclosure per entry. */
  'subtype-breakdown',
  /** Per subtype, the best entry against the reference row (adult humans), the largest gap first. */
  'where-models-fail',
  /** The tasks the board's figures come from (the profession boards' task selection), from the board's data. */
  'task-table',
  /** Notes and the evaluation card: the board's texts in the message catalogs. */
  'evaluation-card',
  /** Downloads, open source links and the citation. */
  'use-this-data',
] as const;
export type BoardSection = (typeof BOARD_SECTIONS)[number];

export const isBoardSection = (name: unknown): name is BoardSection => BOARD_SECTIONS.some((known) => known === name);

/** Problems of a board's list of sections: each one a known section, none named twice. */
export function sectionProblems(sections: readonly unknown[] | null | undefined): string[] {
  const names = (sections ?? []).map((section) => (section && typeof section === 'object' && 'name' in section ? section.name : section));
  const problems: string[] = [];
  names.forEach((name, index) => {
    if (!isBoardSection(name)) problems.push(`sections.${index}: ${JSON.stringify(name)} is not a section the site draws (${BOARD_SECTIONS.join(', ')})`);
    else if (names.indexOf(name) !== index) problems.push(`sections.${index}: ${name} is named twice`);
  });
  return problems;
}
