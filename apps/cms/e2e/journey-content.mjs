// What the editors' journey (editors-journey.spec.mjs) publishes through the CMS's admin API (issue 12): new
// editions of two existing boards, a correction, a field added with editions giving it values, and two new boards.
// Made-up figures on a throwaway database.

export const deepSearch2601 = {
  editionId: '2026.01',
  released: '2026-01-20',
  questionCount: 100,
  sources: ['https://example.org/deepsearch-2601'],
  retrieved: '2026-01-21',
  provenance: 'DeepSearch 2601 (end-to-end journey)',
  entries: [
    { rank: 1, name: 'SuperGrok Expert', company: 'xAI', evaluationDate: '2026.01', values: { accuracy: '80+', cost_per_task: '~$0.08', time_per_task: '3-5 min' } },
    { rank: 2, name: 'ChatGPT-5-Pro', company: 'OpenAI', evaluationDate: '2026.01', values: { accuracy: '75+', cost_per_task: '~$0.085', time_per_task: '5-8 min' } },
    { rank: 3, name: 'Journey Agent', company: 'Journey Lab', evaluationDate: '2026.01', values: { accuracy: '45+', cost_per_task: 'Free', time_per_task: '2-3 min' } },
  ],
};

export const recruiting2602 = {
  editionId: '2026.02',
  released: '2026-02-10',
  questionCount: 50,
  sources: ['https://example.org/recruiting-2602'],
  retrieved: '2026-02-11',
  provenance: 'Recruiting 2602 (end-to-end journey)',
  entries: [
    { rank: 1, name: 'Perplexity-Search', company: 'Perplexity', values: { average: 81.2, company_mapping: 90.1, people_to_info: 80.4, info_to_people: 73.0 } },
    { rank: 2, name: 'o3', company: 'OpenAI', values: { average: 79.9, company_mapping: 93.0, people_to_info: 81.5, info_to_people: 65.2 } },
  ],
};

/** DeepSearch 2026.01 republished with one value changed, and why: the reason becomes part of the public record. */
export const correctionReason = 'Journey Agent re-graded after a grader fix (two answers were scored against the wrong reference).';
export const correctedDeepSearch = {
  ...deepSearch2601,
  entries: deepSearch2601.entries.map((entry) => (entry.name === 'Journey Agent' ? { ...entry, values: { ...entry.values, accuracy: '50+' } } : entry)),
};

// Issue 34 item 3 through the API: a field added to a board (key, label, unit, kind, description, lower is better)
// is a column of the page, of its CSV and of its data API file once a new edition publishes values for it; removed,
// it is gone from all three. Other keys than the fields the admin panel adds in the same journey.
export const apiFields = [
  {
    slug: 'deepsearch',
    route: '/agi/aisearch',
    field: { key: 'pages_read', label: 'Pages read', kind: 'number', unit: 'pages per task', description: 'How many web pages the product read per task.', lowerIsBetter: true },
    edition: {
      ...deepSearch2601,
      editionId: '2026.03',
      provenance: 'DeepSearch 2603 (end-to-end journey: a field added)',
      entries: deepSearch2601.entries.map((entry, index) => ({ ...entry, values: { ...entry.values, pages_read: 12 + index } })),
    },
  },
  {
    slug: 'recruiting',
    route: '/profession/hr',
    field: { key: 'outreach', label: 'Outreach', kind: 'score', unit: null, description: 'A made-up fourth task category.', lowerIsBetter: false },
    edition: {
      editionId: '2026.04',
      released: '2026-04-10',
      questionCount: 50,
      sources: ['https://example.org/recruiting-2604'],
      retrieved: '2026-04-11',
      provenance: 'Recruiting 2604 (end-to-end journey: a field added)',
      entries: [
        { rank: 1, name: 'Perplexity-Search', company: 'Perplexity', values: { average: 80.0, company_mapping: 90.0, people_to_info: 80.0, info_to_people: 70.0, outreach: 66.5 } },
      ],
    },
  },
];

// A profession the site has no page for.
export const salesBoard = {
  slug: 'sales',
  title: 'Sales',
  track: 'profession',
  category: 'sales',
  route: '/profession/sales',
  summary: 'Agents qualify leads and draft outreach for 20 made-up sales tasks.',
  taskCount: 20,
  sortField: 'win_rate',
  sortDirection: 'desc',
  tieRule: 'Equal win rates share a rank.',
  headlineField: 'win_rate',
  fields: [
    { key: 'win_rate', label: 'Win rate', kind: 'score', unit: 'score (0-100)', description: 'Share of the tasks the judge accepts.' },
    { key: 'accuracy', label: 'Lead accuracy', kind: 'band', unit: '%' },
    { key: 'cost', label: 'Cost/Task', kind: 'money', unit: 'USD per task', lowerIsBetter: true },
  ],
};
export const sales2603 = {
  editionId: '2026.03',
  released: '2026-03-05',
  questionCount: 20,
  sources: ['https://example.org/sales-2603'],
  retrieved: '2026-03-06',
  provenance: 'Sales 2603 (end-to-end journey)',
  entries: [
    { rank: 1, name: 'Closer Agent', company: 'Journey Lab', values: { win_rate: 64.5, accuracy: '60+', cost: '~$0.12' } },
    { rank: 2, name: 'o3', company: 'OpenAI', values: { win_rate: 58, accuracy: '55+', cost: null } },
  ],
};

// And a capability's board: the AGI track's matrix cell.
export const reasoningBoard = {
  slug: 'reasoning',
  title: 'Reasoning',
  track: 'agi',
  category: 'reasoning',
  route: '/agi/reasoning',
  sortField: 'score',
  sortDirection: 'desc',
  headlineField: 'score',
  fields: [{ key: 'score', label: 'Score', kind: 'score' }],
};
export const reasoning2603 = {
  editionId: '2026.03',
  sources: ['https://example.org/reasoning-2603'],
  entries: [{ rank: 1, name: 'Thinker', company: 'Journey Lab', values: { score: 71 } }],
};
