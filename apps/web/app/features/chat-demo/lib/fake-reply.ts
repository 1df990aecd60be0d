import type { Translate } from "@/i18n/i18n";

/** The demo has no search index: every answer is written in the browser from the question, in the page's language. */
export function fakeReply(question: string, t: Translate): string {
  return t("search.reply", { question: question.trim() });
}
