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
    <header className="mx-auto max-w-7xl px-4 pt-12 pb-8">
      {eyebrow && <div className="mb-3">{eyebrow}</div>}
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {children && (
        <div className="mt-4 max-w-3xl text-lg text-muted-foreground">
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
}: {
  title: React.ReactNode;
  id: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={className ?? "mx-auto max-w-7xl px-4 py-8"}
    >
      <h2 id={id} className="mb-4 text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
