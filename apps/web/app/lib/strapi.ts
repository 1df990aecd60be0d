import { z } from "zod";

// Lenient field parsers for CMS JSON: a field of the wrong type becomes a missing value,
// so one malformed row degrades to '-' cells instead of breaking the page.

const numericString = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);

export const cmsNumber = z
  .union([z.number().finite(), numericString])
  .nullable()
  .catch(null);

export const cmsText = z
  .string()
  .max(500)
  .transform((value) => value.trim())
  .nullable()
  .catch(null)
  .transform((value) => (value ? value : null));

/** Only http(s) links are kept: anything else (javascript:, data:) is dropped. */
export const cmsHttpUrl = z
  .string()
  .refine((value) => /^https?:\/\//i.test(value.trim()))
  .nullable()
  .catch(null);

/** Media URLs are either absolute http(s) or relative to the CMS origin ("/uploads/..."). */
export const cmsMediaPath = z
  .string()
  .refine((value) => /^(https?:\/\/|\/(?!\/))/i.test(value.trim()))
  .nullable()
  .catch(null);

export function lenientObject<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  return z.preprocess(
    (value) =>
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? value
        : {},
    schema,
  );
}

/** Strapi 5 collection response: `data` is a list of flat documents. */
export const strapiListSchema = z.object({ data: z.array(z.unknown()) });

/** Strapi 5 single-type response: `data` is one flat document. */
export const strapiSingleSchema = z.object({ data: z.unknown() });
