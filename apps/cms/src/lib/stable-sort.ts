// Equal scores (ranks 4 and 5 of the board share 50.4) would otherwise come back in whatever order the database
// picks, which differs between SQLite and PostgreSQL and between pages. Appending `id:asc` makes ties follow entry
// order, and the seed creates entries in the published rank order.
export function withIdTieBreak(sort: unknown): unknown {
  const mentionsId = (term: unknown) => typeof term === 'string' && /^id(:|$)/i.test(term.trim());
  if (typeof sort === 'string') {
    const terms = sort.split(',');
    return terms.some(mentionsId) ? sort : [...terms.map((t) => t.trim()), 'id:asc'];
  }
  if (Array.isArray(sort)) {
    return sort.some(mentionsId) ? sort : [...sort, 'id:asc'];
  }
  return sort;
}
