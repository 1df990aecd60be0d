import type { AgentProfile, AgentResult } from "@/lib/data-api/agents";

// The agent pages receive their profiles from prerender loaders (build time); these are the shapes.
export type { AgentProfile, AgentResult };

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
