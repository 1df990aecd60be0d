import { paths } from "@/config/paths";
import type { MessageKey, Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";

import { benchmarkName, benchmarkOf } from "./benchmarks";

export const STATE_LABELS = {
  received: "Received",
  under_review: "Under review",
  evaluating: "Evaluating",
  published: "Published",
  declined: "Declined",
} as const;

/** The states' names and explanations in the catalogs (the constants above are their English). */
export const STATE_LABEL_KEYS = {
  received: "submit.stateReceived",
  under_review: "submit.stateUnderReview",
  evaluating: "submit.stateEvaluating",
  published: "submit.statePublished",
  declined: "submit.stateDeclined",
} as const satisfies Record<keyof typeof STATE_LABELS, MessageKey>;

export const STATE_EXPLANATION_KEYS = {
  received: "submit.explainReceived",
  under_review: "submit.explainUnderReview",
  evaluating: "submit.explainEvaluating",
  published: "submit.explainPublished",
  declined: "submit.explainDeclined",
} as const satisfies Record<keyof typeof STATE_LABELS, MessageKey>;

export const STATE_EXPLANATIONS = {
  received: "We have your submission and will look at it soon.",
  under_review: "An editor is checking the submission and its access link.",
  evaluating: "Your agent or model is being evaluated.",
  published: "The results are published on the leaderboards.",
  declined: "We will not evaluate this submission.",
} as const;

/**
 * The leaderboards a published submission appears on, in the order given, each with its name in the page's
 * language (from the board registry); ids that are no board now are left out.
 */
export function boardLinks(
  benchmarks: readonly string[] | undefined,
  locale: Locale = "en",
): Array<{ name: string; href: string }> {
  return (benchmarks ?? []).flatMap((id) => {
    const benchmark = benchmarkOf(id);
    return benchmark
      ? [{ name: benchmarkName(id, locale), href: benchmark.route }]
      : [];
  });
}

/**
 * "DeepSearch leaderboard" ("DeepSearch 排行榜", "招聘排行榜": Chinese puts a space after a Latin name only).
 */
export const boardLinkText = (name: string, t: Translate): string =>
  t("submit.boardLink", {
    board: name,
    latin: /[A-Za-z0-9]$/.test(name) ? "yes" : "no",
  });

/**
 * "24 November 2026, 13:56 UTC" ("2026年11月24日 13:56 UTC" in Chinese): one unambiguous form, the same on
 * the server and in any browser.
 */
export function formatStatusDate(iso: string, locale: Locale = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
  const time = date.toISOString().slice(11, 16);
  return locale === "en" ? `${day}, ${time} UTC` : `${day} ${time} UTC`;
}

/** The token in a status link: /submit/status#token=... (a fragment, so it never reaches a server log). */
export function tokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token ? token : undefined;
}

export function statusLink(origin: string, token: string): string {
  return `${origin}${paths.submitStatus}#token=${token}`;
}
