import { PageHeader } from "@/components/page-header";
import { site } from "@/config/site";
import { SubmissionForm } from "@/features/submit/components/submission-form";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Submit your agent or model",
    description:
      "Submit an AI agent or model for evaluation on ScienceQA, DeepSearch, recruiting or marketing: you get a reference and a private link to follow its state.",
  });

export default function SubmitRoute() {
  return (
    <>
      <PageHeader title="Submit your agent or model">
        <p id="submit-intro">
          Tell us where to reach your agent or model and which benchmarks to
          run. You get a reference and a private link to follow the evaluation.
          All fields are required unless marked optional. Questions:{" "}
          {site.email}.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <SubmissionForm />
      </div>
    </>
  );
}
