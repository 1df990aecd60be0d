// ScienceQA is the one board that is not a board definition: the spec has the browser fetch its ranking and page
// live from the CMS (its own content types), so it is in no registry. Its slug and page address are named here and
// nowhere else in source (scripts/checks/board-slugs.test.mjs holds that); every other board is content.

export const SCIENCE_QA = {
  /** Its id in the data API, the agent pages and submissions. */
  slug: 'scienceqa',
  /** Its page. */
  route: '/agi/scienceqa',
  /** Its name, the same in both languages. */
  title: 'ScienceQA',
} as const;
