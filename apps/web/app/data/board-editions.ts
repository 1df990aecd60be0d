/** Named-import globs of one board folder (rows, source, retrieved, summary, summaryZh), joined per edition id. */
export function byEdition<Rows>(
  rowsOf: Record<string, Rows>,
  sourceOf: Record<string, string[]>,
  retrievedOf: Record<string, string>,
  summaryOf: Record<string, string | null> = {},
  summaryZhOf: Record<string, string | null> = {},
): Map<
  string,
  {
    rows: Rows;
    source: string[];
    retrieved: string;
    summary?: string | null;
    summaryZh?: string;
  }
> {
  return new Map(
    Object.entries(rowsOf).map(([file, rows]) => [
      /([^/]+)\.json$/.exec(file)?.[1] ?? file,
      {
        rows,
        source: sourceOf[file] ?? [],
        retrieved: retrievedOf[file] ?? "",
        summary: summaryOf[file],
        summaryZh: summaryZhOf[file] ?? undefined,
      },
    ]),
  );
}
