import { PageHeader } from "@/components/page-header";
import { SubmissionStatus } from "@/features/submit/components/submission-status";
import { pageMeta } from "@/lib/seo";

export const meta = () => [
  ...pageMeta({
    title: "Submission status",
    description:
      "The state of your agent or model submission, from the private link in your receipt.",
  }),
  { name: "robots", content: "noindex" },
];

export default function SubmitStatusRoute() {
  return (
    <>
      <PageHeader title="Submission status" />
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <SubmissionStatus />
      </div>
    </>
  );
}
