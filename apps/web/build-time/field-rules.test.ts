import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { valueProblem, type FieldKind } from "../../cms/src/lib/edition-values";
import { fieldValueSchema } from "../app/data/schema";

// Issue 33 item 5: whatever value the CMS accepts for a field kind, the site's build reads. For generated values
// of every kind (shaped like each kind's values, near misses included, and anything at all), the CMS's acceptance
// (apps/cms/src/lib/edition-values.ts) implies the site schema's (app/data/schema.ts, fieldValueSchema).

const KINDS: FieldKind[] = [
  "score",
  "number",
  "band",
  "money",
  "duration",
  "date",
  "link",
  "flag",
  "text",
];

const digits = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const separator = fc.constantFrom("-", ".", "/", "", " ");

/** Values near each kind's shape: where the two rule sets could disagree. */
const near = fc.oneof(
  // dates: 2025-08, 2025.08, 2025-8, 2025-13-40, ...
  fc
    .tuple(
      digits(2, 5),
      separator,
      digits(1, 3),
      fc.option(fc.tuple(separator, digits(1, 3))),
    )
    .map(([y, s, m, d]) => `${y}${s}${m}${d ? `${d[0]}${d[1]}` : ""}`),
  // bands: 75+, 101+, +75, 075+
  fc
    .tuple(
      fc.constantFrom("", "+", "-"),
      digits(1, 4),
      fc.constantFrom("+", "", "%", "++"),
    )
    .map((parts) => parts.join("")),
  // links: real ones and broken ones
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom(
        "http://",
        "https://",
        "ftp://",
        "http:",
        "https:/",
        "javascript:",
        "",
      ),
      fc.string({ maxLength: 12 }),
    )
    .map(([scheme, rest]) => `${scheme}${rest}`),
  // money, durations and texts: blank, whitespace, short, long
  fc.constantFrom(
    "",
    " ",
    "\t",
    "Free",
    "free",
    "~$0.085",
    "5-8 min",
    "x".repeat(501),
  ),
  fc.string({ maxLength: 60 }),
);

const anything = fc.oneof(
  near,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

describe("the CMS's field rules are at least as strict as the site's", () => {
  for (const kind of KINDS) {
    it(`${kind}: a value the CMS accepts, the site's board schema reads`, () => {
      fc.assert(
        fc.property(anything, (value) => {
          if (valueProblem(kind, value) !== null) return;
          // The site's converter writes a missing value as null (build-time/boards-source.ts).
          const result = fieldValueSchema(kind).safeParse(value ?? null);
          expect(
            result.success,
            `${kind} ${JSON.stringify(value)}: ${result.error?.issues[0]?.message}`,
          ).toBe(true);
        }),
        { numRuns: 3000 },
      );
    });
  }

  it("the values the issue found are refused by the CMS", () => {
    expect(valueProblem("date", "2025.08")).toMatch(
      /a date like 2025-08 or 2025-08-14; got "2025.08"/,
    );
    expect(valueProblem("text", "")).not.toBeNull();
    expect(valueProblem("link", "http://[")).not.toBeNull();
  });
});
