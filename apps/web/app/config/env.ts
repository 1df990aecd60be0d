import { DEFAULT_CMS_BASE_URL } from "./env-defaults";

// Checked by parseEnv (env-schema.ts) when the site is built, so the browser only reads them.
function setting(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

export const env = {
  VITE_API_BASE_URL:
    setting(import.meta.env.VITE_API_BASE_URL) ?? DEFAULT_CMS_BASE_URL,
  VITE_CONTACT_FORM_URL: setting(import.meta.env.VITE_CONTACT_FORM_URL),
  VITE_NEWSLETTER_URL: setting(import.meta.env.VITE_NEWSLETTER_URL),
  VITE_SITE_URL: setting(import.meta.env.VITE_SITE_URL),
};
