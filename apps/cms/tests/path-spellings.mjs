// Every spelling a real client can send for one path (issue 33): letter case, percent-escapes (either hex case),
// doubled, dot and dot-dot segments, trailing slashes and dots. Strapi's router matches some of them (case, one
// trailing slash); other layers decode others. The guards must treat all of them as the path itself.

const hex = (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

const CASES = [
  ['as is', (segment) => segment],
  ['upper case', (segment) => segment.toUpperCase()],
  ['title case', (segment) => segment.charAt(0).toUpperCase() + segment.slice(1)],
  ['alternating case', (segment) => [...segment].map((char, i) => (i % 2 ? char.toUpperCase() : char)).join('')],
];

/** Whole-path spellings, from the path's segments (already in some case). */
const FORMS = [
  ['plain', (segments) => `/${segments.join('/')}`],
  ['first letter of each segment escaped', (segments) => `/${segments.map((s) => hex(s[0]) + s.slice(1)).join('/')}`],
  ['every letter escaped, upper-case hex', (segments) => `/${segments.map((s) => [...s].map((c) => hex(c).toUpperCase()).join('')).join('/')}`],
  ['last letter escaped, lower-case hex', (segments) => `/${segments.map((s) => s.slice(0, -1) + hex(s.slice(-1)).toLowerCase()).join('/')}`],
  ['leading double slash', (segments) => `//${segments.join('/')}`],
  ['every slash doubled', (segments) => `//${segments.join('//')}`],
  ['dot segments', (segments) => `/./${segments.join('/./')}`],
  ['dot-dot segment', (segments) => `/${segments[0]}/x/../${segments.slice(1).join('/')}`],
  ['trailing slash', (segments) => `/${segments.join('/')}/`],
  ['two trailing slashes', (segments) => `/${segments.join('/')}//`],
  ['trailing dot', (segments) => `/${segments.join('/')}.`],
  ['trailing escaped dot', (segments) => `/${segments.join('/')}%2e`],
  ['escaped slash', (segments) => `/${segments.join('%2F')}`],
];

/**
 * Every spelling of `path` (lower-case segments, no query) as [spelled path, description], the path itself first;
 * no two alike.
 */
export function pathSpellings(path) {
  const segments = path.split('/').filter(Boolean);
  const spellings = new Map();
  for (const [caseName, toCase] of CASES) {
    for (const [formName, form] of FORMS) {
      const spelled = form(segments.map(toCase));
      if (!spellings.has(spelled)) spellings.set(spelled, `${caseName}, ${formName}`);
    }
  }
  return [...spellings];
}

/** Spellings that Strapi's router sends to the same route as the path itself (case, one trailing slash). */
export const routedSpellings = (path) =>
  pathSpellings(path).filter(([, how]) => /, (plain|trailing slash)$/.test(how));

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
