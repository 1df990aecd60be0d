import { agentPaths } from "../config/agent-paths";
import { unlistedAgentSlug } from "../lib/data-api/slug";
import { slugs } from "./agent-slugs.json";

// The board tables' links to the agent pages, without the identity table (agents.json, 10 KB with its
// reasons): agent-slugs.json is its name -> page map per board, held equal to it by agents.test.ts. A page
// imports its board's map by name (`import { deepsearch } from "./agent-slugs.json"`), so it carries only that.

const listed = new Set(slugs);

/**
 * The agent page of a board entry, as `agentSlugOf` in agents.ts decides it: its line in the table, or a page of
 * its own for a name the table does not have yet.
 */
export function agentHref(
  board: string,
  names: Readonly<Record<string, string>>,
  name: string,
): string {
  // Own keys only: a name such as "__proto__" or "constructor" is not in the map.
  const slug = Object.hasOwn(names, name) ? names[name] : undefined;
  return agentPaths.agent(
    slug ?? unlistedAgentSlug(name, (listedSlug) => listed.has(listedSlug)),
  );
}
