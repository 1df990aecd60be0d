import { queryOptions } from "@tanstack/react-query";

import { http, isHttpError } from "@/lib/http";

import {
  draftAnswerSchema,
  draftBoardPage,
  type DraftOutcome,
} from "../lib/draft-board";

/** What a preview link leads to: the draft's page (or its problems), or why the CMS gave no draft. */
export type PreviewOutcome =
  | DraftOutcome
  /** 401: the link's 30 minutes are over. 403: not a link the CMS made. 404: the draft is gone. */
  | { kind: "expired" | "invalid" | "gone" }
  | { kind: "unreadable" };

const REFUSALS = { 401: "expired", 403: "invalid", 404: "gone" } as const;
const refusalOf = (status: number | undefined) =>
  Object.entries(REFUSALS).find(([code]) => Number(code) === status)?.[1];

/**
 * The draft the link's token names (POST, so the token stays out of URLs and logs and no cache keeps the answer).
 * The CMS's refusals are outcomes; an unreachable CMS throws, so the query retries.
 */
export async function getDraftPreview(token: string): Promise<PreviewOutcome> {
  try {
    const response = await http.post("/api/previews", { token });
    const parsed = draftAnswerSchema.safeParse(response.data);
    return parsed.success
      ? draftBoardPage(parsed.data.data)
      : { kind: "unreadable" };
  } catch (error) {
    const refusal = isHttpError(error) ? refusalOf(error.status) : undefined;
    if (refusal) return { kind: refusal };
    throw error;
  }
}

export const draftPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["draft-preview", token],
    queryFn: () => getDraftPreview(token),
    // A draft is looked at now and never kept: each visit asks the CMS again.
    staleTime: 0,
    gcTime: 0,
  });
