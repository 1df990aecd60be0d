import { ArrowRight, FileText } from "lucide-react";

import { ExternalLink } from "@/components/external-link";
import { Reveal } from "@/components/layout/reveal";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/config/site";
import { useLocale, useT } from "@/i18n/i18n";
import { formatCount } from "@/lib/format";

import type { HeroFacts } from "../lib/hero-facts";

export const HERO_TITLE_DURATION_MS = 600;

/** The strip under the calls to action: what was measured, and where it can be checked. */
function FactStrip({ facts }: { facts: HeroFacts }) {
  const t = useT();
  const locale = useLocale();
  const counts = [
    { value: facts.models, label: t("home.factModels") },
    { value: facts.companies, label: t("home.factCompanies") },
    { value: facts.tasks, label: t("home.factTasks") },
  ].filter((count) => count.value > 0);
  return (
    <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border text-left sm:grid-cols-5">
      {counts.map(({ value, label }) => (
        <div key={label} className="bg-background px-4 py-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {formatCount(value, locale)}
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

export function Hero({ facts }: { facts: HeroFacts }) {
  const t = useT();
  return (
    <header className="mx-auto max-w-5xl px-4 pt-14 pb-8 text-center">
      <Reveal delayMs={300} durationMs={HERO_TITLE_DURATION_MS}>
        <p className="font-medium text-muted-foreground">{t("site.tagline")}</p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance md:text-5xl">
          {t("home.heroTitle")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
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
