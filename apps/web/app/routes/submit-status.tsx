import { PageHeader } from "@/components/page-header";
import { SubmissionStatus } from "@/features/submit/components/submission-status";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesData, pageMessagesFor } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/submit-status";

// The page's own messages, prerendered with it in the language of its path (decision 0016), but for the
// lookup's "Looking up…", which the prerendered page must not contain (lib/lookup-text.ts).
export async function loader({ request }: Route.LoaderArgs) {
  const messages = await pageMessagesFor(request, ["submit"]);
  return messagesData(
    Object.fromEntries(
      Object.entries(messages).filter(
        ([key]) => key !== "submit.statusLoading",
      ),
    ),
  );
}

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
      {/* The intro is in the prerendered page and larger than the no-token alert that JavaScript adds below it,
          so the page's largest paint is its first one (issue 13: the alert was the LCP, at hydration). */}
      <PageHeader title={t("submit.statusTitle")}>
        <p>{t("submit.statusDescription")}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <SubmissionStatus />
      </div>
    </>
  );
}
