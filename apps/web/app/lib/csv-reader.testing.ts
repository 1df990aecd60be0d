// A minimal RFC 4180 reader for tests (the CSV unit test and the download e2e spec); not shipped.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      rows.at(-1)!.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      rows.at(-1)!.push(field);
      field = "";
      rows.push([]);
      i++;
    } else field += char;
  }
  rows.at(-1)!.push(field);
  return rows;
}
