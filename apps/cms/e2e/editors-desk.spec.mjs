// Issue 35, the editors' desk, driven through the real admin panel by an account with Strapi's Editor role:
// an edition's entry values are one input per field of its board, typed by the field's kind, each with the shared
// rule's message as the editor types (packages/boards, the same words the CMS and the site use); a refused save
// names the field and keeps what was typed; a good value saved and published reaches the public API.
import { expect, test } from '@playwright/test';

import { ADMIN_E2E, adminApi as api, editorToken } from './admin-e2e.mjs';

const CM = '/content-manager/collection-types';

const publicEntry = async (editionId, name) => {
  const { body } = await api('GET', `/api/editions?filters[editionId][$eq]=${editionId}&filters[board][slug][$eq]=deepsearch&populate[entries]=true`);
  return body.data[0]?.entries.find((entry) => entry.name === name);
};

let edition;

test.beforeAll(async () => {
  const token = await editorToken();
  const editions = await api('GET', `${CM}/api::edition.edition?pageSize=100&populate[board]=true`, { token });
  edition = editions.body.results.find((row) => row.editionId === '2025.10');
  // Two more fields on the DeepSearch board's draft (never published, so the site is untouched): a score and a
  // date, so that the inputs of those kinds are driven too. The edition's inputs come from the board, not from code.
  const board = (await api('GET', `${CM}/api::board.board?filters[slug][$eq]=deepsearch&pageSize=1`, { token })).body.results[0];
  const full = (await api('GET', `${CM}/api::board.board/${board.documentId}`, { token })).body.data;
  if (!full.fields.some((field) => field.key === 'judged')) {
    const fields = [
      ...full.fields.map(({ key, label, unit, description, kind, lowerIsBetter, required }) => ({ key, label, unit, description, kind, lowerIsBetter, required })),
      { key: 'judged', label: 'Judge score', kind: 'score', unit: '%' },
      { key: 'checked', label: 'Checked on', kind: 'date' },
    ];
    const saved = await api('PUT', `${CM}/api::board.board/${board.documentId}`, { token, data: { fields } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
});

test("an editor edits one entry's values through one input per board field, sees wrong values refused with the field named, and publishes a good one", async ({ page }) => {
  const before = await publicEntry('2025.10', 'ChatGPT-5-Pro');
  expect(before.values.accuracy).toBe('75+');

  await page.goto('/admin/auth/login');
  await page.getByLabel('Email').fill(ADMIN_E2E.editor.email);
  await page.getByLabel('Password').fill(ADMIN_E2E.editor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 60_000 });

  await page.goto(`/admin${CM}/api::edition.edition/${edition.documentId}?plugins[i18n][locale]=en`);
  await page.getByRole('button', { name: 'ChatGPT-5-Pro' }).click();

  // The JSON box is gone: each field of the board is an input labelled with its label (and a short unit).
  const accuracy = page.getByRole('textbox', { name: 'Accuracy' });
  await expect(accuracy).toHaveValue('75+');
  await expect(page.getByRole('textbox', { name: 'Cost/Task', exact: true })).toHaveValue('~$0.085');
  await expect(page.getByRole('textbox', { name: 'Time Cost/Task', exact: true })).toHaveValue('5-8 min');
  const judged = page.getByRole('textbox', { name: 'Judge score (%)' });
  const checked = page.getByRole('textbox', { name: 'Checked on' });
  await expect(judged).toHaveValue('');
  // JSON code boxes left: the edition's sources and the open entry's spread (± std per field); none for values.
  await expect(page.locator('.cm-editor'), "two JSON code boxes: the edition's sources and the entry's spread, none for values").toHaveCount(2);

  // Wrong values: the shared rule's message, naming the field, as the editor types.
  await judged.fill('49,7');
  await expect(page.getByText('Judge score: a score from 0 to 100, like 49.7; got 49,7')).toBeVisible();
  await judged.fill('149');
  await expect(page.getByText('Judge score: a score from 0 to 100, like 49.7; got 149')).toBeVisible();
  await checked.fill('2025-13-01');
  await expect(page.getByText('Checked on: a date like 2025-08 or 2025-08-14; got 2025-13-01')).toBeVisible();
  await accuracy.fill('49,7');
  await expect(page.getByText('Accuracy: a band like 75+ (a whole number up to 100, then +); got 49,7')).toBeVisible();

  // Saving anyway is refused by the CMS with the same words, naming the entry and field; nothing typed is lost.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/entries\[0\] \(ChatGPT-5-Pro\)\.values\.accuracy: a band like 75\+/).first()).toBeVisible();
  await expect(accuracy).toHaveValue('49,7');
  await expect(judged).toHaveValue('149');

  // A good value: saved as a draft (the public board does not change), then published with a reason.
  await judged.fill('');
  await checked.fill('');
  await accuracy.fill('70+');
  await expect(page.getByText(/^Accuracy: /)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  expect((await publicEntry('2025.10', 'ChatGPT-5-Pro')).values.accuracy).toBe('75+');

  await page.getByRole('textbox', { name: 'Reason for this correction' }).fill('ChatGPT-5-Pro re-graded (issue 35 admin test).');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published document')).toBeVisible();
  await expect.poll(async () => (await publicEntry('2025.10', 'ChatGPT-5-Pro')).values).toEqual({ ...before.values, accuracy: '70+' });
  // The reason went with that publish: the box is empty for the next change (issue 35 item 4).
  await expect(page.getByRole('textbox', { name: 'Reason for this correction' })).toHaveValue('');
  await accuracy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('edition-values-1366.png') });
});
