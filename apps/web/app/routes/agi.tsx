import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { boardDefinitionOf } from "@/data/board-definitions";
import { liveBoards } from "@/data/board-registry";
import { AnnouncedSeriesCards } from "@/features/agi/components/announced-series";
import {
  AgiBenchmarkCards,
  type AgiBoardCard,
} from "@/features/agi/components/benchmark-cards";
import { CapabilityMatrix } from "@/features/agi/components/capability-matrix";
import { TrackingPanel } from "@/features/agi/components/tracking-panel";
import { trackedBoard } from "@/features/agi/lib/tracking";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/agi";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
const pageMessages = messagesLoader(["agi", "dates", "frontier"]);

// Runs at build time only (prerender): the live AGI boards' cards (from their definitions) and the frontier of the
// boards this build reads (build-time/data-api/frontier.ts, the same computation as /data/frontier.json), each
// board's newest point only.
export async function loader(args: Route.LoaderArgs) {
  const { frontierOfFolder } = await import("@/data/frontier.server");
  const frontier = frontierOfFolder(process.env.XBENCH_BOARDS_DIR);
  const cards = liveBoards
    .filter((board) => board.track === "agi")
    .flatMap((listed): AgiBoardCard[] => {
      const board = boardDefinitionOf(listed.slug);
      return board
        ? [
            {
              slug: board.slug,
              title: board.title,
              track: board.track,
              category: board.category,
              route: board.route,
              summary: board.summary,
              ...(board.summaryZh ? { summaryZh: board.summaryZh } : {}),
            },
          ]
        : [];
    });
  return {
    ...(await pageMessages(args)),
    cards,
    tracking: frontier.boards.map(trackedBoard),
  };
}

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("agi.title"),
    description: t("agi.description"),
  });
};

export default function AgiRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="agi">{t("agi.title")}</Badge>}
        title={t("agi.title")}
      >
        <p>{t("agi.intro")}</p>
      </PageHeader>
      {/* The live benchmarks first, then how they track over time, then the matrix, most of whose cells are still
          coming (issue 37). */}
      <Section title={t("agi.liveTitle")} id="live-benchmarks">
        <AgiBenchmarkCards boards={loaderData.cards} />
      </Section>
      <Section title={t("agi.trackingTitle")} id="tracking">
        <p className="mb-4 max-w-3xl text-muted-foreground">
          {t("agi.trackingIntro")}
        </p>
        <TrackingPanel boards={loaderData.tracking} />
      </Section>
      <Section title={t("agi.matrixTitle")} id="capability-matrix">
        <CapabilityMatrix />
      </Section>
      <Section title={t("agi.announcedTitle")} id="announced-series">
        <AnnouncedSeriesCards />
      </Section>
    </>
  );
}
