import type { Core } from '@strapi/strapi';

/** A field's label in the edit view and list, and the one line of help under its input. */
export interface FieldText {
  label: string;
  description: string;
}

/**
 * Every content type's and component's fields as editors read them in the admin (issue 35 item 9): a readable label
 * and one line of help per field, instead of raw keys (`sortField`, `companyBasis`). Applied to the content manager's
 * view configuration on every start (applyEditViewTexts); tests/lib.test.mjs checks that every attribute has both.
 */
export const EDIT_VIEW_TEXTS: Record<string, Record<string, FieldText>> = {
  'api::board.board': {
    slug: { label: 'Short name', description: 'The board in addresses and files: lowercase letters, digits and hyphens, like babyvision. Never change it once published.' },
    title: { label: 'Title', description: "The board's name on its page, in the menu and on Home (write the Chinese title in the zh-CN locale)." },
    track: { label: 'Track', description: 'agi: a capability of the /agi matrix; profession: a tile of /profession.' },
    category: { label: 'Capability or profession', description: "The matrix cell (agi) or profession tile the board fills; the list follows the track." },
    route: { label: 'Page address', description: 'Where its page lives: /agi/<short name> for an agi board, /profession/<profession> for a profession board.' },
    summary: { label: 'Summary', description: 'One or two sentences on what the board measures, shown at the top of its page.' },
    taskCount: { label: 'Number of tasks', description: 'How many tasks or questions the benchmark has (leave empty if each edition says).' },
    position: { label: 'Place in lists', description: 'Where the board is listed in menus, /agi and Home: lower first (empty: after the numbered ones).' },
    sortField: { label: 'Ranked by', description: 'The field the table is sorted by, from the fields below.' },
    sortDirection: { label: 'Order', description: 'desc: the highest value ranks first; asc: the lowest ranks first (a cost, a time).' },
    tieRule: { label: 'Ties', description: 'How equal values are ranked, as the page explains it (leave empty when ties share a rank).' },
    headlineField: { label: 'Headline figure', description: 'The field shown as the board\'s figure on Home, the matrix and agent pages.' },
    fields: { label: 'Fields (table columns)', description: "One per column of the board's table; each entry of an edition has one value per field." },
    tasks: { label: 'Tasks', description: "The board's task list for its task table section (JSON, as the paper lists them); leave empty for none." },
    sections: { label: 'Page sections', description: "What the board's page shows besides its table, in this order: charts, comparison, tasks, downloads." },
    editions: { label: 'Editions', description: "The board's releases; its page appears with its first published edition." },
  },
  'api::edition.edition': {
    board: { label: 'Board', description: 'The board this edition belongs to: its fields become the inputs of each entry below.' },
    editionId: { label: 'Edition', description: 'Year and month of the release, like 2026.01 (unique per board).' },
    released: { label: 'Released on', description: 'The day the results were released, as 2026-01-10.' },
    questionCount: { label: 'Number of questions', description: 'How many questions this edition was run on (leave empty if the board says).' },
    sources: { label: 'Sources', description: 'Where the figures come from, at least one: a list like ["https://example.org/report"].' },
    retrieved: { label: 'Retrieved on', description: 'The day the figures were copied from the sources, as 2026-01-10.' },
    provenance: { label: 'Provenance', description: 'How the figures were obtained, if more than the sources say (shown on the page).' },
    summary: { label: 'Summary', description: 'How this edition was measured, shown above its table.' },
    entryLabel: { label: 'Entries are', description: 'What a row names in this edition, like Product or Model (empty: Agent).' },
    notes: { label: 'Notes', description: 'Anything a reader needs to read the table right (shown under it).' },
    entries: { label: 'Entries (table rows)', description: 'One per agent or model; use "Paste a table" on the right to add many at once.' },
    correctionReason: { label: 'Reason for this correction', description: 'Needed when a publish changes published figures; shown with the change, and emptied after the publish.' },
  },
  'leaderboard.entry': {
    rank: { label: 'Rank', description: 'The published rank, a whole number from 1 (empty for a reference row).' },
    reference: { label: 'Reference row', description: 'A baseline such as adult humans: shown at its score\'s position, never ranked.' },
    source: { label: 'Source of this row', description: 'Where this row\'s figures come from when not the edition\'s sources (a reference row must say).' },
    name: { label: 'Name', description: 'The agent or model as published, like Gemini3-Pro-Preview.' },
    company: { label: 'Company', description: 'Who makes the agent or model (every ranked entry names one).' },
    mode: { label: 'Mode', description: 'A setting that tells two rows of one name apart, like "with search".' },
    group: { label: 'Group', description: 'A kind of entry readers can filter the table by, like proprietary or open-source (empty: none).' },
    link: { label: 'Link', description: "The agent's or model's page, starting with https://." },
    evaluationDate: { label: 'Evaluated on', description: 'When it was evaluated: 2026-01 or 2026-01-10.' },
    verification: { label: 'Verification', description: 'How the result was checked, if the source says.' },
    companyBasis: { label: 'Why this company', description: 'Where the company name comes from, when the source does not state it.' },
    values: { label: 'Values', description: "One value per field of the edition's board, as published." },
    spread: { label: 'Spread (±)', description: 'Per field, the standard deviation over runs: {"overall": {"std": 2.6, "runs": 3}}.' },
  },
  'leaderboard.section': {
    name: { label: 'Section', description: 'One part of the page: field-charts, category-chart, subtype-breakdown, where-models-fail, task-table, …' },
  },
  'leaderboard.field': {
    key: { label: 'Key', description: 'The field in data files and the data API: lowercase letters, digits and _, like cost_per_task.' },
    label: { label: 'Column title', description: 'The column title on the page, like Overall accuracy.' },
    unit: { label: 'Unit', description: 'Shown with the title, like % or USD per task (leave empty for none).' },
    description: { label: 'What it means', description: 'One sentence shown as the column\'s explanation.' },
    kind: { label: 'Kind of value', description: 'score 0–100, number, band like 75+, money, duration, date, link, flag (yes/no) or text.' },
    lowerIsBetter: { label: 'Lower is better', description: 'On for a cost or a time: the lowest value is the best.' },
    required: { label: 'Required', description: 'Every published entry must have a value for it.' },
    parent: { label: 'Subtype of', description: "A category field's key, like visual_tracking: then a subtype in each entry's breakdown, not a column." },
  },
  'api::change-record.change-record': {
    board: { label: 'Board', description: "The corrected board's short name." },
    editionId: { label: 'Edition', description: 'The corrected edition, like 2026.01.' },
    entry: { label: 'Entry', description: 'The agent or model whose figures changed.' },
    field: { label: 'Field', description: 'The field that changed (empty when a whole entry was added or removed).' },
    kind: { label: 'Change', description: 'changed: a value; added or removed: a whole entry.' },
    oldValue: { label: 'Before', description: 'What was public before the correction.' },
    newValue: { label: 'After', description: 'What is public since the correction.' },
    reason: { label: 'Reason', description: "The editor's reason, shown with the change on the edition's page." },
    at: { label: 'Published at', description: 'When the correction was published (written by the CMS, never edited).' },
  },
  'api::company.company': {
    name: { label: 'Name', description: 'The organisation as it publishes its models.' },
    models: { label: 'Models', description: 'Its models on the ScienceQA board.' },
  },
  'api::model.model': {
    name: { label: 'Name', description: 'The model as shown on the ScienceQA board.' },
    modelId: { label: 'Model id', description: 'The id the provider uses, like gpt-4o-2024-08-06.' },
    type: { label: 'Open or proprietary', description: 'open: weights published; proprietary: reached only through its provider.' },
    pricingInput: { label: 'Input price', description: 'USD per million input tokens.' },
    pricingOutput: { label: 'Output price', description: 'USD per million output tokens.' },
    link: { label: 'Link', description: "The model's page, starting with https://." },
    company: { label: 'Company', description: 'Who makes the model.' },
    scienceqas: { label: 'ScienceQA results', description: "The model's ScienceQA results." },
  },
  'api::scienceqa.scienceqa': {
    score: { label: 'Score', description: 'Mean of 5 runs, 0 to 100.' },
    BoN: { label: 'Best of 5', description: 'The best score of the 5 runs, 0 to 100.' },
    timeCost: { label: 'Seconds per question', description: 'Mean time per question, in seconds.' },
    evaluationDate: { label: 'Evaluated on', description: 'The day it was evaluated, as 2025-08-14.' },
    model: { label: 'Model', description: 'The model this result belongs to.' },
  },
  'api::scienceqa-page.scienceqa-page': {
    scienceQaCount: { label: 'Number of questions', description: 'Shown in the page header.' },
    companiesCount: { label: 'Number of companies', description: 'Shown in the page header.' },
    scienceQaRankImg: { label: 'Score distribution chart', description: 'The chart image shown on the page.' },
    chartAlt: { label: 'Chart description', description: 'What the chart shows, for readers who cannot see it.' },
    chartCaption: { label: 'Chart caption', description: 'Shown under the chart.' },
  },
  'api::submission.submission': {
    reference: { label: 'Reference', description: 'The code the submitter was given to follow it.' },
    state: { label: 'State', description: 'Where it stands; each change is added to History and shown on the status link.' },
    stateNote: { label: 'Note', description: 'Shown to the submitter with the state; for a decline, the reason.' },
    agentName: { label: 'Agent or model', description: 'As the submitter named it.' },
    organisation: { label: 'Organisation', description: 'Who submitted it.' },
    contactName: { label: 'Contact', description: 'Whom to write to.' },
    email: { label: 'E-mail', description: "The contact's address (never shown on the site)." },
    accessLink: { label: 'Access link', description: 'Where to reach the agent or model.' },
    benchmarks: { label: 'Benchmarks', description: 'The benchmarks it was sent for.' },
    accessNotes: { label: 'Access notes', description: 'How to get access, as the submitter wrote it.' },
    consent: { label: 'Consent', description: 'The submitter agreed to publication of the results.' },
    history: { label: 'History', description: 'Every state change with its note (written by the CMS).' },
    idempotencyKey: { label: 'Request key', description: 'Kept so that a resent form makes no second submission.' },
    bodyHash: { label: 'Form fingerprint', description: 'Kept so that a resent form makes no second submission.' },
  },
};

/** List views whose columns say what an editor looks for (default: the first few attributes). */
export const LIST_COLUMNS: Record<string, string[]> = {
  // What changed and why, in the order a reader asks: which board, edition and entry, which field, why, when.
  'api::change-record.change-record': ['board', 'editionId', 'entry', 'field', 'reason', 'at'],
};

interface ViewConfiguration {
  metadatas?: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  [key: string]: unknown;
}

/** The configuration with each field's label and help from `texts` (everything else, e.g. layouts, kept). */
export function withFieldTexts(configuration: ViewConfiguration, texts: Record<string, FieldText>): ViewConfiguration {
  const metadatas = { ...(configuration.metadatas ?? {}) };
  for (const [field, { label, description }] of Object.entries(texts)) {
    const current = metadatas[field] ?? {};
    metadatas[field] = {
      ...current,
      edit: { ...(current.edit ?? {}), label, description },
      list: { ...(current.list ?? {}), label },
    };
  }
  return { ...configuration, metadatas };
}

/** Writes the labels and help into the content manager's configuration of each content type and component. */
export async function applyEditViewTexts(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  for (const [uid, texts] of Object.entries(EDIT_VIEW_TEXTS)) {
    const isComponent = !uid.startsWith('api::');
    // cast: Strapi types these registries by generated uids, which this project does not generate
    const model = isComponent ? strapi.components[uid as keyof typeof strapi.components] : strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!model) continue;
    const service = contentManager.service(isComponent ? 'components' : 'content-types');
    // cast: the content-manager's service returns the view configuration untyped
    const { uid: _uid, ...configuration } = (await service.findConfiguration(model)) as ViewConfiguration & { uid?: string };
    const columns = LIST_COLUMNS[uid];
    // cast: the configuration's layouts are Strapi's untyped object; only the list columns are replaced
    const layouts = columns ? { ...(configuration.layouts as Record<string, unknown>), list: columns } : configuration.layouts;
    await service.updateConfiguration(model, withFieldTexts({ ...configuration, layouts }, texts));
  }
}
