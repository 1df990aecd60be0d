import { Section } from "@/components/page-header";
import { site } from "@/config/site";

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

export function Citation() {
  return (
    <Section title="Citation" id="citation">
      <p className="mb-3 text-muted-foreground">
        If you use these results, please cite:
      </p>
      <pre
        className="overflow-x-auto rounded-lg border border-border bg-muted p-4 text-xs"
        tabIndex={0}
      >
        <code>{paperBibtex}</code>
      </pre>
    </Section>
  );
}
