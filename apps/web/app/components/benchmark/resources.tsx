import { Code2, Download } from "lucide-react";
import { Link } from "react-router";

import { ExternalLink } from "@/components/external-link";
import { Section } from "@/components/page-header";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

export function Downloads({ datasetName }: { datasetName: string }) {
  return (
    <Section title="Downloads" id="downloads">
      <ul className="space-y-2">
        <li className="flex items-center gap-2">
          <Download aria-hidden className="size-4 text-muted-foreground" />
          <ExternalLink href={site.links.datasets}>
            {datasetName} dataset (Hugging Face)
          </ExternalLink>
        </li>
        <li className="flex items-center gap-2">
          <Download aria-hidden className="size-4 text-muted-foreground" />
          <ExternalLink href={site.links.paperPdf}>
            Paper (PDF, arXiv 2506.13651)
          </ExternalLink>
        </li>
      </ul>
    </Section>
  );
}

export function OpenSource() {
  return (
    <Section title="Open Source" id="open-source">
      <p className="mb-2 text-muted-foreground">
        The evaluation code, prompts and grading scripts are public:
      </p>
      <p className="flex items-center gap-2">
        <Code2 aria-hidden className="size-4 text-muted-foreground" />
        <ExternalLink href={site.links.evalCode}>
          xbench-ai/xbench-evals on GitHub
        </ExternalLink>
      </p>
    </Section>
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
    <div className="mx-auto my-8 max-w-7xl px-4">
      <section
        aria-labelledby="submit"
        className="rounded-xl border border-border bg-accent px-4 py-6 sm:px-6 sm:py-8"
      >
        <h2 id="submit" className="text-2xl font-semibold">
          {title}
        </h2>
        <div className="mt-2 text-muted-foreground">{children}</div>
        <p className="mt-4">
          <Link
            to={paths.submit}
            className="font-medium text-primary underline"
          >
            Submit it through our form
          </Link>
          , or write to us at{" "}
          <a
            className="font-medium text-primary underline"
            href={`mailto:${site.email}`}
          >
            {site.email}
          </a>
        </p>
      </section>
    </div>
  );
}
