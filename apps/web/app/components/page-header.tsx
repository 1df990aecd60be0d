import type * as React from "react";

import { cn } from "@/lib/utils";

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="mx-auto max-w-7xl px-4 pt-8 pb-4">
      {eyebrow && <div className="mb-3">{eyebrow}</div>}
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {children && (
        <div className="mt-4 max-w-3xl text-muted-foreground md:text-lg">
          {children}
        </div>
      )}
    </header>
  );
}

/** A page section's outer box: on the content grid, with the page's vertical rhythm. */
export const sectionClass = "mx-auto max-w-7xl px-4 py-6";

/**
 * A section's heading in the page's type scale: h2, or h3 for a part of a larger section. `spaced: false` when
 * something shares its row (DeepSearch's edition tabs) and the row keeps the space below.
 */
export function SectionHeading({
  id,
  level = 2,
  spaced = true,
  children,
}: {
  id: string;
  level?: 2 | 3;
  spaced?: boolean;
  children: React.ReactNode;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <Heading
      id={id}
      className={cn(
        spaced && (level === 3 ? "mb-2" : "mb-4"),
        level === 3
          ? "text-lg font-semibold"
          : "text-2xl font-semibold tracking-tight",
      )}
    >
      {children}
    </Heading>
  );
}

export function Section({
  title,
  id,
  children,
  className,
  level = 2,
}: {
  title: React.ReactNode;
  id: string;
  children: React.ReactNode;
  className?: string;
  /** 3: a part of a larger section (e.g. "Use this data"), drawn smaller and without the page margins. */
  level?: 2 | 3;
}) {
  return (
    <section
      aria-labelledby={id}
      className={className ?? (level === 3 ? undefined : sectionClass)}
    >
      <SectionHeading id={id} level={level}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}
