import { paths } from "@/config/paths";

export const STATE_LABELS = {
  received: "Received",
  under_review: "Under review",
  evaluating: "Evaluating",
  published: "Published",
  declined: "Declined",
} as const;

export const STATE_EXPLANATIONS = {
  received: "We have your submission and will look at it soon.",
  under_review: "An editor is checking the submission and its access link.",
  evaluating: "Your agent or model is being evaluated.",
  published: "The results are published on the leaderboards.",
  declined: "We will not evaluate this submission.",
} as const;

const BOARDS: Record<string, { label: string; href: string }> = {
  scienceqa: { label: "ScienceQA leaderboard", href: paths.scienceQa },
  deepsearch: { label: "DeepSearch leaderboard", href: paths.deepSearch },
  recruiting: { label: "Recruiting leaderboard", href: paths.recruiting },
  marketing: { label: "Marketing leaderboard", href: paths.marketing },
};

/** The leaderboards a published submission appears on, in the order given; unknown ids are left out. */
export function boardLinks(
  benchmarks: readonly string[] | undefined,
): Array<{ label: string; href: string }> {
  return (benchmarks ?? []).flatMap((id) => {
    const board = BOARDS[id];
    return board ? [board] : [];
  });
}

/** "24 November 2026, 13:56 UTC": one unambiguous form, the same on the server and in any browser. */
export function formatStatusDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
  const time = date.toISOString().slice(11, 16);
  return `${day}, ${time} UTC`;
}

/** The token in a status link: /submit/status#token=... (a fragment, so it never reaches a server log). */
export function tokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token ? token : undefined;
}

export function statusLink(origin: string, token: string): string {
  return `${origin}${paths.submitStatus}#token=${token}`;
}
