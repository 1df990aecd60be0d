// fresh@2 ships no types (and @types/fresh is not installed): the one call scripts/server/serve-web.mjs makes.
declare module "fresh" {
  /** True when the response described by `responseHeaders` is fresh for the request's conditional headers. */
  export default function fresh(
    requestHeaders: Record<string, string | string[] | undefined>,
    responseHeaders: Record<string, string | undefined>,
  ): boolean;
}
