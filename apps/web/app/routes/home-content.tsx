// Not a route: Home's content below the loading screen, loaded by home.tsx while the ranking call
// is in flight (the spec shows the loading screen until it settles), so it is not part of Home's
// initial JavaScript.
import { InTurn } from "@/components/layout/in-turn";
import { Reveal, RevealTimeline } from "@/components/layout/reveal";
import { paths } from "@/config/paths";
import {
  CapabilityMatrix,
  ViewDetailsLink,
} from "@/features/agi/components/capability-matrix";
import { FirstWaveTable } from "@/features/home/components/first-wave-table";
import { Hero, LiveBadge } from "@/features/home/components/hero";
import {
  HowWeSolveIt,
  WhyWeBuiltIt,
} from "@/features/home/components/understanding";
import {
  capabilitySentence,
  professionSentence,
} from "@/features/home/lib/live-counts";
import {
  liveHeroFacts,
  liveSummaries,
  type HomeBoards,
} from "@/features/home/lib/live-podium";
import { ExpertContributorCta } from "@/features/profession/components/expert-contributor-cta";
import { ProfessionTiles } from "@/features/profession/components/profession-tiles";
import type { ScienceQaEntry } from "@/features/scienceqa/api/get-scienceqa-ranking";
import { orderScienceQaRanking } from "@/features/scienceqa/lib/order-ranking";
import { useLocale, useT } from "@/i18n/i18n";

const sectionClass = "mx-auto max-w-7xl px-4 py-10";

/** Home's sentences about what is live, formatted by the route's loader (home.tsx says why). */
export type LiveSentences = { capabilities: string; professions: string };

export function HomeContent({
  ranking,
  boards,
  updated,
  sentences,
}: {
  ranking: ScienceQaEntry[];
  /** The podiums and counts of the build's boards, from the loader (podium.ts, homeBoards). */
  boards: HomeBoards;
  /** The newest edition's month, from the prerender (homeUpdatedMonth); computed here when not given. */
  updated?: string | null;
  /** From the prerender; formatted here when not given. */
  sentences?: LiveSentences;
}) {
  const ordered = orderScienceQaRanking(ranking);
  const summary = liveSummaries(ordered, boards);
  const t = useT();
  const locale = useLocale();
  const live = sentences ?? {
    capabilities: capabilitySentence(t),
    professions: professionSentence(t, locale),
  };
  // The page appears at once when the ranking arrives (the spec's loading state until then), in turns: the
  // hero, then the First Wave table, then each section below after the one before has been drawn (each a
  // 60-120 ms task on a 4x-throttled CPU, one 354 ms task together; the hero and the table drawn together
  // were the longest, 22-28 ms unthrottled). They fade in on the spec's delays, counted from the hero's.
  return (
    <RevealTimeline>
      <InTurn>
        <Hero
          facts={liveHeroFacts(boards, locale, updated)}
          leaders={summary}
        />
        <Reveal delayMs={500}>
          <section aria-labelledby="first-wave" className={sectionClass}>
            <div className="mb-4 flex items-center gap-3">
              <h2 id="first-wave" className="text-2xl font-semibold">
                {t("home.firstWaveTitle")}
              </h2>
              <LiveBadge />
            </div>
            <FirstWaveTable rows={summary} />
          </section>
        </Reveal>
        <section aria-labelledby="understanding" className={sectionClass}>
          <Reveal delayMs={700}>
            <h2 id="understanding" className="mb-6 text-2xl font-semibold">
              {t("home.understandingTitle")}
            </h2>
          </Reveal>
          <div className="grid gap-6 lg:grid-cols-2">
            <Reveal delayMs={900}>
              <WhyWeBuiltIt />
            </Reveal>
            <Reveal delayMs={1050}>
              <HowWeSolveIt />
            </Reveal>
          </div>
        </section>
        <Reveal delayMs={1200}>
          <section aria-labelledby="agi-tracking" className={sectionClass}>
            <h2 id="agi-tracking" className="text-2xl font-semibold">
              {t("home.agiTitle")}
            </h2>
            <p className="mt-2 mb-6 max-w-3xl text-muted-foreground">
              {t("home.agiText", { sentence: live.capabilities })}
            </p>
            <CapabilityMatrix />
            <p className="mt-6">
              <ViewDetailsLink to={paths.agi} label={t("home.agiDetails")} />
            </p>
          </section>
        </Reveal>
        <section aria-labelledby="profession-aligned" className={sectionClass}>
          <Reveal delayMs={1500}>
            <h2 id="profession-aligned" className="text-2xl font-semibold">
              {t("home.professionTitle")}
            </h2>
            <div className="mt-2 mb-6 grid items-center gap-6 md:grid-cols-[1fr_auto]">
              <p className="max-w-3xl text-muted-foreground">
                {t("home.professionText", { sentence: live.professions })}
              </p>
              <svg
                viewBox="0 0 160 80"
                role="img"
                aria-label={t("home.professionDiagram")}
                className="w-40"
              >
                <rect width="160" height="80" rx="10" fill="#ecfdf5" />
                <circle cx="30" cy="40" r="10" fill="#047857" />
                <circle cx="80" cy="25" r="10" fill="#10b981" />
                <circle cx="80" cy="55" r="10" fill="#10b981" />
                <circle cx="130" cy="40" r="10" fill="#047857" />
                <path
                  d="M40 40 L70 25 M40 40 L70 55 M90 25 L120 40 M90 55 L120 40"
                  stroke="#047857"
                  strokeWidth="3"
                />
              </svg>
            </div>
          </Reveal>
          <Reveal delayMs={1650}>
            <ProfessionTiles />
            <p className="mt-6">
              <ViewDetailsLink
                to={paths.profession}
                label={t("home.professionDetails")}
              />
            </p>
          </Reveal>
          <Reveal delayMs={1800}>
            <ExpertContributorCta />
          </Reveal>
        </section>
      </InTurn>
    </RevealTimeline>
  );
}
