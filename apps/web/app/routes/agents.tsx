import { data } from "react-router";

import { agentPaths } from "@/config/agent-paths";
import {
  agentReasonIn,
  buildAgentProfiles,
} from "@/data/agent-profiles.server";
import { AgentPage } from "@/features/agents/components/agent-page";
import { AgentTimeline } from "@/features/agents/components/agent-timeline";
import { AgentsIndex } from "@/features/agents/components/agents-index";
import {
  boardEditionText,
  headlineLabelText,
} from "@/features/agents/lib/result-text";
import { summaryOf } from "@/features/agents/lib/types";
import { translatorForMeta, type Translate } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { localeOfPath, localizedPath, type Locale } from "@/i18n/locales";
import { companyNameIn } from "@/lib/company-name";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/agents";
import NotFoundRoute, { notFoundMeta } from "./not-found";

// /agents and /agents/<slug> are one route: every route is an entry in the manifest that every page loads
// first, and the DeepSearch edition pages have no bytes to spare (docs/decisions/0013). Prerendered for
// the list and every agent (react-router.config.ts); the loader runs at build time only, reading the
// boards from disk. With them, the pages' messages in the language of the path (decision 0016).
// "subtypes": an agent on a board with categories and subtypes shows its breakdown there.
const pageMessages = messagesLoader(["agents", "subtypes"]);

export async function loader({ params, request }: Route.LoaderArgs) {
  const profiles = buildAgentProfiles();
  const { messages } = await pageMessages({ request });
  if (params.slug === undefined)
    return { agents: profiles.map(summaryOf), agent: null, messages };
  const agent = profiles.find((profile) => profile.slug === params.slug);
  if (!agent) throw data(null, { status: 404 });
  // The reviewed table's reason is English; a Chinese page gets its Chinese (app/data/agent-reasons.zh-CN.json).
  return {
    agents: null,
    agent: {
      ...agent,
      reason: agentReasonIn(agent, localeOfPath(new URL(request.url).pathname)),
    },
    messages,
  };
}

function listMeta(
  agents: NonNullable<Route.ComponentProps["loaderData"]["agents"]>,
  t: Translate,
  locale: Locale,
) {
  const listDescription = t("agents.listDescription");
  return [
    ...pageMeta({ title: t("agents.listTitle"), description: listDescription }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: t("agents.listLdName"),
        description: listDescription,
        numberOfItems: agents.length,
        itemListElement: agents.map((agent, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: agent.name,
          url: localizedPath(agentPaths.agent(agent.slug), locale),
        })),
      },
    },
  ];
}

function agentMeta(
  agent: NonNullable<Route.ComponentProps["loaderData"]["agent"]>,
  t: Translate,
  locale: Locale,
) {
  const where = [...new Set(agent.results.map(boardEditionText))];
  const title = t("agents.agentTitle", { name: agent.name });
  const description = t("agents.agentDescription", {
    who: agent.company
      ? t("agents.nameWithCompany", {
          name: agent.name,
          company: companyNameIn(agent.company, locale),
        })
      : agent.name,
    where: where.join(t("agents.listSeparator")),
  });
  const path = localizedPath(agentPaths.agent(agent.slug), locale);
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
          name: t("agents.ldResult", {
            board: boardEditionText(result),
            rank: result.rank,
            label: headlineLabelText(result, t, locale),
            value: result.headline,
          }),
          url: localizedPath(result.page, locale),
        })),
      },
    },
  ];
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, location } = args;
  const locale = localeOfPath(location.pathname);
  if (loaderData?.agent)
    return agentMeta(loaderData.agent, translatorForMeta(args), locale);
  if (loaderData?.agents)
    return listMeta(loaderData.agents, translatorForMeta(args), locale);
  return notFoundMeta(location.pathname);
}

export default function AgentsRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.agent)
    return (
      <>
        <AgentPage agent={loaderData.agent} />
        <AgentTimeline
          name={loaderData.agent.name}
          results={loaderData.agent.results}
        />
      </>
    );
  return <AgentsIndex agents={loaderData.agents ?? []} />;
}

/** An address with no agent (the server's fallback page for a path not prerendered). */
export function ErrorBoundary() {
  return <NotFoundRoute />;
}
