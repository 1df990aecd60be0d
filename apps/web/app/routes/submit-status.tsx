import { PageHeader } from "@/components/page-header";
import { SubmissionStatus } from "@/features/submit/components/submission-status";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/submit-status";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["submit"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return [
    ...pageMeta({
      title: t("submit.statusTitle"),
      description: t("submit.statusDescription"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SubmitStatusRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("submit.statusTitle")} />
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <SubmissionStatus />
      </div>
    </>
  );
}
