import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Core } from '@strapi/strapi';

import { CHART_ALT, CHART_CAPTION } from './seed';

// The Chinese version of the seeded English content (data/i18n/zh-CN.json): board titles, summaries, tie rules and
// field texts, edition provenance, summaries and notes, the ScienceQA chart's text. Written once, on the first start
// that has both the English content and this file (its own marker, so databases seeded before issue 16 get it too);
// after that the admin panel is the source of truth.

interface FieldTexts {
  label?: string;
  unit?: string;
  description?: string;
}
interface BoardTexts {
  title: string;
  summary?: string;
  tieRule?: string;
  fields?: Record<string, FieldTexts>;
}
interface EditionTexts {
  provenance?: string;
  entryLabel?: string;
  summary?: string;
  notes?: string;
}
export interface Translations {
  locale: string;
  boards: Record<string, BoardTexts>;
  /** Keyed `<board slug>/<edition id>`. */
  editions: Record<string, EditionTexts>;
  scienceqaPage?: { chartAlt?: string; chartCaption?: string };
}

interface FieldDoc {
  key: string;
  label: string;
  unit?: string | null;
  description?: string | null;
  kind: string;
  lowerIsBetter?: boolean | null;
  parent?: string | null;
}

const SEED_MARKER = { type: 'core', name: 'cms', key: 'seed-translations' } as const;

export function loadTranslations(dataDir: string, locale: string): Translations {
  // The repository's own file; the check below refuses one without the shape the seed reads.
  const parsed = JSON.parse(readFileSync(path.join(dataDir, 'i18n', `${locale}.json`), 'utf8')) as Translations;
  if (parsed?.locale !== locale || typeof parsed.boards !== 'object' || typeof parsed.editions !== 'object') {
    throw new Error(`seed: data/i18n/${locale}.json must have locale, boards {} and editions {}`);
  }
  return parsed;
}

/**
 * A board's fields in another language: the English fields' shape (key, kind, order) with the translated texts. A
 * unit or description without a translation stays empty (the public API shows the English one and the check lists
 * it); a label, which the field requires, is the English one until an editor translates it.
 */
export function translatedFields(fields: FieldDoc[], texts: Record<string, FieldTexts> = {}): FieldDoc[] {
  return fields.map(({ key, label, kind, lowerIsBetter, parent }) => ({
    key,
    kind,
    ...(parent ? { parent } : {}),
    lowerIsBetter: lowerIsBetter ?? false,
    label: texts[key]?.label ?? label,
    unit: texts[key]?.unit ?? null,
    description: texts[key]?.description ?? null,
  }));
}

const pick = <T extends object>(texts: T) =>
  Object.fromEntries(Object.entries(texts).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));

export async function seedTranslations(strapi: Core.Strapi, dataDir: string, locale: string): Promise<'seeded' | 'skipped'> {
  const marker = { ...SEED_MARKER, key: `${SEED_MARKER.key}-${locale}` };
  if (await strapi.store.get(marker)) return 'skipped';
  const translations = loadTranslations(dataDir, locale);
  const boards = strapi.documents('api::board.board');
  const editions = strapi.documents('api::edition.edition');
  const page = strapi.documents('api::scienceqa-page.scienceqa-page');

  for (const [slug, texts] of Object.entries(translations.boards)) {
    // The document service's typings are generated per content type, which this project does not generate.
    const board = (await boards.findFirst({ status: 'draft', filters: { slug }, populate: ['fields'] })) as unknown as {
      documentId: string;
      fields?: FieldDoc[];
    } | null;
    if (!board) continue;
    const { fields, ...rest } = texts;
    await boards.update({
      documentId: board.documentId,
      locale,
      // The document service's typings are generated per content type, which this project does not generate.
      data: { ...pick(rest), fields: translatedFields(board.fields ?? [], fields) } as never,
    });
    await boards.publish({ documentId: board.documentId, locale });
  }

  for (const [id, texts] of Object.entries(translations.editions)) {
    const [slug, editionId] = id.split('/');
    const edition = await editions.findFirst({ status: 'draft', filters: { editionId, board: { slug } }, populate: ['board'] });
    if (!edition) continue;
    // The document service's typings are generated per content type, which this project does not generate. The board relation was populated above.
    const board = (edition as unknown as { board?: { documentId: string } }).board;
    await editions.update({
      documentId: edition.documentId,
      locale,
      // The document service's typings are generated per content type, which this project does not generate.
      data: { ...pick(texts), ...(board ? { board: board.documentId } : {}) } as never,
    });
    await editions.publish({ documentId: edition.documentId, locale });
  }

  const english = await page.findFirst({});
  if (english) {
    // Pages seeded before the chart's text was content: the English text the chart was uploaded with.
    const texts = english as unknown as { chartAlt?: string | null; chartCaption?: string | null };
    if (!texts.chartAlt && !texts.chartCaption) {
      // The document service's typings are generated per content type, which this project does not generate.
      await page.update({ documentId: english.documentId, data: { chartAlt: CHART_ALT, chartCaption: CHART_CAPTION } as never });
    }
    if (translations.scienceqaPage) {
      // The document service's typings are generated per content type, which this project does not generate.
      await page.update({ documentId: english.documentId, locale, data: pick(translations.scienceqaPage) as never });
    }
  }

  await strapi.store.set({ ...marker, value: { at: new Date().toISOString() } });
  return 'seeded';
}
