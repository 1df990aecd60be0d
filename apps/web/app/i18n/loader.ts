import type { Messages } from "@lingui/core";

import type { Namespace } from "./namespaces";

/**
 * What a page's loader gives the language layout: the page's own messages (app/i18n/namespaces.ts), as JSON
 * text. React Router embeds loader data in the page as a flattened stream that the browser decodes value by
 * value before hydrating: with a catalog of a few hundred compiled messages, 27 ms per load at CPU x4 on
 * /agi/aisearch; with one string, 4.7 ms, and JSON.parse reads the text in well under a millisecond
 * (decision 0015).
 */
export type PageMessages = { messages: string };

/** The compiled messages of these namespaces in the language of the request's path (build time only). */
export async function pageMessagesFor(
  request: Request,
  /** The page's namespaces; a board's page adds its slug's (its own texts, keyed by slug: board-texts.ts). */
  namespaces: readonly (Namespace | (string & {}))[],
): Promise<Messages> {
  const { pageMessages } = await import("./page-messages");
  return pageMessages(request.url, namespaces);
}

/** A page's messages as its loader data carries them. */
export const messagesData = (messages: Messages): PageMessages => ({
  messages: JSON.stringify(messages),
});

/**
 * A route's loader that gives its page the messages of these namespaces, in the language of its path.
 * Runs at build time only (prerender), like every loader of this static site.
 */
export const messagesLoader =
  (namespaces: readonly Namespace[]) =>
  async ({ request }: { request: Request }): Promise<PageMessages> =>
    messagesData(await pageMessagesFor(request, namespaces));

const parsedMessages = new Map<string, Messages | undefined>();

/** The page messages in a route match's loader data, if it has any (read once per page). */
export function messagesOf(loaderData: unknown): Messages | undefined {
  if (
    typeof loaderData !== "object" ||
    loaderData === null ||
    !("messages" in loaderData) ||
    typeof loaderData.messages !== "string"
  ) {
    return undefined;
  }
  const text = loaderData.messages;
  if (!parsedMessages.has(text)) {
    // The layout and each meta function ask for the same page's messages; one page at a time is kept.
    parsedMessages.clear();
    parsedMessages.set(text, parseMessages(text));
  }
  return parsedMessages.get(text);
}

function parseMessages(text: string): Messages | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value))
      : undefined;
  } catch {
    return undefined;
  }
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
    return messagesData({});
  }
}
