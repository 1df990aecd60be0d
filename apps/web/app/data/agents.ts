import { unlistedAgentSlug } from "../lib/data-api/slug";
import table from "./agents.json";

// The reviewed agent identity table (agents.json): which entry names on different boards are one agent.
// Its zod schema runs in agents.test.ts; browser code reads it as typed data.

export type AgentIdentity = (typeof table.agents)[number];

export const agentIdentities: readonly AgentIdentity[] = table.agents;

const bySlug = new Map(agentIdentities.map((agent) => [agent.slug, agent]));
const byName = new Map(
  agentIdentities.flatMap((agent) =>
    agent.names.map((entry) => [`${entry.board}\n${entry.name}`, agent.slug]),
  ),
);

/**
 * The agent page of a board entry: its line in the table, or, for a name the table does not have yet (a newly
 * published edition), a page of its own (`unlistedAgentSlug`), never a listed agent's.
 */
export function agentSlugOf(board: string, name: string): string {
  return (
    byName.get(`${board}\n${name}`) ??
    unlistedAgentSlug(name, (slug) => bySlug.has(slug))
  );
}

/** The agent page of a name the table lists; undefined otherwise (a live ScienceQA name newer than the build). */
export function listedAgentSlug(
  board: string,
  name: string,
): string | undefined {
  return byName.get(`${board}\n${name}`);
}

export function agentIdentityOf(slug: string): AgentIdentity | undefined {
  return bySlug.get(slug);
}

/** Every board the table names, in the order it first names them (the spec's four first). */
const boards = [
  ...new Set(
    agentIdentities.flatMap((agent) => agent.names.map((entry) => entry.board)),
  ),
];

/**
 * What agent-slugs.json must hold: every slug, and per board each listed name's page. The board tables link
 * with it instead of this table (10 KB with its reasons); `npm run agent-slugs -w apps/web` writes it.
 */
export function agentSlugMap() {
  return {
    slugs: agentIdentities.map((agent) => agent.slug),
    ...Object.fromEntries(
      boards.map((board) => [
        board,
        Object.fromEntries(
          agentIdentities.flatMap((agent) =>
            agent.names
              .filter((entry) => entry.board === board)
              .map((entry) => [entry.name, agent.slug]),
          ),
        ),
      ]),
    ),
  };
}
