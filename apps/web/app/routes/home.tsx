import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue } from "react";

import { LoadingScreen } from "@/components/layout/loading-screen";
import { QueryProvider } from "@/components/query-provider";
import { site } from "@/config/site";
import {
  capabilitySentence,
  professionSentence,
} from "@/features/home/lib/live-counts";
import type { HomeBoards } from "@/features/home/lib/live-podium";
import { homeBoards, homeUpdatedMonth } from "@/features/home/lib/podium";
import type { ScienceQaEntry } from "@/features/scienceqa/api/get-scienceqa-ranking";
import {
  loadRankingFetcher,
  scienceQaRankingQueryOptions,
} from "@/features/scienceqa/api/queries";
import { scienceQaRankingUrl } from "@/features/scienceqa/api/ranking-request";
import { translatorForMeta, translatorOf, useLocale } from "@/i18n/i18n";
import { messagesData, pageMessagesFor } from "@/i18n/loader";
import { localeOfPath } from "@/i18n/locales";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/home";
import type { LiveSentences } from "./home-content";

// The page's own messages (the content's, the matrix's and the profession tiles'), prerendered with it,
// and the texts whose formatting makes the browser build an Intl formatter, formatted here: the hero's
// "updated" month (Intl.DateTimeFormat) and the sentences about what is live (Lingui formats a plural's
// number with Intl.NumberFormat, whose first construction was most of a 286 ms task when the ranking
// arrived, 4x-throttled CPU; Intl.ListFormat). The data they count is the build's, as the page's.
export async function loader({ request }: Route.LoaderArgs) {
  const messages = await pageMessagesFor(request, [
    "home",
    "agi",
    "professionList",
  ]);
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = translatorOf(locale, messages);
  // The counts of /agents and the boards (issue 37: Home said 30 agents where /agents listed 29).
  const { homeCounts } = await import("@/data/home-counts.server");
  return {
    ...messagesData(messages),
    // The podiums, their dates and the counts of the build's boards: Home's content joins the live ranking to
    // them without loading the boards' data or the agents table (13 KB of its 208 KB: issue 13's transfer budget).
    boards: homeBoards(locale, homeCounts()),
    updated: homeUpdatedMonth(locale),
    sentences: {
      capabilities: capabilitySentence(t),
      professions: professionSentence(t, locale),
    },
  };
}

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("home.title", { product: site.product }),
    description: t("home.description"),
  });
};

const NO_ROWS: ScienceQaEntry[] = [];

const loadContent = () => import("./home-content");
const HomeContent = lazy(() =>
  loadContent().then((module) => ({ default: module.HomeContent })),
);
// The content's code and the ranking's fetcher load as soon as this module runs in the browser
// (before hydration), alongside the preloaded ranking call, not from an effect after hydration.
// Each in a task of its own, not in the task that runs the page's modules (vite.config.ts: modulePreload).
if (typeof document !== "undefined") {
  for (const load of [loadContent, loadRankingFetcher]) {
    setTimeout(() => void load(), 0);
  }
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <QueryProvider>
      {/* The browser fetches the ranking while it loads the scripts, instead of after hydration; the
          client's request then takes the preloaded response (same URL, mode and credentials). Rendered here, not
          by a links function, because the URL depends on the page's language (React puts it in the head). */}
      <link
        rel="preload"
        as="fetch"
        href={scienceQaRankingUrl(locale)}
        crossOrigin="anonymous"
      />
      <Home
        boards={loaderData.boards}
        updated={loaderData.updated}
        sentences={loaderData.sentences}
      />
    </QueryProvider>
  );
}

function Home({
  boards,
  updated,
  sentences,
}: {
  boards: HomeBoards;
  updated: string | null;
  sentences: LiveSentences;
}) {
  const locale = useLocale();
  const ranking = useQuery(scienceQaRankingQueryOptions(locale));
  // The page appears in one render once the call settles; deferring it lets React render it in
  // slices instead of one long task (Total Blocking Time on slow phones).
  const rows = useDeferredValue(
    ranking.isPending ? null : (ranking.data ?? NO_ROWS),
  );
  if (rows === null) return <LoadingScreen fullPage />;

  return (
    <Suspense fallback={<LoadingScreen fullPage />}>
      <HomeContent
        ranking={rows}
        boards={boards}
        updated={updated}
        sentences={sentences}
      />
    </Suspense>
  );
}
