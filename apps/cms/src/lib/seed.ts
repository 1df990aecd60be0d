import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Core } from '@strapi/strapi';

// The published xbench-ScienceQA board, copied with its sources from the shared data set (data/README.md).
interface BoardRow {
  rank: number;
  model: string;
  company: string;
  average_score: number;
  bon_n5_score: number | null;
  time_cost_s_per_question: number | null;
  evaluation_date: string | null;
  api_price_input: number | null;
  api_price_output: number | null;
}

interface Board {
  source: string[];
  edition: string;
  rows: BoardRow[];
}

const SEED_MARKER = { type: 'core', name: 'cms', key: 'seed' } as const;
const SEED_VERSION = 'scienceqa-2025-05-28';
export const CHART_FILE = 'scienceqa-score-distribution.png';
/** The chart's text: the media file's alternative text and caption, and the page's (localized) chartAlt/chartCaption. */
export const CHART_ALT = 'Bar chart of xbench-ScienceQA scores (mean of 5 runs) and best-of-5 scores for the 10 models on the board';
export const CHART_CAPTION = 'xbench-ScienceQA score distribution (source: xbench-ai/xbench-evals README)';

const isNumberOrNull = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v));

function parseBoard(raw: unknown): Board {
  // Read as a partial board, every property checked below before it is returned as one.
  const board = raw as Partial<Board>;
  if (!board || !Array.isArray(board.rows) || !Array.isArray(board.source) || typeof board.edition !== 'string') {
    throw new Error('seed: data/scienceqa.json must have source[], edition and rows[]');
  }
  board.rows.forEach((row, i) => {
    const ok =
      typeof row.model === 'string' &&
      typeof row.company === 'string' &&
      typeof row.average_score === 'number' &&
      isNumberOrNull(row.bon_n5_score) &&
      isNumberOrNull(row.time_cost_s_per_question) &&
      isNumberOrNull(row.api_price_input) &&
      isNumberOrNull(row.api_price_output) &&
      (row.evaluation_date === null || /^\d{4}-\d{2}-\d{2}$/.test(String(row.evaluation_date)));
    if (!ok) throw new Error(`seed: data/scienceqa.json row ${i} is malformed`);
  });
  // Every property was checked above (rows one by one).
  return board as Board;
}

export function loadBoard(dataDir: string): Board {
  return parseBoard(JSON.parse(readFileSync(path.join(dataDir, 'scienceqa.json'), 'utf8')));
}

/** A stable identifier derived from the leaderboard name ("Qwen3 - Think" -> "qwen3-think"); not a figure. */
export function toModelId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function uploadChart(strapi: Core.Strapi, dataDir: string): Promise<number> {
  const filepath = path.join(dataDir, CHART_FILE);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: {
        fileInfo: {
          name: CHART_FILE,
          alternativeText: CHART_ALT,
          caption: CHART_CAPTION,
        },
      },
      files: { filepath, originalFilename: CHART_FILE, mimetype: 'image/png', size: statSync(filepath).size },
    });
  return file.id;
}

/**
 * Fills an empty database from data/ on first start. A marker in the core store makes later starts skip it, so
 * editors' changes (including deletions) are never overwritten. Each step looks before it creates, so a first
 * start interrupted half-way completes on the next one without duplicates.
 */
export async function seed(strapi: Core.Strapi, dataDir: string): Promise<'seeded' | 'skipped'> {
  const done = await strapi.store.get(SEED_MARKER);
  if (done) return 'skipped';

  const board = loadBoard(dataDir);
  const companies = strapi.documents('api::company.company');
  const models = strapi.documents('api::model.model');
  const results = strapi.documents('api::scienceqa.scienceqa');
  const page = strapi.documents('api::scienceqa-page.scienceqa-page');

  const companyIds = new Map<string, string>();
  for (const name of new Set(board.rows.map((row) => row.company))) {
    const existing = await companies.findFirst({ filters: { name } });
    const company = existing ?? (await companies.create({ data: { name } }));
    companyIds.set(name, company.documentId);
  }

  for (const row of board.rows) {
    const modelId = toModelId(row.model);
    const existing = await models.findFirst({ filters: { modelId } });
    const model =
      existing ??
      (await models.create({
        data: {
          name: row.model,
          modelId,
          // Leaderboard prices are not published: they stay empty (the eval script's prices are not leaderboard data).
          pricingInput: row.api_price_input,
          pricingOutput: row.api_price_output,
          company: companyIds.get(row.company),
        },
      }));
    const hasResult = await results.findFirst({ filters: { model: { documentId: model.documentId } } });
    if (!hasResult) {
      await results.create({
        data: {
          score: row.average_score,
          BoN: row.bon_n5_score,
          timeCost: row.time_cost_s_per_question,
          evaluationDate: row.evaluation_date,
          model: model.documentId,
        },
      });
    }
  }

  const existingPage = await page.findFirst({ populate: ['scienceQaRankImg'] });
  if (!existingPage) {
    await page.create({
      data: {
        scienceQaCount: board.rows.length,
        companiesCount: companyIds.size,
        chartAlt: CHART_ALT,
        chartCaption: CHART_CAPTION,
        scienceQaRankImg: await uploadChart(strapi, dataDir),
      },
    });
  }

  await strapi.store.set({ ...SEED_MARKER, value: { version: SEED_VERSION, at: new Date().toISOString() } });
  return 'seeded';
}
