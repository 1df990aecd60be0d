// negotiator@1 ships no types (and @types/negotiator is not installed): what scripts/server/serve-web.mjs uses.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: IncomingMessage | { headers: Record<string, string | string[] | undefined> });
    /** The request's acceptable encodings among `available`, best first. */
    encodings(available?: string[], options?: { preferred?: string[] }): string[];
  }
}
