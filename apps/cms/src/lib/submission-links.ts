import type { Core } from '@strapi/strapi';

import { readSubmitSettings, statusToken } from './submission-intake';

const settings = readSubmitSettings(process.env);

/** The secret that signs status links: CMS_SUBMISSION_SECRET, else the first of APP_KEYS. */
export function statusSecret(strapi: Core.Strapi): string {
  // Strapi's config store is untyped (any); config/server.ts sets the app keys as a list of strings.
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  const value = process.env.CMS_SUBMISSION_SECRET || keys?.[0];
  if (!value) throw new Error('submissions: no secret for status links (APP_KEYS or CMS_SUBMISSION_SECRET)');
  return value;
}

export function statusTokenFor(strapi: Core.Strapi, reference: string, createdAt: string | Date): string {
  return statusToken(statusSecret(strapi), reference, new Date(createdAt), settings.statusDays);
}

/** The private status link on the site (the token is in the fragment, so it reaches no server log). */
export const statusUrlFor = (token: string): string => `${settings.siteUrl}/submit/status#token=${token}`;
