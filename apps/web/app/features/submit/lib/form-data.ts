/** A form's fields as the server reads a form post: repeated names (the benchmarks) become lists. */
export function formFields(data: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value !== "string") continue;
    const seen = fields[name];
    if (seen === undefined)
      fields[name] = name === "benchmarks" ? [value] : value;
    else fields[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}
