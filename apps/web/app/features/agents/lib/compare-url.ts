import { agentPaths } from "@/config/agent-paths";
import type { Translate } from "@/i18n/i18n";

// The /compare selection lives in the URL (?agents=a,b,c) so a comparison can be shared. Whatever the URL
// holds, the page keeps what it can and says what it dropped; it never throws.

export const MIN_AGENTS = 2;
export const MAX_AGENTS = 4;
/** Longest text quoted back in a message. */
const QUOTE_LIMIT = 40;
/** Parts read from the parameter at most (a URL of ten thousand commas stays cheap). */
const PART_LIMIT = 50;

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type CompareSelection = {
  /** Known agents, in URL order, no repeats, at most four. */
  slugs: string[];
  /** What was wrong with the URL, one sentence each. */
  problems: string[];
};

const quote = (text: string) =>
  `“${text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text}”`;

/** The problems in English, as the page's English catalog writes them (for callers without a page). */
const english: Translate = (key, values = {}) => {
  const v = (name: string) => String(values[name]);
  switch (key) {
    case "compare.problemTooMany":
      return `Only the first ${v("limit")} names in the address were read.`;
    case "compare.problemNotName":
      return `${v("quoted")} is not an agent name; it was ignored.`;
    case "compare.problemUnknown":
      return `No agent is called ${v("quoted")}; it was ignored.`;
    case "compare.problemTwice":
      return `${v("quoted")} was listed twice; it is shown once.`;
    default:
      return `At most ${v("max")} agents fit side by side; the first ${v("max")} are shown (left out: ${v("dropped")}).`;
  }
};

export function parseCompareAgents(
  raw: string | null,
  known: ReadonlySet<string>,
  t: Translate = english,
): CompareSelection {
  const problems: string[] = [];
  const slugs: string[] = [];
  const parts = (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length > PART_LIMIT)
    problems.push(t("compare.problemTooMany", { limit: PART_LIMIT }));
  const dropped: string[] = [];
  for (const part of parts.slice(0, PART_LIMIT)) {
    const slug = part.toLowerCase();
    if (!slugPattern.test(slug)) {
      problems.push(t("compare.problemNotName", { quoted: quote(part) }));
    } else if (!known.has(slug)) {
      problems.push(t("compare.problemUnknown", { quoted: quote(part) }));
    } else if (slugs.includes(slug)) {
      problems.push(t("compare.problemTwice", { quoted: quote(part) }));
    } else if (slugs.length === MAX_AGENTS) {
      dropped.push(slug);
    } else {
      slugs.push(slug);
    }
  }
  if (dropped.length > 0)
    problems.push(
      t("compare.problemDropped", {
        max: MAX_AGENTS,
        dropped: dropped.join(", "),
      }),
    );
  return { slugs, problems: [...new Set(problems)] };
}

/** The address of a comparison. */
export const compareHref = agentPaths.compareOf;
