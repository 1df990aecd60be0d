import type { Core } from '@strapi/strapi';

import { previewSecret, previewUrl } from '../src/lib/preview-token';
import { siteUrlFrom } from '../src/lib/site-url';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET')!,
  },
  apiToken: {
    salt: env('API_TOKEN_SALT')!,
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT')!,
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY')!,
  },
  // Strapi's default, stated so it is not lost by accident: 5 login (and register / reset) attempts per
  // 5 minutes for one e-mail from one IP, then 429. Tested in tests/cms.test.mjs.
  rateLimit: {
    enabled: true,
    interval: 5 * 60 * 1000,
    max: 5,
  },
  autoOpen: false,
  // The integration tests need the admin API, not the panel's files (so they run without the 60 s panel build).
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  // No outside calls from the admin panel: no NPS survey, no enterprise promotion.
  // Strapi's Preview (issue 35 item 5): "Open preview" on a board or an edition shows its draft on the site's own
  // board page (/preview, with a short-lived signed token); the admin may frame the site's origin only.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(siteUrlFrom(process.env)).origin],
      handler: (uid: string, { documentId, locale }: { documentId?: string; locale?: string | null }) =>
        previewUrl(siteUrlFrom(process.env), previewSecret(process.env), uid, { documentId, locale }) ?? null,
    },
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});

export default config;
