import { SCIENCE_QA } from "@evergreen/boards";

import { agentPaths } from "../../app/config/agent-paths";
import chineseReasons from "../../app/data/agent-reasons.zh-CN.json";
import {
  agentIdentities,
  agentSlugOf,
  type AgentIdentity,
} from "../../app/data/agents";
import {
  UNREVIEWED_REASON,
  type AgentProfile,
  type AgentResult,
  type MovementPart,
} from "../../app/features/agents/lib/types";
import type { Locale } from "../../app/i18n/locales";
import { editionMovement } from "../../app/lib/data-api/movement";
import { boardFilePath } from "../../app/lib/data-api/urls";
import { MISSING } from "../../app/lib/format";
import {
  formatRankRange,
  honestRanks,
  type HonestRank,
} from "../../app/lib/honest-ranks";
import {
  breakdownOf,
  hasSubtypes,
  subtypeReference,
} from "../../app/lib/subtype-breakdown";
import { dataApiBoards, type BoardEdition } from "./boards";

export type { AgentProfile, AgentResult };

// Build-time: every agent's results across every board and edition, from the data API's boards and the
// reviewed identity table (app/data/agents.json). The agent pages and /compare get these through their
// prerender loaders; the browser never runs this.

const numberOf = (value: unknown): number | null =>
  typeof value === "number" ? value : null;
const textOf = (value: unknown): string | null =>
  typeof value === "number"
    ? String(value)
    : typeof value === "string"
      ? value
      : null;

/** The board's cost and time, as published (only ScienceQA and DeepSearch 2025.10 publish them). */
function costAndTime(board: BoardEdition, values: Record<string, unknown>) {
  if (board.board === SCIENCE_QA.slug) {
    const input = numberOf(values.price_input);
    const output = numberOf(values.price_output);
    const seconds = numberOf(values.time_cost);
    return {
      cost:
        input !== null && output !== null
          ? `$${input}/$${output} per 1M tokens (input/output)`
          : null,
      price: input !== null && output !== null ? { input, output } : null,
      time: seconds !== null ? `${seconds} s per question` : null,
      secondsPerQuestion: seconds,
    };
  }
  return {
    cost: textOf(values.cost_per_task),
    price: null,
    time: textOf(values.time_per_task),
    secondsPerQuestion: null,
  };
}

function numericValue(board: BoardEdition, values: Record<string, unknown>) {
  // A band headline ("75+") is compared by its lower bound, the helper field the data API adds after it.
  return (
    numberOf(values[board.headline]) ??
    numberOf(values[`${board.headline}_lower_bound`])
  );
}

/** How an entry moved against its board's previous edition, or where it went in the next. */
function movementPartsOf(
  board: BoardEdition,
  name: string,
  editions: readonly BoardEdition[],
): MovementPart[] {
  // Editions are newest first.
  const index = editions.indexOf(board);
  const previous = editions[index + 1];
  const next = editions[index - 1];
  const ranking = (edition: BoardEdition) => ({
    board: edition.board,
    edition: edition.edition,
    rows: edition.rows,
  });
  const parts: MovementPart[] = [];
  if (previous) {
    const movement = editionMovement(ranking(previous), ranking(board));
    const both = movement.inBoth.find((entry) => entry.name === name);
    if (both) {
      const [from, to] = both.rank;
      parts.push({
        kind: "rank",
        edition: previous.edition,
        from,
        to,
        // A renamed entry is the same product line by the reviewed edition alias, not necessarily the same agent.
        previousName: both.previousName !== name ? both.previousName : null,
      });
    } else parts.push({ kind: "new", edition: board.edition });
  }
  if (next) {
    const movement = editionMovement(ranking(board), ranking(next));
    const both = movement.inBoth.find((entry) => entry.previousName === name);
    if (!both) parts.push({ kind: "notListed", edition: next.edition });
    else if (both.name !== name)
      parts.push({ kind: "continued", name: both.name, edition: next.edition });
  }
  return parts;
}

/** The movement in English (the data the build keeps; pages write `movementParts` in their language). */
function movementEnglish(part: MovementPart): string {
  switch (part.kind) {
    case "rank": {
      const { from, to } = part;
      const as =
        part.previousName !== null
          ? ` as ${part.previousName} (the same product line, by the reviewed edition aliases)`
          : "";
      const change =
        from === to
          ? "unchanged"
          : from > to
            ? `up ${from - to}`
            : `down ${to - from}`;
      return `Rank ${from} in ${part.edition}${as} → ${to} (${change})`;
    }
    case "new":
      return `New in ${part.edition}`;
    case "notListed":
      return `Not listed in ${part.edition}`;
    case "continued":
      return `Continued as ${part.name} in ${part.edition} (reviewed edition alias)`;
  }
}

function movementOf(
  board: BoardEdition,
  name: string,
  editions: readonly BoardEdition[],
) {
  const movementParts = movementPartsOf(board, name, editions);
  return {
    movement:
      movementParts.length > 0
        ? movementParts.map(movementEnglish).join("; ")
        : null,
    movementParts,
  };
}

const rangeText = (rank: HonestRank | undefined) =>
  rank?.rangeShown ? formatRankRange(rank.range) : null;

/** The board's honest ranks (app/lib/honest-ranks.ts), by entry name: the same rule as the board's table. */
function honestRanksOf(board: BoardEdition): Map<string, HonestRank> {
  const ranks = honestRanks(
    board.rows.map((row) => {
      const low = numberOf(row.values.interval_low);
      const high = numberOf(row.values.interval_high);
      return {
        rank: row.rank,
        value:
          numberOf(row.values[board.headline]) ??
          (row.headline === MISSING ? null : row.headline),
        interval: low !== null && high !== null ? { low, high } : null,
      };
    }),
  );
  return new Map(board.rows.map((row, index) => [row.name, ranks[index]!]));
}

/** Every agent with at least one result, in the table's order, then names the table does not list yet. */
export function agentProfiles(
  boards: readonly BoardEdition[] = dataApiBoards(
    process.env.XBENCH_BOARDS_DIR,
  ),
): AgentProfile[] {
  const profiles = new Map<string, AgentProfile>();
  for (const agent of agentIdentities) {
    profiles.set(agent.slug, {
      slug: agent.slug,
      name: agent.name,
      company: agent.company,
      identity: agent.identity === "joined" ? "joined" : "own page",
      reason: agent.reason,
      results: [],
    });
  }
  for (const board of boards) {
    const editions = boards.filter((other) => other.board === board.board);
    const headlineField = board.fields.find(
      (field) => field.key === board.headline,
    );
    const honest = honestRanksOf(board);
    const categoryFields = board.fields.map((field) => ({
      key: field.key,
      label: field.label,
      labelZh: field.labelZh,
      lowerIsBetter: field.lowerIsBetter,
      parent: field.subtypeOf ?? null,
    }));
    const reference = subtypeReference(
      categoryFields,
      board.reference.map((row) => ({ agent: row.name, ...row.values })),
    );
    for (const row of board.rows) {
      const slug = agentSlugOf(board.board, row.name);
      const company = textOf(row.values.company);
      let profile = profiles.get(slug);
      if (!profile) {
        profile = {
          slug,
          name: row.name,
          company,
          identity: "own page",
          reason: UNREVIEWED_REASON,
          results: [],
        };
        profiles.set(slug, profile);
      }
      const low = numberOf(row.values.interval_low);
      const high = numberOf(row.values.interval_high);
      profile.results.push({
        board: board.board,
        boardTitle: board.title,
        edition: board.edition,
        page: board.page,
        entryName: row.name,
        company,
        rank: row.rank,
        tied: row.tied,
        rankRange: rangeText(honest.get(row.name)),
        rowCount: board.rows.length,
        dates: board.dates,
        headlineLabel: headlineField?.label ?? board.headline,
        headlineLabelZh: headlineField?.labelZh ?? null,
        headline: row.headline,
        value: numericValue(board, row.values),
        interval: low !== null && high !== null ? { low, high } : null,
        ...costAndTime(board, row.values),
        ...movementOf(board, row.name, editions),
        badge: row.badge,
        data: boardFilePath(board.board, board.edition),
        ...(hasSubtypes(categoryFields)
          ? {
              breakdown: breakdownOf(
                categoryFields,
                {
                  ...row.values,
                  ...(row.spread ? { spread: row.spread } : {}),
                },
                reference,
              ),
            }
          : {}),
      });
    }
  }
  return [...profiles.values()].filter((profile) => profile.results.length > 0);
}

/**
 * What the reviewed table gets wrong for these boards: a board name that is in no line (it would get a page
 * by itself, unreviewed), a name listed twice, or a line naming an entry that no board has.
 */
export function identityTableProblems(
  boards: readonly BoardEdition[],
  table: readonly AgentIdentity[] = agentIdentities,
): string[] {
  const problems: string[] = [];
  const listed = new Map<string, string>();
  for (const agent of table) {
    for (const entry of agent.names) {
      const key = `${entry.board}: ${entry.name}`;
      const other = listed.get(key);
      if (other)
        problems.push(`${key} is listed for both ${other} and ${agent.slug}`);
      listed.set(key, agent.slug);
    }
  }
  const onBoards = new Set(
    boards.flatMap((board) =>
      board.rows.map((row) => `${board.board}: ${row.name}`),
    ),
  );
  for (const name of onBoards) {
    if (!listed.has(name))
      problems.push(
        `${name} is neither joined to an agent nor marked as its own page in app/data/agents.json`,
      );
  }
  for (const name of listed.keys()) {
    if (!onBoards.has(name))
      problems.push(`${name} is in app/data/agents.json but on no board`);
  }
  const slugs = table.map((agent) => agent.slug);
  for (const slug of slugs.filter((slug, i) => slugs.indexOf(slug) !== i))
    problems.push(`slug ${slug} is used twice`);
  return problems;
}

/** The agent pages to prerender. */
export function agentPagePaths(profiles: readonly AgentProfile[]): string[] {
  return profiles.map((profile) => agentPaths.agent(profile.slug));
}

const builds = new Map<string, AgentProfile[]>();

/**
 * The profiles of the boards this build reads, computed once per build: every prerendered agent page's loader
 * asks for them, and a rebuild after a publish should not read the boards thirty times.
 */
export function buildAgentProfiles(
  boardsDir: string | undefined = process.env.XBENCH_BOARDS_DIR,
): AgentProfile[] {
  const key = boardsDir ?? "";
  let profiles = builds.get(key);
  if (!profiles) {
    profiles = agentProfiles(dataApiBoards(boardsDir));
    builds.set(key, profiles);
  }
  return profiles;
}

/** An agent's reason in a page's language: the reviewed table's English, or its Chinese on Chinese pages. */
export function agentReasonIn(
  agent: Pick<AgentProfile, "slug" | "reason">,
  locale: Locale,
): string {
  if (locale === "en") return agent.reason;
  const reasons: Record<string, string> = chineseReasons.reasons;
  return reasons[agent.slug] ?? agent.reason;
}
