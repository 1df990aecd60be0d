import { compileMessage } from "@lingui/message-utils/compileMessage";

// Compiling happens at build time (the layouts' virtual catalogs, the pages' prerendered messages) and in
// tests: the browser gets ready-made messages and no ICU parser (decision 0016).

/** A catalog's messages compiled for @lingui/core (`i18n._` formats them without a parser). */
export function compileCatalog(source: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => [
      key,
      compileMessage(message),
    ]),
  );
}
