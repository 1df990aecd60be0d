import { z } from "zod";

import deepSearch202505 from "./deepsearch-2025-05.json";
import deepSearch202510 from "./deepsearch-2025-10.json";
import editionAliases from "./edition-aliases.json";
import marketingTasks from "./marketing-tasks.json";
import marketing from "./marketing.json";
import recruitingTasks from "./recruiting-tasks.json";
import recruiting from "./recruiting.json";
import {
  deepSearchCurrentSchema,
  deepSearchPreviousSchema,
  editionAliasesSchema,
  marketingBoardSchema,
  marketingTasksSchema,
  recruitingBoardSchema,
  recruitingTasksSchema,
} from "./schema";

/** Every bundled JSON file with the schema it must satisfy. */
export const bundledFiles = [
  {
    file: "deepsearch-2025-10.json",
    data: deepSearch202510,
    schema: deepSearchCurrentSchema,
  },
  {
    file: "deepsearch-2025-05.json",
    data: deepSearch202505,
    schema: deepSearchPreviousSchema,
  },
  { file: "recruiting.json", data: recruiting, schema: recruitingBoardSchema },
  { file: "marketing.json", data: marketing, schema: marketingBoardSchema },
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
