/**
 * The URL-safe name of a leaderboard entry: "GPT-5 (high)" -> "gpt-5-high". Accents are dropped,
 * every other run of characters outside [a-z0-9] becomes one '-', and a name with nothing left
 * becomes "entry". Pure, so a slug only changes when the published name does.
 */
export function toSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "entry";
}

/**
 * One slug per name, in order, unique within the list: a repeat gets "-2", "-3", ... (skipping any
 * suffix another name already produces), so the first entry keeps the plain slug.
 */
export function uniqueSlugs(names: readonly string[]): string[] {
  const plain = names.map(toSlug);
  const taken = new Set<string>();
  return plain.map((slug) => {
    let candidate = slug;
    for (
      let n = 2;
      taken.has(candidate) || (candidate !== slug && plain.includes(candidate));
      n++
    ) {
      candidate = `${slug}-${n}`;
    }
    taken.add(candidate);
    return candidate;
  });
}
