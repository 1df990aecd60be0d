import { Copy } from "lucide-react";

import { Section } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { site } from "@/config/site";
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

async function copyCitation() {
  try {
    await navigator.clipboard.writeText(paperBibtex);
    notify((toast) => toast.success("Citation copied to the clipboard"));
  } catch {
    notify((toast) =>
      toast.error(
        "Could not copy: select the citation above and copy it by hand",
      ),
    );
  }
}

export function Citation({ level }: { level?: 2 | 3 } = {}) {
  return (
    <Section title="Citation" id="citation" level={level}>
      <p className="mb-3 text-muted-foreground">
        If you use these results, please cite:
      </p>
      <pre
        className="overflow-x-auto rounded-lg border border-border bg-muted p-4 text-xs"
        tabIndex={0}
      >
        <code>{paperBibtex}</code>
      </pre>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={copyCitation}
      >
        <Copy aria-hidden className="size-4" />
        Copy citation (BibTeX)
      </Button>
    </Section>
  );
}
