import type { Messages } from "@lingui/core";

import type { Namespace } from "./namespaces";

/** What a page's loader gives the language layout: the page's own messages (app/i18n/namespaces.ts). */
export type PageMessages = { messages: Messages };

/**
 * A route's loader that gives its page the messages of these namespaces, in the language of its path.
 * Runs at build time only (prerender), like every loader of this static site.
 */
export const messagesLoader =
  (namespaces: readonly Namespace[]) =>
  async ({ request }: { request: Request }): Promise<PageMessages> => {
    const { pageMessages } = await import("../../build-time/page-messages");
    return { messages: pageMessages(request.url, namespaces) };
  };

/** The page messages in a route match's loader data, if it has any. */
export function messagesOf(loaderData: unknown): Messages | undefined {
  if (
    typeof loaderData === "object" &&
    loaderData !== null &&
    "messages" in loaderData &&
    typeof loaderData.messages === "object" &&
    loaderData.messages !== null
  ) {
    const { messages } = loaderData;
    return Object.fromEntries(Object.entries(messages));
  }
  return undefined;
}

/**
 * A route's clientLoader for a route whose paths are only partly prerendered (an edition or profession id
 * the site does not have, a placeholder profession): the prerendered page's messages, or none where the
 * path has no prerendered data (its `.data` file is missing), so the page falls back to what the common
 * namespaces say (the 404 page, the placeholders) instead of failing.
 */
export async function messagesIfPrerendered({
  serverLoader,
}: {
  serverLoader: () => Promise<PageMessages>;
}): Promise<PageMessages> {
  try {
    return await serverLoader();
  } catch {
    return { messages: {} };
  }
}
