/** The public site's origin, for links the CMS gives (status links, pages a build changed, previews): CMS_SITE_URL, else the first CORS origin. */
export function siteUrlFrom(env: NodeJS.ProcessEnv): string {
  const firstOrigin = (env.CMS_CORS_ORIGINS ?? 'http://127.0.0.1:4173').split(',')[0]?.trim() || 'http://127.0.0.1:4173';
  return (env.CMS_SITE_URL || firstOrigin).replace(/\/+$/, '');
}
