import { buildAgentProfiles } from "@/data/agent-profiles.server";
import { CompareView } from "@/features/agents/components/compare-view";
import { compareAgentOf } from "@/features/agents/lib/compare-rows";
import { translatorForMeta } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/compare";

// The page's messages: its own and the agent pages' it shares (decision 0016).
const pageMessages = messagesLoader(["agents", "compare"]);

// Prerendered once; the loader (build time) gives every agent, the page picks the URL's selection.
export async function loader({ request }: Route.LoaderArgs) {
  const { messages } = await pageMessages({ request });
  return { agents: buildAgentProfiles().map(compareAgentOf), messages };
}

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return [
    ...pageMeta({
      title: t("compare.title"),
      description: t("compare.description"),
    }),
  ];
};

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <CompareView agents={loaderData.agents} />;
}
