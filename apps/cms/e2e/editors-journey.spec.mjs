// Issue 35, "How we know": an editor (Strapi's Editor role) publishes a month through the real admin panel, as the
// README says: creates a board, creates its first edition, pastes a 6-row table (BabyVision's first six rows, from
// the CMS's seed), opens the draft's preview on the site, publishes, sees the site build go live and the board served
// in both languages, corrects one value with a reason and finds the change record. The mistakes (a malformed paste, a decimal comma, 149 for a score,
// a bad date, a missing name) each get a message naming the row and field, and nothing public changes.
// Runs `npm start`'s own start script (site, CMS with its admin panel, rebuild service) on spare ports with a
// throwaway database (scripts/checks/editor-journey.mjs): every publish is a real site build.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { EDITOR as SUPER_ADMIN, startSiteWithCms, until } from '../../../scripts/checks/editor-journey.mjs';
import { createEditor } from '../tests/helpers.mjs';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const EDITOR = { email: 'month@example.org', password: 'Month-Passw0rd', firstname: 'Month' };
const CM = '/admin/content-manager/collection-types';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BOARD = { slug: 'desk-vision', title: 'Desk Vision', route: '/agi/desk-vision' };

// BabyVision's first six ranked rows as a spreadsheet copies them: rank, model, company and two of its fields.
const seed = JSON.parse(readFileSync(new URL('../data/boards/babyvision.json', import.meta.url), 'utf8'));
const FIELDS = seed.board.fields.slice(0, 2);
const ROWS = seed.editions[0].entries.filter((entry) => !entry.reference).slice(0, 6);
const tsv = (rows) => [['Rank', 'Model', 'Company', ...FIELDS.map((field) => field.label), 'Evaluated'].join('\t'), ...rows.map((row) => row.join('\t'))].join('\n');
const goodRows = () => ROWS.map((entry) => [entry.rank, entry.name, entry.company, ...FIELDS.map((field) => entry.values[field.key]), '2026-01']);

test.describe.configure({ mode: 'serial' });
// Each publish is a real site build on a 2-core machine shared with other work (3–6 min seen under a load of 30).
test.setTimeout(20 * 60_000);

let app;

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  // The static server needs a build to start with; the start-up rebuild then reads this CMS.
  if (!existsSync(`${repo}/apps/web/build/csp.json`)) execSync('npm run build -w apps/web', { cwd: repo, stdio: 'inherit' });
  app = await startSiteWithCms({ env: { CMS_SERVE_ADMIN: 'true' }, startupMs: 8 * 60_000, log: (line) => console.log(line) });
  const login = await (await fetch(`${app.cms}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(SUPER_ADMIN) })).json();
  await createEditor(app.cms, login.data.token, EDITOR);
});
test.afterAll(async () => {
  await app?.stop();
});

const publicBoard = async () => (await (await fetch(`${app.cms}/api/editions?filters[board][slug][$eq]=${BOARD.slug}&populate[entries]=true`)).json()).data;
const page200 = async (path) => (await fetch(`${app.site}${path}`)).status;
const settledBuilds = () => (app.output().match(/rebuild: build \d+ (done|FAILED)/g) ?? []).length;
const startedBuilds = () => (app.output().match(/rebuild: build \d+ started/g) ?? []).length;

test('an editor publishes a month from a pasted table, sees it live in both languages, and corrects a value with a reason', async ({ page }) => {
  page.setDefaultTimeout(60_000);
  await page.goto(`${app.cms}/admin/auth/login`);
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  // The home page's widget: the start-up build is live.
  await expect(page.getByRole('status', { name: 'Site build' })).toContainText('The site is live since');

  // 1. The board: readable labels, choices for the track, capability and ranking field.
  await page.goto(`${app.cms}${CM}/api::board.board/create?plugins[i18n][locale]=en`);
  await page.getByLabel(/^Short name/).fill(BOARD.slug);
  await page.getByLabel(/^Title/).fill(BOARD.title);
  await page.getByRole('combobox', { name: /^Track/ }).click();
  await page.getByRole('option', { name: 'agi' }).click();
  await page.getByRole('combobox', { name: /^Capability or profession/ }).click();
  await page.getByRole('option', { name: 'reasoning' }).click();
  await page.getByLabel(/^Page address/).fill(BOARD.route);
  // The board has two repeatable lists (its fields and its page sections), each with its own "add" button: the
  // fields' block is the innermost part of the form that holds both its label and such a button.
  const fieldsBlock = page
    .locator('div', { has: page.getByText(/^Fields \(table columns\)/) })
    .filter({ has: page.getByRole('button', { name: /^(No entry yet\. Click to add one\.|Add an entry)$/ }) })
    .last();
  for (const [index, field] of FIELDS.entries()) {
    await fieldsBlock.getByRole('button', { name: index === 0 ? 'No entry yet. Click to add one.' : 'Add an entry' }).click();
    await page.getByRole('textbox', { name: /^Key/ }).last().fill(field.key);
    await page.getByRole('textbox', { name: /^Column title/ }).last().fill(field.label);
    await page.getByRole('combobox', { name: /^Kind of value/ }).last().click();
    await page.getByRole('option', { name: 'score' }).click();
  }
  await page.getByRole('combobox', { name: /^Ranked by/ }).click();
  await page.getByRole('option', { name: `${FIELDS[0].label} (${FIELDS[0].key})` }).click();
  await page.getByRole('combobox', { name: /^Headline figure/ }).click();
  await page.getByRole('option', { name: `${FIELDS[0].label} (${FIELDS[0].key})` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published document')).toBeVisible();
  // Published with no edition: the admin says its page appears with its first edition; the site has no page yet.
  await expect(page.getByRole('note')).toContainText('Its page appears with its first published edition');
  expect(await page200(BOARD.route)).toBe(404);

  // 2. Its first edition: dates stay as typed.
  await page.goto(`${app.cms}${CM}/api::edition.edition/create?plugins[i18n][locale]=en`);
  await page.getByRole('combobox', { name: /^Board/ }).click();
  await page.getByRole('option', { name: new RegExp(BOARD.slug) }).click();
  await page.getByLabel(/^Edition/).fill('2026.01');
  const released = page.getByRole('textbox', { name: /^Released on/ });
  await released.fill('2026-01-10');
  await page.locator('.cm-editor').first().click();
  await page.keyboard.type(JSON.stringify(seed.editions[0].sources.slice(0, 1)));
  await expect(page.getByText('Saved document')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  await expect(released).toHaveValue('2026-01-10');

  // 3. The table, pasted: each mistake is named by its row and field; "Create" waits until every row is right.
  await page.getByRole('button', { name: 'Paste a table…' }).click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.getByLabel('Rows, with the header line first');
  await rows.fill(`${tsv(goodRows()).split('\n').slice(0, 2).join('\n')}\nGPT-5.2 34.4`);
  await expect(dialog.getByRole('alert')).toHaveText('Row 2: 1 cell where the header has 6 columns; check the separators in that row.');
  const bad = goodRows();
  bad[0][3] = '49,7';
  bad[1][3] = '149';
  bad[2][5] = '2026-13';
  bad[3][1] = '';
  await rows.fill(tsv(bad));
  const problems = dialog.getByRole('list', { name: 'Problems in the pasted rows' });
  await expect(problems.getByRole('listitem')).toHaveText([
    `Row 1 (${ROWS[0].name}), ${FIELDS[0].label}: a score from 0 to 100, like 49.7; got 49,7 (write a decimal point, not a comma)`,
    `Row 2 (${ROWS[1].name}), ${FIELDS[0].label}: a score from 0 to 100, like 49.7; got 149`,
    `Row 3 (${ROWS[2].name}), Evaluated on: a month or a day, like 2026-01 or 2026-01-10; got 2026-13`,
    'Row 4, Name: every entry needs a name',
  ]);
  await expect(dialog.getByRole('button', { name: 'Create the entries' })).toBeDisabled();
  await rows.fill(tsv(goodRows()));
  await expect(dialog.getByText('6 rows ready')).toBeVisible();
  // The edition's save a moment ago left its own "Saved document" notice: this save's notice is a new one.
  await expect(page.getByText('Saved document')).toHaveCount(0, { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Create 6 entries' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  for (const entry of ROWS) await expect(page.getByRole('button', { name: entry.name, exact: true })).toBeVisible();
  expect(await publicBoard(), 'nothing public before the publish').toEqual([]);

  // 4. Preview: the draft on the site's own board page, under the "not published" banner; nothing public changes.
  const editView = page.url();
  await page.getByRole('link', { name: 'Open preview' }).click();
  const frame = page.locator('iframe[title="Preview"]');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${app.site}/preview#token=edition\\.`));
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.getByRole('complementary', { name: 'Preview — not published' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: new RegExp(`${BOARD.title} 2026\\.01$`) })).toBeVisible();
  const previewTable = preview.getByRole('table').first();
  for (const entry of ROWS) {
    await expect(previewTable.getByRole('row', { name: new RegExp([entry.name, entry.company, String(entry.values[FIELDS[0].key])].map(escapeRegExp).join('.*')) })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('edition-preview-1366.png') });
  expect(await publicBoard(), 'nothing public after the preview').toEqual([]);
  expect(await page200(BOARD.route)).toBe(404);
  await page.goto(editView);

  // 5. Publish: the build goes live, the board is served in both languages.
  const builds = startedBuilds();
  await page.getByRole('button', { name: 'Publish' }).click();
  const clicked = Date.now();
  await expect(page.getByText('Published document')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Site build' })).toContainText('Building the site');
  // The build the publish started has settled (the board's own publish may still have had one running).
  await until(async () => startedBuilds() > builds && settledBuilds() >= startedBuilds(), 8 * 60_000, 'the rebuild after the publish');
  expect(app.output()).not.toMatch(/rebuild: build \d+ FAILED/);
  expect(await page200(BOARD.route)).toBe(200);
  // The goal is under 60 s on a quiet machine (`npm run bench:publish` measures it); here the machine runs other suites.
  console.log(`publish -> served: ${((Date.now() - clicked) / 1000).toFixed(1)} s`);
  for (const path of [BOARD.route, `/zh${BOARD.route}`]) {
    const html = await (await fetch(`${app.site}${path}`)).text();
    for (const entry of ROWS) expect(html, path).toContain(entry.name);
    expect(html, path).toContain(String(ROWS[0].values[FIELDS[0].key]));
  }
  await expect(page.getByRole('status', { name: 'Site build' })).toContainText('The site is live since', { timeout: 120_000 });
  // The pages it changed, the board's new pages first, each a link to the site.
  await expect(page.getByRole('link', { name: BOARD.route, exact: true })).toHaveAttribute('href', `${app.site}${BOARD.route}`);
  await expect(page.getByRole('link', { name: `/zh${BOARD.route}`, exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('edition-site-panel-1366.png') });

  // 6. A correction: one value, with a reason; the change record says what changed and why.
  await page.getByRole('button', { name: ROWS[1].name, exact: true }).click();
  // The second entry's input (the last one pasted is open too, with an input of the same label).
  const overall = page.getByRole('textbox', { name: new RegExp(`^${FIELDS[0].label}`) }).and(page.locator(`[name="entries.1.values.${FIELDS[0].key}"]`));
  await overall.fill('34.6');
  await page.getByRole('textbox', { name: 'Reason for this correction' }).fill('GPT-5.2 re-scored by the authors (issue 35 journey).');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published document')).toBeVisible();
  await expect.poll(async () => (await publicBoard())[0]?.entries.find((entry) => entry.name === ROWS[1].name)?.values[FIELDS[0].key]).toBe(34.6);
  await page.goto(`${app.cms}${CM}/api::change-record.change-record`);
  const record = page.getByRole('row').filter({ hasText: ROWS[1].name });
  await expect(record).toContainText(FIELDS[0].key);
  await expect(record).toContainText('GPT-5.2 re-scored by the authors (issue 35 journey).');
  await page.screenshot({ path: test.info().outputPath('change-records-1366.png') });
});
