import { PageHeader } from "@/components/page-header";
import { site } from "@/config/site";
import { SubmissionForm } from "@/features/submit/components/submission-form";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/submit";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["submit"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("submit.title"),
    description: t("submit.description"),
  });
};

export default function SubmitRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("submit.title")}>
        <p id="submit-intro">{t("submit.intro", { email: site.email })}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <SubmissionForm />
      </div>
    </>
  );
}
