import type { Core } from '@strapi/strapi';

import { boardFormatProblems, dayProblem, editionIdProblem, valueProblem, type BoardFormat } from '@evergreen/boards';

import { refuse } from './edition-rules';

const MODEL_ID = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * What is wrong with the written form of the names, addresses, dates and links in a create's or update's data, each
 * problem naming its field and saying what is expected and what was got. These replace the schemas' regexes, whose
 * only message was "The value does not match the regex." Only what the data has is checked.
 */
export function formatProblems(uid: string, data: Record<string, unknown>): string[] {
  switch (uid) {
    case 'api::board.board':
      // cast: each check reads only the attributes the data has, as unknown values (BoardFormat's fields are all optional and unknown)
      return boardFormatProblems(data as BoardFormat);
    case 'api::edition.edition': {
      const problems: string[] = [];
      if (data.editionId !== undefined) {
        const problem = editionIdProblem(data.editionId);
        if (problem) problems.push(`editionId: ${problem}`);
      }
      for (const name of ['released', 'retrieved'] as const) {
        const problem = dayProblem(data[name]);
        if (problem) problems.push(`${name}: ${problem}`);
      }
      return problems;
    }
    case 'api::model.model': {
      const problems: string[] = [];
      const { modelId, link } = data;
      if (modelId !== undefined && !(typeof modelId === 'string' && MODEL_ID.test(modelId))) {
        problems.push(`modelId: lowercase letters, digits, dots, _ and -, like gpt-4o-2024-08-06; got ${JSON.stringify(modelId)}`);
      }
      const linkProblem = link === '' ? null : valueProblem('link', link);
      if (linkProblem) problems.push(`link: ${linkProblem}`);
      return problems;
    }
    default:
      return [];
  }
}

/** Refuses a create or update whose data has a name, address, date or link in the wrong form (see formatProblems). */
export function registerFormatChecks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action === 'create' || context.action === 'update') {
      // cast: Strapi's lifecycle params are untyped; only their data is read
      const data = (context.params as { data?: Record<string, unknown> } | undefined)?.data;
      if (data) {
        const problems = formatProblems(context.uid, data);
        if (problems.length) refuse(problems);
      }
    }
    return next();
  });
}
