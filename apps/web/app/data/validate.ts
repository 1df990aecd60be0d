import { z } from "zod";

import editionAliases from "./edition-aliases.json";
import { editionAliasesSchema } from "./schema";

/** Bundled files that are not boards: no sources or edition of their own. */
const otherFiles = [
  {
    file: "edition-aliases.json",
    data: editionAliases,
    schema: editionAliasesSchema,
  },
] as const;

/** Throws one error naming every bundled file that does not match its schema, and where. */
export function validateBundledData(): void {
  const problems = otherFiles.flatMap(({ file, data, schema }) => {
    const result = schema.safeParse(data);
    return result.success
      ? []
      : [`app/data/${file}:\n${z.prettifyError(result.error)}`];
  });
  if (problems.length > 0) {
    throw new Error(`Invalid bundled data:\n${problems.join("\n")}`);
  }
}
