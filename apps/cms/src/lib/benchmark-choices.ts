// The benchmarks a submission can be sent for: ScienceQA and every published board, in the boards' listing order
// (position, then short name), as the site's registry lists them. A board published later is offered at once.
import { benchmarkChoices, type BenchmarkChoice } from '@evergreen/boards';
import type { Core } from '@strapi/strapi';

interface PublishedBoard {
  slug: string;
  title: string;
  position?: number | null;
}

const byListingOrder = (a: PublishedBoard, b: PublishedBoard) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || a.slug.localeCompare(b.slug);

export async function offeredBenchmarks(strapi: Core.Strapi): Promise<BenchmarkChoice[]> {
  // The document service types its results from generated content-type typings, which this project does not
  // generate: read as the board's schema.json says.
  const boards = (await strapi.documents('api::board.board').findMany({
    status: 'published',
    locale: 'en',
    fields: ['slug', 'title', 'position'],
    limit: 1000,
  })) as unknown as PublishedBoard[];
  return benchmarkChoices([...boards].sort(byListingOrder));
}
