import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { agentPaths } from "@/config/agent-paths";
import { formatText } from "@/lib/format";

import { compareHref } from "../lib/compare-url";
import { boardEditionText } from "../lib/result-text";
import type { AgentProfile } from "../lib/types";
import { AgentResultsTable } from "./agent-results-table";

const link = "text-primary underline underline-offset-4";

/** One agent's page: all its results, why they are one page, and where the figures are. */
export function AgentPage({ agent }: { agent: AgentProfile }) {
  const boards = new Set(agent.results.map((result) => result.boardTitle));
  return (
    <>
      <PageHeader
        eyebrow={
          <a href={agentPaths.agents} className={link}>
            All agents and models
          </a>
        }
        title={agent.name}
      >
        <p>
          {formatText(agent.company)} · on {boards.size}{" "}
          {boards.size === 1 ? "board" : "boards"} ({[...boards].join(", ")})
          {agent.identity === "joined" ? null : (
            <>
              {" "}
              <Badge variant="muted">own page</Badge>
            </>
          )}
        </p>
      </PageHeader>
      <Section title="Results" id="results">
        <AgentResultsTable name={agent.name} results={agent.results} />
        <p className="mt-4">
          <a href={compareHref([agent.slug])} className={link}>
            Compare {agent.name} with other agents
          </a>
        </p>
      </Section>
      <Section title="Why these results are one page" id="identity">
        <p className="max-w-3xl text-muted-foreground">{agent.reason}</p>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          Names on the boards:{" "}
          {[...new Set(agent.results.map((result) => result.entryName))].join(
            ", ",
          )}
          . Which names are the same agent is decided in a reviewed table, one
          line per agent with its reason; a name whose identity is unsure gets a
          page of its own rather than a guess.
        </p>
      </Section>
      <Section title="Sources and links" id="links">
        <ul className="list-disc space-y-1 pl-6">
          {agent.results.map((result) => (
            <li key={`${result.board}-${result.edition}-${result.entryName}`}>
              {boardEditionText(result)}:{" "}
              <a href={result.page} className={link}>
                leaderboard
              </a>
              ,{" "}
              <a href={result.data} className={link}>
                data (JSON)
              </a>
              ,{" "}
              <a href={result.badge} className={link}>
                badge (SVG)
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
