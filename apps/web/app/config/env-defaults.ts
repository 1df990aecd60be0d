/** The CMS `npm start` runs; the build's VITE_API_BASE_URL overrides it. */
export const DEFAULT_CMS_BASE_URL = "http://127.0.0.1:1337";

/**
 * The origin `npm start` serves the site at: the canonical and language links' origin when the build is
 * not told the public one (VITE_SITE_URL, which a public deployment sets).
 */
export const DEFAULT_SITE_URL = "http://127.0.0.1:4173";
