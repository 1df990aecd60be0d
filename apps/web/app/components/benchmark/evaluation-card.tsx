import type * as React from "react";

import { Section } from "@/components/page-header";
import { useT } from "@/i18n/i18n";

export type EvaluationFact = { term: string; detail: React.ReactNode };

/** The benchmark's evaluation card: a definition list of what was measured and how. */
export function EvaluationCard({
  facts,
  children,
  className,
  level,
}: {
  facts: readonly EvaluationFact[];
  children?: React.ReactNode;
  /** Replaces the section's own page margins (e.g. inside a two-column row). */
  className?: string;
  /** 3: a part of a larger section (a board page's "Method"). */
  level?: 2 | 3;
}) {
  const t = useT();
  return (
    <Section
      title={t("benchmark.evaluationCard")}
      id="evaluation-card"
      className={className}
      level={level}
    >
      {/* On a phone each term sits on top of its detail: 4 px between them, 12 px between facts. */}
      <dl className="grid gap-x-8 gap-y-1 rounded-xl border border-border p-4 sm:grid-cols-[max-content_1fr] sm:gap-y-3 sm:p-5 max-sm:[&>div:not(:first-child)>dt]:mt-2">
        {facts.map((fact) => (
          <div key={fact.term} className="contents">
            <dt className="font-semibold">{fact.term}</dt>
            <dd className="text-muted-foreground">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      {children}
    </Section>
  );
}

export function Notes({
  items,
  className,
  level,
}: {
  items: readonly React.ReactNode[];
  /** Replaces the section's own page margins (e.g. inside a two-column row). */
  className?: string;
  /** 3: a part of a larger section (a board page's "Method"). */
  level?: 2 | 3;
}) {
  const t = useT();
  return (
    <Section
      title={t("benchmark.notes")}
      id="notes"
      className={className}
      level={level}
    >
      <ul className="list-disc space-y-1.5 pl-6 text-muted-foreground">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}
