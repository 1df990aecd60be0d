import { z } from "zod";

const optionalUrl = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.url().optional(),
);

const envSchema = z.object({
  VITE_API_BASE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url().default("http://127.0.0.1:1337"),
  ),
  VITE_CONTACT_FORM_URL: optionalUrl,
  VITE_NEWSLETTER_URL: optionalUrl,
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

export const env = parseEnv(import.meta.env);
