/** The CMS `npm start` runs; the build's VITE_API_BASE_URL overrides it. */
export const DEFAULT_CMS_BASE_URL = "http://127.0.0.1:1337";
