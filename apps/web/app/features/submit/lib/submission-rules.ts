// The CMS's own rules (apps/cms/src/lib/submission-rules.ts): the page checks exactly what the server checks.
export * from "../../../../../cms/src/lib/submission-rules";
