import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { ImportDemo } from "@/features/import-demo/components/import-demo";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Import Data (demo)",
    description:
      "Import Data demo: the sources a second brain could learn from, such as CSV files, APIs, web pages, documents and text. Nothing is uploaded.",
  });

export default function ImportRoute() {
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="muted">Demo</Badge>}
        title="Import Data"
      >
        <p>
          This is a demo. Choose a source to see how it would be connected;
          nothing you enter or pick is uploaded or saved.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <ImportDemo />
      </div>
    </>
  );
}
