import { z } from "zod";

import { DEFAULT_CMS_BASE_URL } from "./env-defaults";

// The site's settings are build-time constants (Vite inlines import.meta.env), so they are checked
// where they enter: once per build or dev server start (vite.config.ts), not in every browser.

// An empty variable (VITE_X= in a .env file) counts as unset.
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUnset, z.url().optional());

const envSchema = z.object({
  VITE_API_BASE_URL: z.preprocess(
    emptyAsUnset,
    z.url().default(DEFAULT_CMS_BASE_URL),
  ),
  VITE_CONTACT_FORM_URL: optionalUrl,
  VITE_NEWSLETTER_URL: optionalUrl,
  VITE_SITE_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `Invalid site environment: ${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}
