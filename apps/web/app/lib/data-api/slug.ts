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

/** FNV-1a (32 bits) over UTF-16 code units, so that lone surrogates count (UTF-8 would turn each into U+FFFD). */
function nameHash(name: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The page of an agent name the identity table does not list. A name that already is a slug keeps it ("o3"),
 * unless a listed agent has that slug; any other name gets its slug, "--" and a hash of its NFC form ("Doubao 2"
 * -> "doubao-2--…", "豆包" -> "entry--…"): "Doubao 2", "doubao 2!" and "豆包" must not share a page the table never
 * joined. No slug of a name has "--", so a hashed slug never meets a plain one or a listed one. No
 * transliteration table is small enough for the pages' bundle.
 */
export function unlistedAgentSlug(
  name: string,
  isListed: (slug: string) => boolean,
): string {
  const slug = toSlug(name);
  return slug === name && !isListed(slug)
    ? slug
    : `${slug}--${nameHash(name.normalize("NFC"))}`;
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
