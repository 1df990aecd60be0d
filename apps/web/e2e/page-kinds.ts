/**
 * One page of each kind of the site: i18n.spec.ts takes each through the language switch (with what the switch must
 * keep: the query string), visual.spec.ts runs axe on each in Chinese.
 */
export const pageKinds = [
  "/",
  "/agi",
  "/agi/scienceqa",
  "/agi/aisearch",
  "/agi/aisearch/2025.05",
  "/profession",
  "/profession/hr",
  "/profession/marketing/2025.06",
  "/reports",
  "/news",
  "/contact",
  "/search",
  "/import",
  "/submit",
  "/agents/o3",
  "/compare?agents=o3",
];
