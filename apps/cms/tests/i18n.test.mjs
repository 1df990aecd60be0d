// Content in two languages (issue 16): Strapi's i18n plugin with English (default) and zh-CN, the Chinese
// versions seeded from data/i18n/zh-CN.json, `?locale=zh-CN` answering Chinese with a per-field English fallback,
// an unknown locale answering 400, and the check that lists every missing Chinese text. SQLite (scripts/test.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { adminToken, APP_DIR, freePort, runScript, startCms, testEnv, requestJson } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';

const ZH = JSON.parse(readFileSync(path.join(APP_DIR, 'data/i18n/zh-CN.json'), 'utf8'));
const BOARDS = '/api/boards?populate[fields]=true&sort=slug:asc';
const EDITIONS = '/api/editions?populate[entries]=true&populate[board][fields][0]=slug&populate[board][fields][1]=title&sort=editionId:desc';
const PAGE = '/api/scienceqa-page?populate[scienceQaRankImg][fields][0]=url';
const CM = '/content-manager/collection-types';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-i18n-'));
let env;
let cms;
let token;

const getJson = (pathAndQuery) => requestJson(cms.base, 'GET', pathAndQuery);
const withLocale = (pathAndQuery, locale) => `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}locale=${locale}`;

const admin = (method, pathAndQuery, data) => requestJson(cms.base, method, pathAndQuery, { token, data });

async function start() {
  cms = await startCms(env);
  token = await adminToken(cms.base);
}

const checkTranslations = async () => {
  const { code, output } = await runScript(['scripts/check-translations.mjs', '--json'], env);
  const start = output.indexOf('{\n');
  return { code, output, report: start >= 0 ? JSON.parse(output.slice(start, output.lastIndexOf('}') + 1)) : null };
};

/** Everything but the texts a translation may change: what must be identical in both languages. */
const withoutTexts = (board) => ({
  ...board,
  locale: undefined,
  title: undefined,
  summary: undefined,
  tieRule: undefined,
  fields: board.fields.map(({ label, unit, description, ...rest }) => rest),
});

before(async () => {
  env = testEnv({
    ...(await databaseEnv(workDir)),
    CMS_PORT: String(await freePort()),
    // The public cache would answer a read made just after an edit from before it; this suite edits and reads.
    CMS_CACHE: 'off',
  });
  await start();
});

after(async () => {
  await cms?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('content in English and Chinese', () => {
  test('the zh-CN locale exists next to the default English one', async () => {
    const { status, body } = await admin('GET', '/i18n/locales');
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual(
      body.map(({ code, isDefault }) => [code, isDefault]).sort(),
      [
        ['en', true],
        ['zh-CN', false],
      ],
    );
  });

  test('English requests answer English, the same with or without locale=en', async () => {
    for (const query of [BOARDS, EDITIONS, PAGE]) {
      const plain = await getJson(query);
      assert.equal(plain.status, 200);
      assert.deepEqual((await getJson(withLocale(query, 'en'))).body, plain.body, query);
    }
    const boards = (await getJson(BOARDS)).body.data;
    assert.deepEqual(boards.map((board) => [board.slug, board.title, board.locale]), [
      ['babyvision', 'BabyVision', 'en'],
      ['babyvision-gen', 'BabyVision-Gen', 'en'],
      ['deepsearch', 'DeepSearch', 'en'],
      ['marketing', 'Marketing', 'en'],
      ['recruiting', 'Recruiting', 'en'],
    ]);
    assert.equal(boards.find((board) => board.slug === 'recruiting').fields[1].label, 'Company-mapping');
    const page = (await getJson(PAGE)).body.data;
    assert.equal(page.locale, 'en');
    assert.match(page.chartAlt, /^Bar chart of xbench-ScienceQA scores/);
  });

  test('locale=zh-CN answers the seeded Chinese texts; structure, figures and names stay as in English', async () => {
    const english = (await getJson(BOARDS)).body;
    const chinese = (await getJson(withLocale(BOARDS, 'zh-CN'))).body;
    assert.deepEqual(chinese.meta, english.meta);
    assert.deepEqual(chinese.data.map(withoutTexts), english.data.map(withoutTexts));
    for (const board of chinese.data) {
      const texts = ZH.boards[board.slug];
      assert.equal(board.locale, 'zh-CN');
      assert.equal(board.title, texts.title);
      assert.equal(board.summary, texts.summary);
      assert.equal(board.tieRule, texts.tieRule);
      for (const field of board.fields) assert.equal(field.label, texts.fields[field.key].label, `${board.slug}.${field.key}`);
    }
    assert.equal(chinese.data.find((board) => board.slug === 'recruiting').fields[0].description, ZH.boards.recruiting.fields.average.description);

    const englishEditions = (await getJson(EDITIONS)).body.data;
    const chineseEditions = (await getJson(withLocale(EDITIONS, 'zh-CN'))).body.data;
    assert.equal(chineseEditions.length, 6);
    chineseEditions.forEach((edition, index) => {
      const source = englishEditions[index];
      const texts = ZH.editions[`${edition.board.slug}/${edition.editionId}`];
      assert.equal(edition.documentId, source.documentId);
      assert.deepEqual(edition.entries, source.entries, 'agent, model and company names are not translated');
      assert.deepEqual(edition.sources, source.sources);
      assert.equal(edition.notes, texts.notes);
      assert.equal(edition.provenance, texts.provenance);
      // An edition without an English summary has none in Chinese either (nothing to fall back to, no blank).
      assert.equal(edition.summary, texts.summary ?? source.summary);
      assert.equal(edition.board.title, ZH.boards[edition.board.slug].title);
    });

    const page = (await getJson(withLocale(PAGE, 'zh-CN'))).body.data;
    const englishPage = (await getJson(PAGE)).body.data;
    assert.equal(page.chartAlt, ZH.scienceqaPage.chartAlt);
    assert.equal(page.chartCaption, ZH.scienceqaPage.chartCaption);
    assert.deepEqual([page.scienceQaCount, page.companiesCount, page.scienceQaRankImg.url], [englishPage.scienceQaCount, englishPage.companiesCount, englishPage.scienceQaRankImg.url]);

    const marketingId = english.data.find((board) => board.slug === 'marketing').documentId;
    const one = (await getJson(withLocale(`/api/boards/${marketingId}?populate[fields]=true`, 'zh-CN'))).body.data;
    assert.equal(one.title, ZH.boards.marketing.title);
    // Types without languages (models, results) take the site's locale parameter and answer as in English.
    for (const query of ['/api/scienceqas?populate[model][populate]=company&sort=score:desc', '/api/models?sort=modelId:asc', '/api/companies?sort=name:asc']) {
      assert.deepEqual((await getJson(withLocale(query, 'zh-CN'))).body, (await getJson(query)).body, query);
    }
  });

  test('an unknown or malformed locale answers 400, never a 500 or an empty list', async () => {
    for (const query of ['/api/boards?locale=fr', '/api/boards?locale=*', '/api/boards?locale=zh-cn', '/api/editions?locale=', '/api/scienceqa-page?locale=xx', '/api/scienceqas?locale=de', '/api/boards?locale[0]=en', '/api/boards/abc?locale=zz']) {
      const { status, body } = await getJson(query);
      assert.equal(status, 400, `${query} answered ${status}`);
      assert.equal(body.error.name, 'ValidationError');
    }
  });

  test('the check finds nothing missing in the seeded content', async () => {
    const { code, report, output } = await checkTranslations();
    assert.equal(code, 0, output);
    assert.deepEqual(report, { locale: 'zh-CN', missing: [] });
  });

  test('a missing Chinese text falls back to English for that field only, and the check lists it', async () => {
    // An editor empties two Chinese texts; a new board is published in English only.
    const recruiting = (await getJson(`${BOARDS}&filters[slug][$eq]=recruiting`)).body.data[0];
    const zhBoard = await admin('GET', `${CM}/api::board.board/${recruiting.documentId}?locale=zh-CN`);
    assert.equal(zhBoard.status, 200, JSON.stringify(zhBoard.body));
    const fields = zhBoard.body.data.fields.map(({ key, label, kind, unit, description, lowerIsBetter }) => ({ key, label, kind, unit, lowerIsBetter, description: key === 'average' ? '' : description }));
    const edit = { title: zhBoard.body.data.title, summary: '', fields };
    const saved = await admin('PUT', `${CM}/api::board.board/${recruiting.documentId}?locale=zh-CN`, edit);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const published = await admin('POST', `${CM}/api::board.board/${recruiting.documentId}/actions/publish?locale=zh-CN`, edit);
    assert.equal(published.status, 200, JSON.stringify(published.body));

    const marketing = (await getJson(EDITIONS)).body.data.find((edition) => edition.board.slug === 'marketing');
    const notes = await admin('PUT', `${CM}/api::edition.edition/${marketing.documentId}?locale=zh-CN`, { notes: '' });
    assert.equal(notes.status, 200, JSON.stringify(notes.body));
    const notesLive = await admin('POST', `${CM}/api::edition.edition/${marketing.documentId}/actions/publish?locale=zh-CN`, { notes: '' });
    assert.equal(notesLive.status, 200, JSON.stringify(notesLive.body));

    const legal = {
      slug: 'legal',
      title: 'Legal',
      track: 'profession',
      category: 'legal',
      route: '/profession/legal',
      summary: 'Agents on contract review.',
      sortField: 'average',
      sortDirection: 'desc',
      headlineField: 'average',
      fields: [{ key: 'average', label: 'Average', kind: 'score', unit: 'score (0-100)' }],
    };
    const created = await admin('POST', `${CM}/api::board.board?locale=en`, legal);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const legalId = created.body.data.documentId;
    assert.equal((await admin('POST', `${CM}/api::board.board/${legalId}/actions/publish?locale=en`, legal)).status, 200);

    const chinese = (await getJson(withLocale(BOARDS, 'zh-CN'))).body.data;
    const zhRecruiting = chinese.find((board) => board.slug === 'recruiting');
    assert.equal(zhRecruiting.summary, recruiting.summary, 'the emptied summary shows the English one');
    assert.equal(zhRecruiting.title, ZH.boards.recruiting.title, 'the other texts stay Chinese');
    assert.equal(zhRecruiting.fields[0].description, recruiting.fields[0].description);
    assert.equal(zhRecruiting.fields[0].label, ZH.boards.recruiting.fields.average.label);
    const zhLegal = chinese.find((board) => board.slug === 'legal');
    assert.deepEqual([zhLegal.title, zhLegal.summary, zhLegal.fields[0].label], ['Legal', 'Agents on contract review.', 'Average']);
    assert.deepEqual(chinese.map((board) => board.slug), ['babyvision', 'babyvision-gen', 'deepsearch', 'legal', 'marketing', 'recruiting'], 'the same list as in English');
    for (const board of chinese) {
      for (const key of ['title', 'summary', 'tieRule']) assert.notEqual(board[key], '', `${board.slug}.${key} is never blank`);
    }
    const zhMarketing = (await getJson(withLocale(EDITIONS, 'zh-CN'))).body.data.find((edition) => edition.board.slug === 'marketing');
    assert.equal(zhMarketing.notes, marketing.notes, 'the emptied notes show the English ones');
    assert.equal(zhMarketing.summary, ZH.editions['marketing/2025.06'].summary);

    const { code, report, output } = await checkTranslations();
    assert.equal(code, 1, output);
    assert.deepEqual(
      report.missing.map(({ contentType, document, field }) => [contentType, document, field]),
      [
        ['api::board.board', 'legal', 'title'],
        ['api::board.board', 'legal', 'summary'],
        ['api::board.board', 'legal', 'fields[average].label'],
        ['api::board.board', 'legal', 'fields[average].unit'],
        ['api::board.board', 'recruiting', 'summary'],
        ['api::board.board', 'recruiting', 'fields[average].description'],
        ['api::edition.edition', 'marketing/2025.06', 'notes'],
      ],
    );
    const text = await runScript(['scripts/check-translations.mjs'], env);
    assert.equal(text.code, 1);
    assert.match(text.output, /7 localized text\(s\) without a zh-CN version/);
    assert.match(text.output, /api::board\.board {2}recruiting {2}summary/);
  });

  test('a restart keeps one zh-CN locale and the editors\' Chinese texts (the seed runs once)', async () => {
    await cms.stop();
    await start();
    assert.match(cms.logs(), /zh-CN versions already done/);
    const locales = (await admin('GET', '/i18n/locales')).body;
    assert.deepEqual(locales.map((locale) => locale.code).sort(), ['en', 'zh-CN']);
    const recruiting = (await getJson(withLocale(`${BOARDS}&filters[slug][$eq]=recruiting`, 'zh-CN'))).body.data[0];
    assert.equal(recruiting.title, ZH.boards.recruiting.title);
    assert.equal(recruiting.summary, 'Agents on the recruiting benchmark: company mapping, people-to-info and info-to-people tasks.');
  });
});
