import { Code2, Download } from "lucide-react";

import { ExternalLink } from "@/components/external-link";
import { Section } from "@/components/page-header";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { Msg } from "@/i18n/msg";

import { BADGE_SLOT_ID } from "./badge-slot";
import { Citation } from "./citation";

type Part = { level?: 2 | 3 };

export function Downloads({
  datasetName,
  level,
}: { datasetName: string } & Part) {
  const t = useT();
  return (
    <Section title={t("benchmark.downloads")} id="downloads" level={level}>
      <ul className="space-y-2">
        <li className="flex items-center gap-2">
          <Download aria-hidden className="size-4 text-muted-foreground" />
          <ExternalLink href={site.links.datasets}>
            {t("benchmark.dataset", { dataset: datasetName })}
          </ExternalLink>
        </li>
        <li className="flex items-center gap-2">
          <Download aria-hidden className="size-4 text-muted-foreground" />
          <ExternalLink href={site.links.paperPdf}>
            {t("benchmark.paperPdf")}
          </ExternalLink>
        </li>
      </ul>
    </Section>
  );
}

export function OpenSource({ level }: Part = {}) {
  const t = useT();
  return (
    <Section title={t("benchmark.openSource")} id="open-source" level={level}>
      <p className="mb-2 text-muted-foreground">
        {t("benchmark.openSourceIntro")}
      </p>
      <p className="flex items-center gap-2">
        <Code2 aria-hidden className="size-4 text-muted-foreground" />
        <ExternalLink href={site.links.evalCode}>
          {t("benchmark.evalCode")}
        </ExternalLink>
      </p>
    </Section>
  );
}

/** Where the bundled boards can be fetched as JSON by a program. */
export function DataApi() {
  const t = useT();
  return (
    <Section title={t("benchmark.dataApi")} id="data-api" level={3}>
      <p className="mb-2 text-muted-foreground">
        {t("benchmark.dataApiIntro")}
      </p>
      <ul className="space-y-1">
        <li>
          <a
            href="/data/index.json"
            className="text-primary underline-offset-4 hover:underline"
          >
            /data/index.json
          </a>
        </li>
        <li>
          <a
            href={paths.feed}
            type="application/atom+xml"
            className="text-primary underline-offset-4 hover:underline"
          >
            {t("benchmark.feed")}
          </a>
        </li>
      </ul>
    </Section>
  );
}

/**
 * Downloads, data API, badge and citation (issue 17), the parts of a board page's "Data & cite" group (issue 37).
 * The board's agents and badge picker (loaded after hydration) appear in its slot.
 */
export function UseThisDataParts({
  datasetName,
  openSource = true,
  agentsInSlot = true,
  citation = true,
}: {
  /** The Hugging Face dataset to offer, when the board has a public one. */
  datasetName?: string;
  openSource?: boolean;
  /** false when the slot gets the badge picker only (the board's agents are under its table). */
  agentsInSlot?: boolean;
  /** false on a board whose figures come from another paper than xbench's (the citation is xbench's). */
  citation?: boolean;
}) {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-3 md:gap-8">
        {datasetName && <Downloads datasetName={datasetName} level={3} />}
        {openSource && <OpenSource level={3} />}
        <DataApi />
      </div>
      {/* From 1024 px the board's agents, the badge picker (both filled in after hydration) and the
          citation share a row of three (app.css, use-data-*); the citation's place does not depend on
          the slot being filled yet, so nothing moves. */}
      <div className="use-data-extras">
        {/* Utilities, not app.css: they must win over the parts' own top margins. */}
        <div
          id={BADGE_SLOT_ID}
          className="min-w-0 empty:hidden lg:contents [&>*]:min-w-0 lg:[&>*]:mt-0 lg:[&>*]:self-start [&>*:first-child]:mt-0"
        />
        {citation ? (
          <div
            className={
              agentsInSlot ? "use-data-citation" : "use-data-citation-wide"
            }
          >
            <Citation level={3} />
          </div>
        ) : null}
      </div>
    </>
  );
}

export function SubmitContact({
  title,
  children,
}: {
  title: string;
  children: React.ReactNode;
}) {
  // On the content grid: the same outer width and side padding as every section above it.
  return (
    <div className="mx-auto my-6 max-w-7xl px-4">
      <section
        aria-labelledby="submit"
        className="rounded-xl border border-border bg-accent px-4 py-5 sm:px-6"
      >
        <h2 id="submit" className="text-2xl font-semibold">
          {title}
        </h2>
        <div className="mt-2 text-muted-foreground">{children}</div>
        <p className="mt-3">
          <Msg
            id="benchmark.submitLinks"
            values={{ email: site.email }}
            components={{
              0: (
                <Link
                  to={paths.submit}
                  className="font-medium text-primary underline"
                />
              ),
              1: (
                <a
                  className="font-medium text-primary underline"
                  href={`mailto:${site.email}`}
                >
                  {/* the message's text */}
                  {null}
                </a>
              ),
            }}
          />
        </p>
      </section>
    </div>
  );
}
