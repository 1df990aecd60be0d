// Issue 35 item 5, through the real admin panel as an editor (Strapi's Editor role): "Open preview" on an edition's
// draft shows the draft's figures on the site's own board page (/preview, built to call this CMS), under the
// "Preview — not published" banner; nothing public changes.
import { expect, test } from '@playwright/test';

import { ADMIN_E2E, adminApi as api, editorToken } from './admin-e2e.mjs';

const CM = '/content-manager/collection-types';
const DRAFT_EDITION = '2026.02';

/** The BabyVision editions the public API answers. */
const publicEditions = async () =>
  (await api('GET', '/api/editions?filters[board][slug][$eq]=babyvision&populate[entries]=true')).body.data.map((edition) => edition.editionId);

let draft;

test.beforeAll(async () => {
  const token = await editorToken();
  // A new edition of BabyVision, saved as a draft and never published (a reused server keeps it).
  const editions = await api('GET', `${CM}/api::edition.edition?pageSize=100&populate[board]=true`, { token });
  draft = editions.body.results.find((row) => row.editionId === DRAFT_EDITION && row.board?.slug === 'babyvision');
  if (!draft) {
    const board = (await api('GET', `${CM}/api::board.board?filters[slug][$eq]=babyvision&pageSize=1`, { token })).body.results[0];
    const created = await api('POST', `${CM}/api::edition.edition?locale=en`, {
      token,
      data: {
        editionId: DRAFT_EDITION,
        sources: ['https://example.org/babyvision-draft'],
        board: { connect: [{ documentId: board.documentId }] },
        entries: [
          { rank: 1, name: 'Draft Model A', company: 'Lab A', values: { overall: 61.3 } },
          { rank: 2, name: 'Draft Model B', company: 'Lab B', values: { overall: 58.2 } },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    draft = created.body.data;
  }
});

test("an editor opens an edition draft's preview: the site's board page draws its figures under the 'not published' banner", async ({ page }) => {
  expect(await publicEditions()).not.toContain(DRAFT_EDITION);

  await page.goto('/admin/auth/login');
  await page.getByLabel('Email').fill(ADMIN_E2E.editor.email);
  await page.getByLabel('Password').fill(ADMIN_E2E.editor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 60_000 });

  await page.goto(`/admin${CM}/api::edition.edition/${draft.documentId}?plugins[i18n][locale]=en`);
  await page.getByRole('link', { name: 'Open preview' }).click();
  await expect(page).toHaveURL(/\/preview/);

  // Strapi's preview frame shows the site's /preview page, with the link's short-lived token.
  const frame = page.locator('iframe[title="Preview"]');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${ADMIN_E2E.siteOrigin}/preview#token=edition\\.${draft.documentId}\\.`));
  const site = page.frameLocator('iframe[title="Preview"]');
  await expect(site.getByRole('complementary', { name: 'Preview — not published' })).toBeVisible();
  await expect(site.getByRole('heading', { level: 1, name: `xbench-BabyVision ${DRAFT_EDITION}` })).toBeVisible();
  const table = site.getByRole('table').first();
  await expect(table.getByRole('row', { name: /Draft Model A.*Lab A.*61\.3/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Draft Model B.*Lab B.*58\.2/ })).toBeVisible();

  // Nothing public changed: the public API and the site's BabyVision page know no such edition.
  expect(await publicEditions()).not.toContain(DRAFT_EDITION);
  const publicPage = await (await fetch(`${ADMIN_E2E.siteOrigin}/agi/babyvision`)).text();
  expect(publicPage).not.toContain('Draft Model A');
});
