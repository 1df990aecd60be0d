// build-time/message-catalogs.ts: a language's compiled messages.
declare module "virtual:catalog/*" {
  import type { Messages } from "@lingui/core";

  export const messages: Messages;
}
