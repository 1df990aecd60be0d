import type { BoardId } from "@/lib/data-api/urls";

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
  rowCount: number;
  /** The headline field's label and value as published ('Score', '60.8'; 'Accuracy', '65+'). */
  headlineLabel: string;
  headline: string;
  /** A number to draw and compare: the score, the average, or a band's lower bound. */
  value: number | null;
  interval: { low: number; high: number } | null;
  cost: string | null;
  time: string | null;
  movement: string | null;
  badge: string;
  data: string;
};

export type AgentProfile = {
  slug: string;
  name: string;
  company: string | null;
  identity: "joined" | "own page";
  reason: string;
  results: AgentResult[];
};

/** What the list of agents shows of each: where it appears. */
export type AgentSummary = Pick<
  AgentProfile,
  "slug" | "name" | "company" | "identity"
> & {
  boards: { title: string; edition: string; rank: number }[];
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
      rank: result.rank,
    })),
  };
}
