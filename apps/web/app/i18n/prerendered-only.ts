import type { PageMessages } from "./loader";

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
