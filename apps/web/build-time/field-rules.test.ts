import { FIELD_KINDS, valueProblem } from "@evergreen/boards";
import fc from "fast-check";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import {
  fieldColumn,
  type FieldValue,
} from "../app/components/leaderboard/field-column";
import { fieldValueSchema } from "../app/data/schema";
import { formatPublished, formatText } from "../app/lib/format";
import { compareValues, type SortKind } from "../app/lib/sort";
import { I18nWrapper } from "../app/test/render";

// React's escaping of text and attribute values in server-rendered markup.
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

// Issues 33 (item 5) and 34 (one rule set): for generated values of every field kind (shaped like each kind's
// values, near misses included, and anything at all), a value the CMS accepts (packages/boards, valueProblem, which
// the CMS applies on save and publish) is read by the site's board schema and rendered and sorted by the site's
// column for that kind; a value the site's schema refuses, the CMS refuses too, with the same reason.

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

const sortKinds: Partial<Record<string, SortKind>> = {
  score: "numeric",
  number: "numeric",
  band: "band",
  money: "price",
  duration: "range",
};

const isFieldValue = (value: unknown): value is FieldValue =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

describe("one rule set for field values, from the CMS to the page", () => {
  for (const kind of FIELD_KINDS) {
    it(`${kind}: a value the CMS accepts is read, rendered and sorted by the site; one the site refuses, the CMS refuses for the same reason`, () => {
      const field = {
        key: "value",
        label: "Field",
        kind,
        unit: null,
        description: null,
        lowerIsBetter: false,
      };
      const column = fieldColumn<{ value: FieldValue }>(
        field,
        (row) => row.value,
        { name: () => "Agent" },
      );
      fc.assert(
        fc.property(anything, (value) => {
          const problem = valueProblem(kind, value);
          // The site's converter writes a missing value as null (build-time/boards-source.ts).
          const result = fieldValueSchema(kind).safeParse(value ?? null);
          if (problem !== null) {
            expect(result.success, `${kind} ${JSON.stringify(value)}`).toBe(
              false,
            );
            expect(result.error?.issues[0]?.message).toBe(problem);
            return;
          }
          expect(
            result.success,
            `${kind} ${JSON.stringify(value)}: ${result.error?.issues[0]?.message}`,
          ).toBe(true);
          const row = { value: isFieldValue(value) ? value : null };
          const html = renderToStaticMarkup(
            createElement(
              I18nWrapper,
              null,
              createElement(
                Fragment,
                null,
                column.cell?.(row) ?? formatText(column.value(row)),
              ),
            ),
          );
          if (value === null || value === undefined) expect(html).toBe("-");
          else if (kind === "link")
            expect(html).toContain(`href="${escapeHtml(String(value))}"`);
          else if (kind === "flag") expect(html).toBe(value ? "Yes" : "No");
          else if (kind === "score")
            expect(html).toBe(
              formatPublished(typeof value === "number" ? value : null),
            );
          else expect(html).toBe(escapeHtml(String(value)));
          const sortKind = sortKinds[kind] ?? "text";
          expect(() =>
            compareValues(sortKind, column.value(row), "1", "desc"),
          ).not.toThrow();
        }),
        { numRuns: 2000 },
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
