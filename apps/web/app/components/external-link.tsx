import { ExternalLink as ExternalIcon } from "lucide-react";
import type * as React from "react";

import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

/** A plain link to another site, opened in a new tab and announced as such. */
export function ExternalLink({
  href,
  children,
  className,
  tone = "primary",
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  /** A prop, not a className override: `cn` does not merge conflicting utilities. */
  tone?: "primary" | "muted";
}) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center gap-1 underline-offset-4 hover:underline",
        tone === "primary"
          ? "text-primary"
          : "text-muted-foreground hover:text-foreground",
        className,
      )}
    >
      {children}
      <ExternalIcon aria-hidden className="size-3.5" />
      <span className="sr-only">{t("site.opensInNewTab")}</span>
    </a>
  );
}
