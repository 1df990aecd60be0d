// The board model shared by the CMS (apps/cms, which validates on save and publish) and the site (apps/web, which
// reads what the CMS published): one rule set, so that whatever the CMS accepts, the site builds.
export * from "./rules.js";
export * from "./sections.js";
export * from "./formats.js";
export * from "./table.js";
export * from "./submissions.js";
export * from "./science-qa.js";
