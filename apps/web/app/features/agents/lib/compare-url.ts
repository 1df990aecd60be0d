import { agentPaths } from "@/config/agent-paths";

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

export function parseCompareAgents(
  raw: string | null,
  known: ReadonlySet<string>,
): CompareSelection {
  const problems: string[] = [];
  const slugs: string[] = [];
  const parts = (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length > PART_LIMIT)
    problems.push(
      `Only the first ${PART_LIMIT} names in the address were read.`,
    );
  const dropped: string[] = [];
  for (const part of parts.slice(0, PART_LIMIT)) {
    const slug = part.toLowerCase();
    if (!slugPattern.test(slug)) {
      problems.push(`${quote(part)} is not an agent name; it was ignored.`);
    } else if (!known.has(slug)) {
      problems.push(`No agent is called ${quote(part)}; it was ignored.`);
    } else if (slugs.includes(slug)) {
      problems.push(`${quote(part)} was listed twice; it is shown once.`);
    } else if (slugs.length === MAX_AGENTS) {
      dropped.push(slug);
    } else {
      slugs.push(slug);
    }
  }
  if (dropped.length > 0)
    problems.push(
      `At most ${MAX_AGENTS} agents fit side by side; the first ${MAX_AGENTS} are shown (left out: ${dropped.join(", ")}).`,
    );
  return { slugs, problems: [...new Set(problems)] };
}

/** The address of a comparison. */
export const compareHref = agentPaths.compareOf;
