import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { LoadingView } from "@/components/layout/loading-screen";
import { PageHeader } from "@/components/page-header";
import { useT, type MessageKey } from "@/i18n/i18n";

import {
  draftPreviewQueryOptions,
  type PreviewOutcome,
} from "../api/get-draft-preview";
import type { DraftBoardPage } from "../lib/draft-board";

type Refusal = Exclude<PreviewOutcome, { kind: "page" | "problems" }>["kind"];

/** What the page says when it shows no draft: its heading and its text. */
const REFUSAL_TEXTS: Record<
  Refusal | "no-token" | "unreachable",
  { title: MessageKey; text: MessageKey }
> = {
  "no-token": { title: "preview.noTokenTitle", text: "preview.noToken" },
  expired: { title: "preview.expiredTitle", text: "preview.expired" },
  invalid: { title: "preview.invalidTitle", text: "preview.invalid" },
  gone: { title: "preview.goneTitle", text: "preview.gone" },
  unreadable: {
    title: "preview.unreachableTitle",
    text: "preview.unreadable",
  },
  unreachable: {
    title: "preview.unreachableTitle",
    text: "preview.unreachable",
  },
};

/** The page when it shows no draft: the reason, in the page's language, and what to do. */
function NoDraft({
  reason,
  problems,
}: {
  reason: keyof typeof REFUSAL_TEXTS | "problems";
  problems?: readonly string[];
}) {
  const t = useT();
  const texts =
    reason === "problems"
      ? ({ title: "preview.problemsTitle", text: "preview.problems" } as const)
      : REFUSAL_TEXTS[reason];
  return (
    <>
      <PageHeader title={t("preview.title")} />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <div
          role="alert"
          className="max-w-2xl rounded-md border-2 border-red-700 p-4"
        >
          <h2 className="font-semibold">{t(texts.title)}</h2>
          <p className="mt-2">{t(texts.text)}</p>
          {problems && problems.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 font-mono text-sm break-words">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** Says, above the page, that what follows is a draft nobody else sees. */
export function PreviewBanner() {
  const t = useT();
  return (
    <aside
      aria-label={t("preview.banner")}
      className="border-b-2 border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-3">
        <p className="font-semibold">{t("preview.banner")}</p>
        <p className="text-sm">{t("preview.bannerText")}</p>
      </div>
    </aside>
  );
}

function LoadedDraft({
  token,
  children,
}: {
  token: string;
  children: (page: DraftBoardPage) => ReactNode;
}) {
  const t = useT();
  const draft = useQuery(draftPreviewQueryOptions(token));
  if (draft.isPending)
    return <LoadingView fullPage text={t("preview.loading")} />;
  if (draft.isError) return <NoDraft reason="unreachable" />;
  const outcome = draft.data;
  if (outcome.kind === "problems")
    return <NoDraft reason="problems" problems={outcome.problems} />;
  if (outcome.kind !== "page") return <NoDraft reason={outcome.kind} />;
  return (
    <>
      <PreviewBanner />
      {children(outcome.page)}
    </>
  );
}

/**
 * A preview link's draft, drawn by `children` (the board page) under the preview banner; without a token, or when
 * the CMS refuses it, what happened and what to do.
 */
export function DraftPreview({
  token,
  children,
}: {
  token: string | null;
  children: (page: DraftBoardPage) => ReactNode;
}) {
  if (!token) return <NoDraft reason="no-token" />;
  return <LoadedDraft token={token}>{children}</LoadedDraft>;
}
