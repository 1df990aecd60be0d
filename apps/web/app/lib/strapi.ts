import * as z from "zod/mini";

// Lenient field parsers for CMS JSON: a field of the wrong type becomes a missing value,
// so one malformed row degrades to '-' cells instead of breaking the page.
// zod/mini (same engine, functional API) keeps the parsers out of the pages' JavaScript budget.

const numericString = z.pipe(
  z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)),
  z.transform(Number),
);

export const cmsNumber = z.catch(
  z.nullable(z.union([z.number(), numericString])),
  null,
);

export const cmsText = z.pipe(
  z.catch(z.nullable(z.string().check(z.maxLength(500), z.trim())), null),
  z.transform((value) => (value ? value : null)),
);

/** Only http(s) links are kept: anything else (javascript:, data:) is dropped. */
export const cmsHttpUrl = z.catch(
  z.nullable(
    z.string().check(z.refine((value) => /^https?:\/\//i.test(value.trim()))),
  ),
  null,
);

/** Media URLs are either absolute http(s) or relative to the CMS origin ("/uploads/..."). */
export const cmsMediaPath = z.catch(
  z.nullable(
    z
      .string()
      .check(
        z.refine((value) => /^(https?:\/\/|\/(?!\/))/i.test(value.trim())),
      ),
  ),
  null,
);

/** An object whose fields are parsed leniently; anything that is not an object reads as {}. */
export function lenientObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.pipe(
    z.transform((value: unknown) =>
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? value
        : {},
    ),
    z.object(shape),
  );
}

/** Strapi 5 collection response: `data` is a list of flat documents. */
export const strapiListSchema = z.object({ data: z.array(z.unknown()) });

/** Strapi 5 single-type response: `data` is one flat document. */
export const strapiSingleSchema = z.object({ data: z.unknown() });
