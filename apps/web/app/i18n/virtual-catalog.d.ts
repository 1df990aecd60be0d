// build-time/message-catalogs.ts: a language's compiled messages.
declare module "virtual:catalog/*" {
  import type { Messages } from "@lingui/core";

  export const messages: Messages;
}

// build-time/message-catalogs.ts: every message of a language (the /preview page only).
declare module "virtual:catalog-all/*" {
  import type { Messages } from "@lingui/core";

  export const messages: Messages;
}
