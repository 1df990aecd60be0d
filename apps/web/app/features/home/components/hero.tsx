import { ArrowRight, FileText } from "lucide-react";

import { ExternalLink } from "@/components/external-link";
import { Reveal } from "@/components/layout/reveal";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { agentPaths } from "@/config/agent-paths";
import { site } from "@/config/site";
import { useLocale, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { formatCount, MISSING } from "@/lib/format";

import type { HeroFacts } from "../lib/hero-facts";
import type { BenchmarkSummary } from "../lib/live-podium";

export const HERO_TITLE_DURATION_MS = 600;

/** The strip under the calls to action: what was measured, and where it can be checked. */
function FactStrip({ facts }: { facts: HeroFacts }) {
  const t = useT();
  const locale = useLocale();
  // The agents are /agents' (the same count it shows), and lead there.
  const counts = [
    {
      value: facts.agents,
      label: t("home.factModels"),
      href: agentPaths.agents,
    },
    { value: facts.companies, label: t("home.factCompanies") },
    { value: facts.tasks ?? 0, label: t("home.factTasks") },
  ].filter((count) => count.value > 0);
  return (
    <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border text-left sm:grid-cols-5">
      {counts.map(({ value, label, href }) => (
        <div key={label} className="bg-background px-4 py-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {href ? (
              <Link to={href} className="text-primary hover:underline">
                {formatCount(value, locale)}
              </Link>
            ) : (
              formatCount(value, locale)
            )}
          </dd>
        </div>
      ))}
      <div className="bg-background px-4 py-3">
        <dt className="text-xs text-muted-foreground">
          {t("home.factGrader")}
        </dt>
        <dd className="mt-1 text-sm font-medium">
          <ExternalLink href={site.links.evalCode}>GitHub</ExternalLink>
        </dd>
      </div>
      {facts.arxivId && (
        <div className="bg-background px-4 py-3 max-sm:col-span-2">
          <dt className="text-xs text-muted-foreground">
            {t("home.factPaper")}
          </dt>
          <dd className="mt-1 text-sm font-medium">
            <ExternalLink href={site.links.preprint}>
              arXiv:{facts.arxivId}
            </ExternalLink>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Each live board's current leader, in the first phone screen (issue 37): board · leader · score · date. A
 * first place shared by several entries says so.
 */
function LeaderStrip({ leaders }: { leaders: readonly BenchmarkSummary[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="current-leaders"
      className="mx-auto mt-5 max-w-4xl text-left md:mt-8"
    >
      <h2
        id="current-leaders"
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t("home.leadersTitle")}
      </h2>
      <ul className="mt-2 grid gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((board) => {
          const leader = board.places[0];
          return (
            <li key={board.href} className="bg-background px-3 py-1.5">
              <p className="flex items-baseline justify-between gap-3 text-xs text-muted-foreground">
                <Link
                  to={board.href}
                  className="truncate font-medium text-foreground hover:underline"
                >
                  {board.benchmark}
                </Link>
                <span className="shrink-0 tabular-nums">
                  {board.date ?? MISSING}
                </span>
              </p>
              {/* 6 px apart: the board's and the leader's links are small targets, and two small targets need
                  24 px between their centres (Lighthouse's target-size). */}
              <p className="mt-1.5 flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate">
                  {leader?.href ? (
                    <Link
                      to={leader.href}
                      className="font-medium text-primary hover:underline"
                    >
                      {leader.name}
                    </Link>
                  ) : (
                    <span className="font-medium">
                      {leader?.name ?? MISSING}
                    </span>
                  )}
                  {leader && leader.tiedWith > 0 && (
                    <span className="text-xs text-muted-foreground">
                      {t("home.tiedWith", { count: leader.tiedWith })}
                    </span>
                  )}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {leader?.score ?? MISSING}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The first screen: the spec's tagline and headline (at most two lines on a 375 px phone), then the current
 * leaders, then what the benchmark is, where to start and what was measured.
 */
export function Hero({
  facts,
  leaders,
}: {
  facts: HeroFacts;
  leaders: readonly BenchmarkSummary[];
}) {
  const t = useT();
  return (
    <header className="mx-auto max-w-5xl px-4 pt-5 pb-8 text-center md:pt-12">
      <Reveal delayMs={300} durationMs={HERO_TITLE_DURATION_MS}>
        <p className="text-sm font-medium text-muted-foreground md:text-base">
          {t("site.tagline")}
        </p>
        <h1 className="mt-2 text-[1.375rem] leading-tight font-bold tracking-tight text-balance sm:text-4xl md:mt-4 md:text-5xl">
          {t("home.heroTitle")}
        </h1>
        <LeaderStrip leaders={leaders} />
        <p className="mx-auto mt-8 max-w-2xl text-lg text-muted-foreground">
          {t("home.heroText", { product: site.product })}
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <a href="#first-wave" className={buttonVariants({ size: "lg" })}>
            {t("home.seeLeaderboards")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
          <a
            href={site.links.paperPdf}
            className={buttonVariants({ size: "lg", variant: "outline" })}
          >
            <FileText aria-hidden="true" className="size-4" />
            {t("home.readPaper")}
          </a>
        </div>
        {facts.updated && (
          <p className="mt-4 text-sm text-muted-foreground">
            {t("home.lastUpdated", { date: facts.updated })}
          </p>
        )}
        <FactStrip facts={facts} />
      </Reveal>
    </header>
  );
}

export function LiveBadge() {
  const t = useT();
  return (
    <Badge variant="live" className="gap-1.5">
      <span
        aria-hidden
        className="size-2 rounded-full bg-white motion-safe:animate-pulse"
      />
      {t("home.live")}
    </Badge>
  );
}
