import type { Core } from '@strapi/strapi';

import type { HistoryEntry } from './submission-intake';
import type { Submission } from './submission-rules';

/** True when an SMTP server is configured (SMTP_HOST); otherwise nothing is ever sent. */
export const mailConfigured = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.SMTP_HOST);

export function notifyNewSubmission(
  _strapi: Core.Strapi,
  _submission: Submission & { reference: string; statusUrl: string },
): void {
  // Filled in with the e-mail plugin (issue 14, e-mail).
}

export function notifyStateChange(
  _strapi: Core.Strapi,
  _change: { reference: string; email: string; agentName: string; entry: HistoryEntry },
): void {
  // Filled in with the e-mail plugin (issue 14, e-mail).
}
