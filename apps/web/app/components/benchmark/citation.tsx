import { Copy } from "lucide-react";

import { Section } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { site } from "@/config/site";
import { useT, type Translate } from "@/i18n/i18n";
import { notify } from "@/lib/notify";

export const PAPER_TITLE =
  "xbench: Tracking Agents Productivity Scaling with Profession-Aligned Real-World Evaluations";

// Authors are left out on purpose: cite the arXiv record, which carries the authoritative list.
export const paperBibtex = `@misc{xbench2025,
  title         = {${PAPER_TITLE}},
  year          = {2025},
  eprint        = {2506.13651},
  archivePrefix = {arXiv},
  url           = {${site.links.preprint}}
}`;

async function copyCitation(t: Translate) {
  try {
    await navigator.clipboard.writeText(paperBibtex);
    notify((toast) => toast.success(t("benchmark.citationCopied")));
  } catch {
    notify((toast) => toast.error(t("benchmark.citationCopyFailed")));
  }
}

export function Citation({ level }: { level?: 2 | 3 } = {}) {
  const t = useT();
  return (
    <Section title={t("benchmark.citation")} id="citation" level={level}>
      <p className="mb-3 text-muted-foreground">{t("benchmark.citeIntro")}</p>
      {/* Wrapped, not scrolled sideways: readable in a third of the page (the copy button copies it as is). */}
      <pre className="rounded-lg border border-border bg-muted p-3 text-xs leading-5 break-words whitespace-pre-wrap">
        <code>{paperBibtex}</code>
      </pre>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => void copyCitation(t)}
      >
        <Copy aria-hidden className="size-4" />
        {t("benchmark.copyCitation")}
      </Button>
    </Section>
  );
}
