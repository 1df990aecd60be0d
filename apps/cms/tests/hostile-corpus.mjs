// A generated corpus of hostile public queries: request shapes x attributes x operators x values. None of them may
// answer 5xx or show a private field; each answers 200 (a query Strapi understands) or 400 with its error body.

/** Where a condition sits in the query string; `{c}` is replaced by `[attribute path][operator]=value`. */
const SHAPES = [
  ['plain', 'filters{c}'],
  ['list form', 'filters[0]{c}'],
  ['second list item', 'filters[1]{c}'],
  ['inside $or', 'filters[$or][0]{c}'],
  ['list inside $or', 'filters[$or][0][0]{c}'],
  ['inside $and and $not', 'filters[$and][0][$not]{c}'],
  ['populate filter', 'populate[{rel}][filters]{c}'],
  ['populate list filter', 'populate[{rel}][filters][0]{c}'],
  ['populate $or filter', 'populate[{rel}][filters][$or][0]{c}'],
];

/** [endpoint, relation to populate, attribute paths (relative to the endpoint, then to the relation)] */
const TARGETS = [
  [
    '/api/scienceqas',
    'model',
    ['[score]', '[BoN]', '[evaluationDate]', '[id]', '[documentId]', '[createdAt]', '[model][name]', '[model][company][name]', '[model][pricingInput]', '[model][type]', '[nope]'],
    ['[name]', '[pricingInput]', '[type]', '[id]', '[company][name]', '[updatedAt]'],
  ],
  [
    '/api/models',
    'company',
    ['[name]', '[modelId]', '[type]', '[pricingOutput]', '[link]', '[company][name]', '[scienceqas][score]'],
    ['[name]', '[id]', '[models][name]'],
  ],
  ['/api/companies', 'models', ['[name]', '[models][scienceqas][timeCost]', '[publishedAt]'], ['[name]', '[pricingInput]']],
  ['/api/scienceqa-page', 'scienceQaRankImg', ['[scienceQaCount]', '[companiesCount]', '[id]'], ['[url]', '[size]', '[width]', '[name]', '[mime]']],
  [
    '/api/editions',
    'entries',
    ['[editionId]', '[released]', '[questionCount]', '[sources]', '[correctionReason]', '[board][slug]', '[board][fields][kind]', '[entries][values]', '[locale]'],
    ['[rank]', '[name]', '[values]', '[evaluationDate]'],
  ],
  ['/api/boards', 'fields', ['[slug]', '[track]', '[taskCount]', '[editions][editionId]', '[fields][key]'], ['[key]', '[lowerIsBetter]', '[kind]']],
  ['/api/change-records', 'nope', ['[kind]', '[oldValue]', '[at]', '[reason]'], ['[x]']],
];

const OPERATORS = [
  '', // implicit equality: filters[score]=1
  '[$eq]', '[$eqi]', '[$ne]', '[$nei]', '[$lt]', '[$lte]', '[$gt]', '[$gte]',
  '[$in]', '[$notIn]', '[$in][0]', '[$between]', '[$between][0]',
  '[$contains]', '[$notContains]', '[$containsi]', '[$notContainsi]',
  '[$startsWith]', '[$startsWithi]', '[$endsWith]', '[$endsWithi]',
  '[$null]', '[$notNull]', '[$not][$eq]', '[$foo]', '[$or]', '[0]',
];

const VALUES = ['1', 'abc', '2025-01-01', '', '%00', 'true', '-1e999', '1%27%20OR%201%3D1', '%E2%80%AE', '99999999999999999999'];

/** Fields no public answer may carry (admin users, tokens, audit columns). */
export const PRIVATE_FIELDS = ['password', 'resetPasswordToken', 'registrationToken', 'confirmationToken', 'createdBy', 'updatedBy', 'correctionReason'];

/** Every generated query, as [path and query string, description]; deterministic, no two alike. */
export function hostileCorpus() {
  const corpus = new Map();
  let n = 0;
  for (const [endpoint, relation, attributes, relatedAttributes] of TARGETS) {
    for (const [shapeName, shape] of SHAPES) {
      const onRelation = shape.startsWith('populate');
      for (const attribute of onRelation ? relatedAttributes : attributes) {
        for (const operator of OPERATORS) {
          const value = VALUES[n % VALUES.length];
          n += 1;
          const condition = `${attribute}${operator}=${value}`;
          const query = shape.replace('{rel}', relation).replace('{c}', condition);
          corpus.set(`${endpoint}?${query}`, `${shapeName}: ${attribute}${operator || ' (implicit $eq)'} = ${value}`);
        }
      }
    }
  }
  return [...corpus];
}
