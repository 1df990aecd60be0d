// The secrets Strapi needs. scripts/ensure-env.mjs generates them for local use; production must provide them.
export const REQUIRED_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  // The bearer secret of the site-rebuild webhook (src/lib/rebuild-webhook.ts, scripts/server/rebuild-service.mjs).
  'REBUILD_WEBHOOK_SECRET',
  // Signs the short-lived links of draft previews (src/lib/preview-token.ts).
  'PREVIEW_SECRET',
] as const;

const PLACEHOLDER = /^(tobemodified|toBeModified\d*)(,toBeModified\d*)*$/i;

export function missingSecrets(env: NodeJS.ProcessEnv): string[] {
  return REQUIRED_SECRETS.filter((name) => {
    const value = env[name]?.trim();
    return !value || PLACEHOLDER.test(value);
  });
}

/** In production, refuse to start (before Strapi does anything else) and name what is missing. */
export function assertProductionSecrets(env: NodeJS.ProcessEnv): void {
  // scripts/build.mjs loads the config to build the admin panel; a build needs no secrets.
  if (env.NODE_ENV !== 'production' || env.CMS_BUILD === '1') return;
  const missing = missingSecrets(env);
  if (missing.length > 0) {
    throw new Error(
      `Refusing to start in production: missing or placeholder secret(s): ${missing.join(', ')}. ` +
        'Set them in the environment (or run `node scripts/ensure-env.mjs` outside production to generate a local .env).',
    );
  }
}
