import { useLocation } from "react-router";

import { QueryProvider } from "@/components/query-provider";
import { BoardPage } from "@/features/board/components/board-page";
import { DraftPreview } from "@/features/preview/components/draft-preview";
import { previewTokenFromHash } from "@/features/preview/lib/preview-token";
import { translatorForMeta } from "@/i18n/i18n";
import { messagesData } from "@/i18n/loader";
import { localeOfPath } from "@/i18n/locales";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/preview";

// A board's or an edition's draft from the CMS ("Open preview" in the admin), drawn by the board page every board
// uses. Never prerendered (no `loader`: the static server answers /preview with the SPA shell, never cached, not
// indexed, framable by the CMS's admin only); the draft is fetched in the browser with the link's short-lived
// token. A draft may be of any board: the page brings every message of its language (virtual:catalog-all).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { messages } =
    localeOfPath(new URL(request.url).pathname) === "zh-CN"
      ? await import("virtual:catalog-all/zh-CN")
      : await import("virtual:catalog-all/en");
  return messagesData(messages);
}

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return [
    ...pageMeta({
      title: t("preview.title"),
      description: t("preview.description"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function PreviewRoute() {
  const token = previewTokenFromHash(useLocation().hash);
  return (
    <QueryProvider>
      <DraftPreview token={token}>
        {(page) => <BoardPage {...page} />}
      </DraftPreview>
    </QueryProvider>
  );
}
