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

/** A name in plain ASCII (letters, digits, spaces and `-._()+/&:,'`): its slug says what it is, nothing is lost. */
const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9 \-._()+/&:,']*$/;

/**
 * The page of an agent name the identity table does not list. A plain ASCII name keeps its readable slug
 * ("Gemini3-Pro-Preview" -> "gemini3-pro-preview"; "GPT 5" and "gpt-5" are one name spelled two ways, and the table
 * can tell them apart by listing one) unless a listed agent has that slug. Any other name gets its slug, "--" and a
 * hash of its NFC form ("豆包" -> "entry--…", "Café 🚀" -> "cafe--…"), so names that only differ in what a slug
 * cannot show never share a page the table never joined. No slug of a name has "--", so a hashed slug never meets a
 * plain one or a listed one. No transliteration table is small enough for the pages' bundle.
 */
export function unlistedAgentSlug(
  name: string,
  isListed: (slug: string) => boolean,
): string {
  const slug = toSlug(name);
  return PLAIN_NAME.test(name) && !isListed(slug)
    ? slug
    : `${slug}--${nameHash(name.normalize("NFC"))}`;
}

/** True when two unlisted names are one name spelled two ways, so share a page: plain ASCII with one slug. */
export const sameUnlistedName = (a: string, b: string): boolean =>
  PLAIN_NAME.test(a) && PLAIN_NAME.test(b) && toSlug(a) === toSlug(b);

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
