import type { BoardId } from "@/lib/data-api/urls";
import type { EditionDates } from "@/lib/edition-dates";
import type { Breakdown } from "@/lib/subtype-breakdown";

// The agent pages receive their profiles from prerender loaders (build-time/data-api/agents.ts); these are
// the shapes.

export type AgentResult = {
  board: BoardId;
  boardTitle: string;
  edition: string;
  /** The board edition's page. */
  page: string;
  /** The entry's name on that board. */
  entryName: string;
  company: string | null;
  rank: number;
  tied: boolean;
  /** The ranks the entry could hold ("1–9") when ties or overlapping intervals say more than its rank. */
  rankRange: string | null;
  rowCount: number;
  /** The edition's release and its entries' evaluation dates (the agent's results by date). */
  dates: EditionDates;
  /** The headline field's label and value as published ('Score', '60.8'; 'Accuracy', '65+'). */
  headlineLabel: string;
  /** The headline field's Chinese label where the board gives one (the CMS's labelZh). */
  headlineLabelZh: string | null;
  headline: string;
  /** A number to draw and compare: the score, the average, or a band's lower bound. */
  value: number | null;
  interval: { low: number; high: number } | null;
  /** As published in English ('$2/$8 per 1M tokens (input/output)'); the page writes it from `price` when set. */
  cost: string | null;
  /** ScienceQA's API price, USD per 1M tokens. */
  price: { input: number; output: number } | null;
  time: string | null;
  /** ScienceQA's time cost. */
  secondsPerQuestion: number | null;
  /** In English, the parts joined; pages write it from `movementParts` in their language. */
  movement: string | null;
  movementParts: MovementPart[];
  badge: string;
  data: string;
  /** Its scores per category and subtype, on a board with subtypes (lib/subtype-breakdown.ts). */
  breakdown?: Breakdown;
};

/** The reason of a name the reviewed identity table does not list yet (pages write it in their language). */
export const UNREVIEWED_REASON =
  "Not in the reviewed identity table yet: a page of its own until it is reviewed.";

/** One fact of how an entry moved between its board's editions. */
export type MovementPart =
  | {
      kind: "rank";
      edition: string;
      from: number;
      to: number;
      /** Its name in the previous edition when it was renamed (a reviewed edition alias). */
      previousName: string | null;
    }
  | { kind: "new"; edition: string }
  | { kind: "notListed"; edition: string }
  | { kind: "continued"; name: string; edition: string };

export type AgentProfile = {
  slug: string;
  name: string;
  company: string | null;
  identity: "joined" | "own page";
  reason: string;
  results: AgentResult[];
};

/** What the list of agents shows of each: where it appears, with its rank and headline value there. */
export type AgentSummary = Pick<
  AgentProfile,
  "slug" | "name" | "company" | "identity"
> & {
  boards: ({ title: string } & Pick<
    AgentResult,
    | "edition"
    | "page"
    | "rank"
    | "tied"
    | "headlineLabel"
    | "headlineLabelZh"
    | "headline"
  >)[];
};

export function summaryOf(profile: AgentProfile): AgentSummary {
  return {
    slug: profile.slug,
    name: profile.name,
    company: profile.company,
    identity: profile.identity,
    boards: profile.results.map((result) => ({
      title: result.boardTitle,
      edition: result.edition,
      page: result.page,
      rank: result.rank,
      tied: result.tied,
      headlineLabel: result.headlineLabel,
      headlineLabelZh: result.headlineLabelZh,
      headline: result.headline,
    })),
  };
}
