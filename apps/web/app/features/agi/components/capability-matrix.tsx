import { ArrowRight } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import {
  announcedSeriesHref,
  announcedSeriesOf,
  type AnnouncedSeries,
} from "@/data/announced-series";
import { capabilityMatrix } from "@/data/capabilities";
import { useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";

// One compact row on phones (name beside its label), a card from the sm breakpoint: both kinds of cell.
const comingSoonCell =
  "flex items-center justify-between gap-2 border-b border-dashed border-border py-1 text-sm text-muted-foreground sm:flex-col sm:items-start sm:justify-start sm:gap-1.5 sm:rounded-lg sm:border sm:p-3 sm:text-base";

/** A cell without a live board: its announced series (no results yet), or "coming soon". */
function AnnouncedOrComingSoon({
  name,
  series,
}: {
  name: string;
  series: AnnouncedSeries | undefined;
}) {
  const t = useT();
  const content = (
    <>
      <span>
        <span className="block font-medium">{name}</span>
        {series ? (
          <span className="hidden text-xs text-primary sm:block">
            {t("agi.announced", { series: series.name })}
          </span>
        ) : null}
      </span>
      <Badge variant="muted" className="shrink-0">
        {t("agi.comingSoon")}
      </Badge>
    </>
  );
  return series ? (
    <Link
      to={announcedSeriesHref(series)}
      className={`${comingSoonCell} hover:border-primary`}
    >
      {content}
    </Link>
  ) : (
    <div className={comingSoonCell}>{content}</div>
  );
}

/** A column's live capabilities first, then those coming soon, each group in the spec's order. */
const liveFirst = <T extends { href?: string }>(cells: readonly T[]) => [
  ...cells.filter((cell) => cell.href),
  ...cells.filter((cell) => !cell.href),
];

/**
 * The capability matrix; its texts are in the agi namespace (every page showing it loads it). In each column the
 * live benchmarks come first; on phones the coming-soon cells are a compact list of names (issue 37).
 */
export function CapabilityMatrix() {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {capabilityMatrix.map((column) => (
        <section
          key={column.titleKey}
          aria-label={t(column.titleKey)}
          className="rounded-xl border border-border bg-background p-4"
        >
          <h3 className="mb-3 font-semibold">{t(column.titleKey)}</h3>
          <ul className="space-y-1 sm:space-y-2">
            {liveFirst(column.capabilities).map((capability) => (
              <li key={capability.id}>
                {capability.href ? (
                  <Link
                    to={capability.href}
                    className="flex flex-col items-start gap-1.5 rounded-lg border border-blue-200 bg-accent p-3 hover:border-primary"
                  >
                    <span>
                      <span className="block font-medium">
                        {t(capability.nameKey)}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {capability.benchmark}
                      </span>
                    </span>
                    <Badge variant="agi">{t("agi.active")}</Badge>
                  </Link>
                ) : (
                  <AnnouncedOrComingSoon
                    name={t(capability.nameKey)}
                    series={announcedSeriesOf(capability.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function ViewDetailsLink({ to, label }: { to: string; label: string }) {
  const t = useT();
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
      aria-label={label}
    >
      {t("home.viewDetails")} <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
