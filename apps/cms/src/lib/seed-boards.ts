import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Core } from '@strapi/strapi';

// The bundled boards (data/boards/*.json: DeepSearch, recruiting, marketing, BabyVision and BabyVision-Gen, copied
// from the published figures with their sources) become board and edition documents, published, on the first start that has them.

interface SeedField {
  key: string;
  label: string;
  kind: string;
  unit: string | null;
  description: string | null;
  lowerIsBetter: boolean;
  required?: boolean;
  /** The category field this one is a subtype of. */
  parent?: string | null;
}

interface SeedEntry {
  /** Null for a reference row (reference: true), which is never ranked. */
  rank: number | null;
  reference?: boolean;
  source?: string | null;
  name: string;
  company: string | null;
  mode: string | null;
  /** A facet the table filters by, like proprietary or open-source. */
  group?: string | null;
  evaluationDate: string | null;
  verification: string | null;
  companyBasis?: string | null;
  values: Record<string, string | number | null>;
  /** Per field key, the published ± of the value: its standard deviation over `runs` runs. */
  spread?: Record<string, { std: number; runs: number }> | null;
}

interface SeedEdition {
  editionId: string;
  released: string | null;
  questionCount: number | null;
  sources: string[];
  retrieved: string | null;
  provenance: string | null;
  /** What a reader should know first, shown on the edition's page with its table. */
  summary?: string | null;
  notes: string | null;
  entries: SeedEntry[];
}

export interface SeedBoard {
  board: {
    slug: string;
    title: string;
    track: 'agi' | 'profession';
    category: string;
    route: string;
    summary: string | null;
    taskCount: number | null;
    sortField: string;
    sortDirection: 'asc' | 'desc';
    tieRule: string | null;
    headlineField: string;
    fields: SeedField[];
  };
  editions: SeedEdition[];
}

const SEED_MARKER = { type: 'core', name: 'cms', key: 'seed-boards' } as const;

export function loadSeedBoards(dataDir: string): SeedBoard[] {
  const dir = path.join(dataDir, 'boards');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      // The seed files are the repository's own; the check below refuses one without the shape the seed reads.
      const parsed = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SeedBoard;
      if (!parsed?.board?.slug || !Array.isArray(parsed.editions) || !Array.isArray(parsed.board.fields)) {
        throw new Error(`seed: data/boards/${name} must have board {slug, fields[]} and editions[]`);
      }
      return parsed;
    });
}

/**
 * Creates and publishes every bundled board and edition once. A marker in the core store makes later starts skip
 * it, so editors' changes and deletions survive restarts; each step looks before it creates, so an interrupted first
 * start completes on the next one without duplicates.
 */
export async function seedBoards(strapi: Core.Strapi, dataDir: string): Promise<'seeded' | 'skipped'> {
  if (await strapi.store.get(SEED_MARKER)) return 'skipped';
  const boards = strapi.documents('api::board.board');
  const editions = strapi.documents('api::edition.edition');

  for (const { board, editions: boardEditions } of loadSeedBoards(dataDir)) {
    const existing = await boards.findFirst({ status: 'draft', filters: { slug: board.slug } });
    // The document service types its inputs and results from generated content-type typings, which this project does not generate.
    const boardDoc = existing ?? (await boards.create({ data: board as never }));
    await boards.publish({ documentId: boardDoc.documentId });

    for (const edition of boardEditions) {
      const found = await editions.findFirst({
        status: 'draft',
        filters: { editionId: edition.editionId, board: { documentId: boardDoc.documentId } },
      });
      // As above: the generated typings this project does not have.
      const editionDoc = found ?? (await editions.create({ data: { ...edition, board: boardDoc.documentId } as never }));
      await editions.publish({ documentId: editionDoc.documentId });
    }
  }

  await strapi.store.set({ ...SEED_MARKER, value: { at: new Date().toISOString() } });
  return 'seeded';
}
