import { CompareView } from "@/features/agents/components/compare-view";
import { compareAgentOf } from "@/features/agents/lib/compare-rows";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/compare";

// Prerendered once; the loader (build time) gives every agent, the page picks the URL's selection.
export async function loader() {
  const { buildAgentProfiles } =
    await import("../../build-time/data-api/agents");
  return { agents: buildAgentProfiles().map(compareAgentOf) };
}

export const meta = () => [
  ...pageMeta({
    title: "Compare agents",
    description:
      "Compare two to four AI agents or models side by side across every xbench board and edition: rank and score, the best in each row marked.",
  }),
];

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <CompareView agents={loaderData.agents} />;
}
