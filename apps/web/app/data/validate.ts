import { z } from "zod";

import editionAliases from "./edition-aliases.json";
import marketingTasks from "./marketing-tasks.json";
import recruitingTasks from "./recruiting-tasks.json";
import {
  editionAliasesSchema,
  marketingTasksSchema,
  recruitingTasksSchema,
} from "./schema";

/**
 * Every bundled JSON file that is not a board edition, with the schema it must satisfy (the board
 * editions are read and checked from their folder by build-time/board-files.ts).
 */
export const bundledFiles = [
  {
    file: "recruiting-tasks.json",
    data: recruitingTasks,
    schema: recruitingTasksSchema,
  },
  {
    file: "marketing-tasks.json",
    data: marketingTasks,
    schema: marketingTasksSchema,
  },
] as const;

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
  const problems = [...bundledFiles, ...otherFiles].flatMap(
    ({ file, data, schema }) => {
      const result = schema.safeParse(data);
      return result.success
        ? []
        : [`app/data/${file}:\n${z.prettifyError(result.error)}`];
    },
  );
  if (problems.length > 0) {
    throw new Error(`Invalid bundled data:\n${problems.join("\n")}`);
  }
}
