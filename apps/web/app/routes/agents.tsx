import { data } from "react-router";

import { agentPaths } from "@/config/agent-paths";
import { AgentPage } from "@/features/agents/components/agent-page";
import { AgentsIndex } from "@/features/agents/components/agents-index";
import { boardEditionText } from "@/features/agents/lib/result-text";
import { summaryOf } from "@/features/agents/lib/types";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/agents";
import NotFoundRoute, { notFoundMeta } from "./not-found";

// /agents and /agents/<slug> are one route: every route is an entry in the manifest that every page loads
// first, and the DeepSearch edition pages have no bytes to spare (docs/decisions/0013). Prerendered for
// the list and every agent (react-router.config.ts); the loader runs at build time only, reading the
// boards from disk.
export async function loader({ params }: Route.LoaderArgs) {
  const { buildAgentProfiles } =
    await import("../../build-time/data-api/agents");
  const profiles = buildAgentProfiles();
  if (params.slug === undefined)
    return { agents: profiles.map(summaryOf), agent: null };
  const agent = profiles.find((profile) => profile.slug === params.slug);
  if (!agent) throw data(null, { status: 404 });
  return { agents: null, agent };
}

const listDescription =
  "Every AI agent and model on the xbench boards (ScienceQA, DeepSearch, recruiting, marketing), with where it appears and a page of all its results.";

function listMeta(
  agents: NonNullable<Route.ComponentProps["loaderData"]["agents"]>,
) {
  return [
    ...pageMeta({ title: "Agents and models", description: listDescription }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Agents and models on the xbench boards",
        description: listDescription,
        numberOfItems: agents.length,
        itemListElement: agents.map((agent, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: agent.name,
          url: agentPaths.agent(agent.slug),
        })),
      },
    },
  ];
}

function agentMeta(
  agent: NonNullable<Route.ComponentProps["loaderData"]["agent"]>,
) {
  const where = [...new Set(agent.results.map(boardEditionText))];
  const title = `${agent.name}: results on every board`;
  const description = `${agent.name}${agent.company ? ` (${agent.company})` : ""} on the xbench boards: rank and score on ${where.join(", ")}, with intervals where they can be computed and its movement between editions.`;
  const path = agentPaths.agent(agent.slug);
  return [
    ...pageMeta({ title, description }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: title,
        description,
        url: path,
        numberOfItems: agent.results.length,
        itemListElement: agent.results.map((result, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: `${boardEditionText(result)}: rank ${result.rank}, ${result.headlineLabel} ${result.headline}`,
          url: result.page,
        })),
      },
    },
  ];
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (loaderData?.agent) return agentMeta(loaderData.agent);
  if (loaderData?.agents) return listMeta(loaderData.agents);
  return notFoundMeta(location.pathname);
}

export default function AgentsRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.agent) return <AgentPage agent={loaderData.agent} />;
  return <AgentsIndex agents={loaderData.agents ?? []} />;
}

/** An address with no agent (the server's fallback page for a path not prerendered). */
export function ErrorBoundary() {
  return <NotFoundRoute />;
}
