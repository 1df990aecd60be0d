import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { HOLD_EARLY_SUBMIT } from "@/features/chat-demo/components/chat-composer";
import { ChatDemo } from "@/features/chat-demo/components/chat-demo";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";
import { useHydrated } from "@/lib/use-hydrated";

import type { Route } from "./+types/search";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["search"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("search.title"),
    description: t("search.description"),
  });
};

export default function SearchRoute() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="muted">{t("search.badge")}</Badge>}
        title={t("search.heading")}
      >
        <p>{t("search.intro")}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <ChatDemo />
      </div>
      {/* In the prerendered page only (once hydrated, the composer answers itself). */}
      {!hydrated && (
        <script dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMIT }} />
      )}
    </>
  );
}
