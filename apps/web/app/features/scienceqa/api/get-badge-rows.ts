import { SCIENCE_QA } from "@evergreen/boards";
import * as z from "zod/mini";

import { boardFilePath } from "@/lib/data-api/urls";
import { createHttpClient } from "@/lib/http";

// The ScienceQA badges are built with the site from the data API's snapshot of the board; the picker offers
// that snapshot's entries, read from the same file (/data/scienceqa/latest.json) that a reader can download.

const badgeRowsSchema = z.object({
  rows: z.array(z.object({ rank: z.number(), model: z.string() })),
});

const sameOrigin = createHttpClient("");

/** The file's entries, or none when it is not the data API's board file. */
export function parseBadgeRows(
  data: unknown,
): { model: string; rank: number }[] {
  const parsed = badgeRowsSchema.safeParse(data);
  return parsed.success ? parsed.data.rows : [];
}

/** The snapshot's entries in published order; an unreadable file offers none (the picker is then not shown). */
export async function getScienceQaBadgeRows(): Promise<
  { model: string; rank: number }[]
> {
  const response = await sameOrigin.get(
    boardFilePath(SCIENCE_QA.slug, "latest"),
  );
  return parseBadgeRows(response.data);
}
