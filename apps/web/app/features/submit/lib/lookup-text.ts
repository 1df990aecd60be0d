import type { Locale } from "@/i18n/locales";

/**
 * "Looking up your submission...": shown only once the status page has hydrated, and never in its
 * prerendered HTML, which promises no lookup to a browser without JavaScript (e2e/submit.spec.ts). A page's
 * catalog messages travel in that HTML (its loader data), so this one ships in the page's JavaScript
 * instead; a unit test holds it to the catalogs' "submit.statusLoading".
 */
export const LOOKUP_TEXT: Record<Locale, string> = {
  en: "Looking up your submission...",
  "zh-CN": "正在查询你的提交…",
};
