import type * as React from "react";

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
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section
      aria-labelledby={id}
      className={
        className ?? (level === 3 ? undefined : "mx-auto max-w-7xl px-4 py-6")
      }
    >
      <Heading
        id={id}
        className={
          level === 3
            ? "mb-2 text-lg font-semibold"
            : "mb-4 text-2xl font-semibold tracking-tight"
        }
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
